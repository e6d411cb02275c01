/*---
title: 二进制转换器
description: 在二进制、八进制、十进制、十六进制之间换算任意大小的整数，支持定宽补码、逐位编辑和 IEEE 754 浮点数位模式，全部在浏览器中计算。
pageType: custom
---*/
import { BinaryConverter } from '../../src/tools/binary-converter/BinaryConverter'

export default function Page() {
  return <BinaryConverter />
}
