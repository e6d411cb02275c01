/**
 * The languages and versions the locale tests share, as the i18n fixture site has them
 * (tests/fixtures/i18n): Chinese by default and English under /en/, v2 by default and v1 under /v1/.
 */
export const LOCALES = {
  lang: 'zh-CN',
  locales: [
    { lang: 'zh-CN', label: '中文' },
    { lang: 'en', label: 'English' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
}
