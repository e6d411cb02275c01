/**
 * The scanner's messages for what can go wrong, chosen from facts the component gathers
 * (an error's `name`, a file's type and name), so the wording is testable without a browser.
 *
 *   cameraError('NotAllowedError') → { title: '没有摄像头权限', detail: '…' }
 *   isImageFile('image/png', 'a.png') → true;  isImageFile('', 'notes.txt') → false
 */

export interface Message {
  title: string
  detail: string
  tips?: string[]
}

export const NO_CODE_TIPS = [
  '光线要充足，避免反光和阴影落在码上。',
  '靠近一些，让二维码占画面的较大部分，并且完整地出现在画面里。',
  '让二维码保持平整，不要弯折或倾斜得太厉害，等对焦清晰后再拍。',
]

export const MESSAGES = {
  insecure: {
    title: '当前页面不能使用摄像头',
    detail: '浏览器只允许在安全连接（HTTPS）或本机地址下使用摄像头。请通过 https:// 开头的地址打开本页，或改用选择图片的方式识别。',
  },
  unsupported: {
    title: '浏览器不支持摄像头',
    detail: '这个浏览器没有提供摄像头接口。请换用新版 Chrome、Edge、Firefox 或 Safari，或改用选择图片的方式识别。',
  },
  denied: {
    title: '没有摄像头权限',
    detail: '摄像头权限被拒绝了。请点击地址栏左侧的网站设置图标，将“摄像头”改为允许，然后重新打开摄像头。',
  },
  noCamera: {
    title: '没有找到摄像头',
    detail: '这台设备上没有可用的摄像头，或者摄像头已被禁用。可以改用选择图片、拖入图片或粘贴截图的方式识别。',
  },
  inUse: {
    title: '摄像头正被占用',
    detail: '摄像头可能正被其他应用或浏览器标签页使用。请关闭正在使用摄像头的程序后重试。',
  },
  notImage: (name: string): Message => ({
    title: '这不是图片文件',
    detail: `“${name}”不是图片。请选择 PNG、JPEG、WebP、GIF 或 BMP 格式的图片。`,
  }),
  corrupt: (name: string): Message => ({
    title: '无法读取这张图片',
    detail: `“${name}”无法解码：文件可能已损坏、不完整，或者是浏览器不支持的图片格式。`,
  }),
  noCode: {
    title: '没有找到二维码',
    detail: '这张图片里没有识别出二维码。可以试试：',
    tips: NO_CODE_TIPS,
  },
  noPasteImage: {
    title: '剪贴板里没有图片',
    detail: '粘贴的内容不是图片。请先复制一张图片或截图，再按 Ctrl+V（Mac 上为 ⌘V）。',
  },
  decoderFailed: {
    title: '识别时出错',
    detail: '识别程序意外停止了。请刷新页面后重试。',
  },
} satisfies Record<string, Message | ((name: string) => Message)>

/** The message for a getUserMedia failure, by the DOMException's name. */
export function cameraError(name: string): Message {
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return MESSAGES.denied
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return MESSAGES.noCamera
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return MESSAGES.inUse
    default:
      return { title: '无法打开摄像头', detail: `打开摄像头时出错（${name || '未知错误'}）。请检查摄像头是否连接正常后重试。` }
  }
}

const IMAGE_EXTENSIONS = /\.(png|jpe?g|jfif|pjpeg|webp|gif|bmp|ico|avif|tiff?|heic|heif)$/i

/** Whether a file claims to be an image, by its MIME type or, when that is empty, its name. */
export function isImageFile(type: string, name: string): boolean {
  if (type) return type.startsWith('image/') && type !== 'image/svg+xml'
  return IMAGE_EXTENSIONS.test(name)
}
