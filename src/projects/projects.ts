/** The cards of the projects page (/project/), in the order shown. */
export interface ProjectLink {
  text: string
  /** A route of the site, or a file under /public/. */
  href: string
}

export interface Project {
  /** Anchor of the card on the page. */
  id: string
  name: string
  description: string
  stack: string[]
  /** The first link opens the project itself (the live demo); the rest are pages about it. */
  links: ProjectLink[]
}

export const PROJECTS: Project[] = [
  {
    id: 'binary-converter',
    name: '二进制转换器',
    description:
      '在二进制、八进制、十进制和十六进制之间换算任意大小的整数：在任何一栏输入，其余各栏随之更新。可以选择 8 到 128 位的位宽，按有符号（二进制补码）或无符号解释同一串位，点击位图里的某一位直接翻转它；还能看到一个小数在 float32 和 float64 中的 IEEE 754 位模式，符号、阶码和尾数分开显示。所有计算都在浏览器里完成。',
    stack: ['TypeScript', 'React', 'BigInt'],
    links: [
      { text: '打开工具', href: '/tool/binary-converter' },
      { text: '全部工具', href: '/tool/' },
    ],
  },
  {
    id: 'online-scan-qrcode',
    name: '二维码识别',
    description:
      '用摄像头、图片文件、拖放或粘贴来识别二维码。解码放在 Web Worker 里进行，识别大图时页面也不会卡住；正常和反色（浅色码、深色底）的二维码都会尝试，中文内容按 UTF-8 正确显示。只有 http 和 https 开头的结果会变成链接。图片和结果都只留在自己的设备上，不会上传。',
    stack: ['TypeScript', 'React', 'jsQR', 'Web Worker', 'getUserMedia'],
    links: [
      { text: '打开工具', href: '/tool/online-scan-qrcode' },
      { text: '全部工具', href: '/tool/' },
    ],
  },
  {
    id: '100-gcc-tips',
    name: '100 个 gcc 小技巧',
    description:
      '一本关于 gcc 命令行的小书，每个技巧一页：打印预定义宏和头文件搜索路径，只看不做的 -###，给汇编器和链接器传参数，用 AddressSanitizer 和 ThreadSanitizer 找内存与线程错误，以及常见的警告和错误。每页都有一个完整的小例子，页面上的命令和输出都在 Debian 12 的 gcc 12.2 上实际运行并逐行核对过。',
    stack: ['Markdown', 'gcc 12', 'Debian 12'],
    links: [
      { text: '开始阅读', href: '/book/100-gcc-tips/' },
      { text: '全部书籍', href: '/book/' },
    ],
  },
  {
    id: 'sliding-puzzle',
    name: '数字华容道',
    description:
      '经典的滑块拼图：把打乱的数字方块按顺序排好，空格留在右下角。棋盘有 3×3、4×4 和 5×5 三种，每一局都按逆序数的奇偶性打乱，保证有解；可以点击、滑动或用方向键操作，记录步数和用时，每种尺寸的最短时间和最少步数保存在浏览器里。整个游戏只有几个静态文件，不依赖任何库，也不发出任何网络请求。',
    stack: ['HTML', 'CSS', 'JavaScript 模块', 'Pointer Events', 'localStorage'],
    links: [
      { text: '开始游戏', href: '/public/project/sliding-puzzle/' },
      { text: '规则与实现', href: '/project/sliding-puzzle' },
    ],
  },
  {
    id: 'stopwatch',
    name: '秒表',
    description:
      '一个没有依赖的秒表脚本和使用它的演示页：开始、暂停、继续、计圈、复位，每一圈列出单圈和累计时间，空格、L、R 三个快捷键。读数总是由 performance.now() 的差值算出，而不是靠定时器累加，所以标签页切到后台、定时器被浏览器降频时也不会走慢。脚本只有一百多行，导出一个有文档的小接口。',
    stack: ['JavaScript 模块', 'performance.now()', 'requestAnimationFrame'],
    links: [
      { text: '打开秒表', href: '/public/stopwatch/' },
      { text: '接口说明', href: '/project/stopwatch' },
      { text: '脚本源码', href: '/public/stopwatch.js' },
    ],
  },
  {
    id: 'this-site',
    name: '技术笔记（本站）',
    description:
      '你正在浏览的这个网站。Markdown 文章和 React 页面在构建时逐页预渲染成静态 HTML，代码块在构建时完成语法高亮，不开 JavaScript 也能完整阅读；页面加载后由 React 接管，站内跳转只加载目标页面所需的脚本，不再整页刷新，并支持浅色和深色两种配色。',
    stack: ['TypeScript', 'React 19', 'Vite', 'unified / remark / rehype', 'Shiki'],
    links: [
      { text: '回到首页', href: '/' },
      { text: '阅读书籍', href: '/book/' },
    ],
  },
]
