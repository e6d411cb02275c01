/*---
title: 二维码识别
description: 在线识别二维码：用摄像头扫描，或选择、拖入、粘贴图片，支持中文和反色二维码，图片只在浏览器本地处理，不会上传。
pageType: custom
---*/
import { QrScanner } from '../../src/tools/qr-scanner/QrScanner'

export default function Page() {
  return <QrScanner />
}
