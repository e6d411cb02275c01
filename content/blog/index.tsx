/*---
title: 博客
description: 2017 年以来的全部技术文章，按年份从新到旧排列，每篇附日期、摘要和标签；点标签可以只看 C、Linux、网络、嵌入式等某一类。
pageType: custom
---*/
import { entries } from 'virtual:site/blog-index'
import { BlogIndex } from '../../src/blog/BlogIndex'

export default function Page() {
  return <BlogIndex entries={entries} />
}
