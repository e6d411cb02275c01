/*---
title: 博客
description: 2017 年以来的全部技术文章，按年份从新到旧排列，每篇附日期、摘要和标签；点标签可以只看 C、Linux、网络、嵌入式等某一类。
pageType: custom
---*/
import { entries } from 'virtual:site/blog-index'
import { BlogIndex } from '../../src/blog/BlogIndex'

export default function Page() {
  return (
    <BlogIndex
      entries={entries}
      note={
        <>
          2020 年文章地址里的 <code>wp-312</code> 这类名字，是从旧 WordPress 博客沿用下来的文章编号。
        </>
      }
    />
  )
}
