import { defineSiteConfig } from './shared/site-config'

export default defineSiteConfig({
  title: '技术笔记',
  titleSuffix: ' - 技术笔记',
  description: '一个简单的个人博客，用来记录学习和工作中的笔记',
  icon: '/public/favicon.svg',
  logo: '/public/logo.svg',
  logoText: '技术笔记',
  lang: 'zh-CN',
  base: '/',
  ssg: true,
  themeConfig: {
    nav: [
      { text: '博客', link: '/blog/', activeMatch: '^/blog/' },
      { text: '项目', link: '/project/', activeMatch: '^/project/' },
      { text: '书籍', link: '/book/', activeMatch: '^/book/' },
      { text: '工具', link: '/tool/', activeMatch: '^/tool/' },
    ],
    outlineTitle: '目录',
    prevPageText: '上一页',
    nextPageText: '下一页',
    searchPlaceholderText: '搜索',
  },
})
