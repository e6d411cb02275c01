import { localeHome, type LocaleConfig } from '../../../shared/locale'
import type { PageData } from '../../../shared/types'

export interface LocaleLink {
  text: string
  link: string
  /** The language or version the link goes to. */
  to: string
}

type Shown = Pick<PageData, 'routePath' | 'lang' | 'version' | 'alternates'>

/**
 * The language switcher's links: for each of `locales`, this page in that language and this
 * version when it exists (the page's `alternates`), else that language's home.
 */
export function languageLinks(page: Shown, c: LocaleConfig): LocaleLink[] {
  return (c.locales ?? []).map((l) => ({
    text: l.label ?? l.lang,
    to: l.lang,
    link:
      l.lang === page.lang
        ? page.routePath
        : (page.alternates?.find((a) => a.lang === l.lang && a.version === page.version)?.path ?? localeHome(l.lang, page.version, c)),
  }))
}

/** The version switcher's links: this page in each version and this language, else that version's home. */
export function versionLinks(page: Shown, c: LocaleConfig): LocaleLink[] {
  return (c.multiVersion?.versions ?? []).map((v) => ({
    text: v,
    to: v,
    link:
      v === page.version
        ? page.routePath
        : (page.alternates?.find((a) => a.version === v && a.lang === page.lang)?.path ?? localeHome(page.lang, v, c)),
  }))
}
