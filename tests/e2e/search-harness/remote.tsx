/*---
title: 搜索测试：远程模式
pageType: blank
---*/
// Test page for tests/e2e/search.test.ts: remote search against a server the test starts (blank,
// so the navbar's own search button is not on the page).
// Its address is known only when the test runs, so the configuration reads it from a global
// the test sets, at search time.
import { SearchButton } from '../../../src/theme/components/Search/SearchButton'
import type { SearchConfig } from '../../../src/shared/search'

const remote: SearchConfig = {
  mode: 'remote',
  get apiUrl() {
    return (globalThis as { __searchApi?: string }).__searchApi ?? ''
  },
  searchIndexes: ['blog', 'book'],
  limit: 10,
  timeout: 1000,
}

export default function Page() {
  return (
    <div style={{ padding: '2rem' }}>
      <SearchButton search={remote} />
    </div>
  )
}
