/*---
title: 项目
description: 本站的项目：在浏览器里运行的二进制转换器和二维码扫描工具、在线书《100 个 gcc 小技巧》、数字华容道游戏、无依赖的秒表脚本，以及这个网站本身。
pageType: custom
---*/
import { ProjectList } from '../../src/projects/ProjectList'
import { PROJECTS } from '../../src/projects/projects'

export default function Page() {
  return <ProjectList projects={PROJECTS} />
}
