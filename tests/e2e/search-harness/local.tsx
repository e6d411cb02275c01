/*---
title: 搜索测试：本地索引
pageType: custom
---*/
// Test-only page for tests/e2e/search.test.ts: the search button as the navbar will show it.
// The index URL comes from the `site-search-index` meta tag, which the test adds.
import { SearchButton } from '../../../src/theme/components/Search/SearchButton'

export default function Page() {
  return (
    <div style={{ padding: '2rem' }}>
      <SearchButton />
      <p>
        <a href="/notes/auth">登录流程</a>
      </p>
    </div>
  )
}
