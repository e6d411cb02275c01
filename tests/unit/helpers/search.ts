import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RemoteSearchOptions, SearchIndexFile } from '../../../src/shared/search'

/**
 * The search fixture: a small site (content/) and the index build/search/index.ts writes of it
 * (search-index.json; tests/unit/build/search/index.test.ts keeps it current).
 */
export const searchFixture = join(import.meta.dirname, '../fixtures/search')
export const indexFile: SearchIndexFile = JSON.parse(readFileSync(join(searchFixture, 'search-index.json'), 'utf8'))

/** Answers of a fake fetch. */
export const ok = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) })
export const status = (code: number) => Promise.resolve({ ok: false, status: code, json: () => Promise.resolve({}) })

/** A remote search service and an answer of it. */
export const remoteOptions: RemoteSearchOptions = {
  mode: 'remote',
  apiUrl: 'https://search.example/api',
  searchIndexes: ['blog', 'book'],
  limit: 20,
  timeout: 50,
}
export const remoteAnswer = [
  {
    index: 'blog',
    hits: [{ title: 'FreeRTOS 任务', routePath: '/blog/a', header: '创建任务', anchor: '创建任务', content: '用 xTaskCreate 创建任务' }],
  },
  {
    index: 'book',
    hits: [
      { title: 'GCC 技巧', routePath: '/book/x' },
      { title: 'GCC 技巧', routePath: '/book/x', header: 'xTaskCreate 的参数', anchor: 'p' },
    ],
  },
]
