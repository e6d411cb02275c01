import { defineSiteConfig } from './shared/site-config'

export default defineSiteConfig({
  title: '技术笔记',
  titleSuffix: ' - 技术笔记',
  description: '一个简单的个人博客，用来记录学习和工作中的笔记',
  // The address the site is served from: change it to your own origin before deploying.
  url: 'https://notes.example.com',
  publish: {
    feedSection: 'blog',
    feedTitle: '技术笔记 - 博客',
    cameraRoutes: ['/tool/online-scan-qrcode'],
    themeColor: { light: '#ffffff', dark: '#1b1b1f' },
  },
  // Enforced by npm run dev and npm run build (build/lint/articles.ts).
  articleRules: {
    tagsFile: '_data/tags.json',
    tags: [1, 5],
    description: [40, 160],
    minSections: 3,
    minChinese: 1200,
    shortNotes: { minChinese: 500, share: 0.2, minSections: 2 },
  },
  // The tip pages of the gcc book: the example (run by tests/book/), the tip, the contributors.
  bookRules: {
    pages: '^book/100-gcc-tips/\\d{3}-[^/]+\\.md$',
    sections: ['例子', '技巧', '贡献者'],
    exampleLang: 'console',
  },
  icon: '/public/favicon.svg',
  logo: '/public/logo.svg',
  logoText: '技术笔记',
  lang: 'zh-CN',
  base: '/',
  themeConfig: {
    nav: [
      { text: '博客', link: '/blog/', activeMatch: '^/blog/' },
      { text: '项目', link: '/project/', activeMatch: '^/project/' },
      {
        text: '书籍',
        activeMatch: '^/book/',
        items: [
          { text: '全部书籍', link: '/book/', activeMatch: '^/book/$' },
          { text: '100 个 gcc 小技巧', link: '/book/100-gcc-tips/', activeMatch: '^/book/100-gcc-tips/' },
        ],
      },
      { text: '工具', link: '/tool/', activeMatch: '^/tool/' },
    ],
    // Blog articles and book pages show their outline; other pages only when they ask for it.
    outline: false,
    outlineMatch: ['^/blog/\\d{4}/', '^/book/'],
    outlineTitle: '目录',
    prevPageText: '上一页',
    nextPageText: '下一页',
    searchPlaceholderText: '搜索',
    lastUpdated: true,
    lastUpdatedText: '最后更新',
    sourceText: '查看源文件',
    // No `repository`: the doc footer's "查看源文件" opens the page's markdown shipped under
    // /public/source/. To open pages on a code host, set `repository` to one that exists (README,
    // "Theme fields").
    enableAppearanceAnimation: true,
    enableScrollToTop: true,
    viewTransition: true,
    skipToContentText: '跳到正文',
    navText: '主导航',
    menuText: '菜单',
    sidebarMenuText: '菜单',
    sidebarText: '侧边栏',
    sidebarShowAllText: '显示全部',
    draftText: '草稿',
    latestArticlesText: '最新文章',
    appearanceText: '外观',
    lightModeText: '浅色',
    darkModeText: '深色',
    autoModeText: '跟随系统',
    scrollToTopText: '回到顶部',
    moreText: '更多',
    // The no-hit message keeps the specification's English text (the default).
    searchTexts: {
      closeText: '关闭',
      resultsText: '{count} 条结果',
      moreResultsText: '，还有更多',
      loadingMoreText: '正在查找更多结果…',
      titleText: '标题',
      headerText: '章节',
      contentText: '正文',
      selectText: '选择',
      openText: '打开',
      closeKeyText: '关闭',
    },
    socialLinks: [{ icon: 'rss', mode: 'link', content: '/feed.xml', label: 'RSS 订阅' }],
    footer: {
      message: '个人技术笔记：学习与工作中遇到的问题、原理和解决办法。',
      copyright: '© 2017–2026 技术笔记',
    },
  },
})
