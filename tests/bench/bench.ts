/**
 * `npm run bench`: builds of the fixture site plus 170 and 1,700 generated articles (and more with
 * `--scale N`, e.g. 17000), each in a fresh process under `/usr/bin/time -v` (wall seconds, peak
 * RSS): cold (empty compile cache), warm, and after editing one article; the dev server's first
 * server-rendered article and its hot-update time (dev.ts); the first-load JavaScript
 * of an article page (gzip, every script and modulepreload its HTML references), the QR decode
 * time, and search on the real site and at 1,700 articles: index size, the first query after
 * opening and the query-to-results time with the index files cached (search.ts).
 *
 * Timings on a shared 2-core machine are noisy: compare the ratio within one run. Byte sizes are
 * exact. Exits 1 when a target is missed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateCorpus } from './generate-corpus.ts'
import { firstLoadJs } from './first-load.ts'
import { benchQrDecode } from './qr-decode.ts'
import { benchSearch, printSearchBench } from './search.ts'
import { hotUpdateMs, startDevAndOpen } from './dev.ts'

const root = join(import.meta.dirname, '../..')
const work = join(root, '.site-build', 'bench')
const TARGETS = {
  seconds170: 8,
  rssMiB170: 600,
  ratio: 11,
  warmShare: 0.35,
  devFirstSeconds: 2,
  hmrMs: 300,
  perPageGrowth: 1.2,
  rssMiB17000: 3 * 1024,
  firstLoadKB: 90,
  searchFirstP95Ms: 300,
  searchP95Ms: 16,
}

if (!existsSync('/usr/bin/time')) {
  console.error('The benchmark measures with /usr/bin/time -v: apt-get install -y time')
  process.exit(1)
}

/** One build under `/usr/bin/time -v`: wall seconds and peak RSS. */
function timedBuild(content: string, out: string, cache: string) {
  const r = spawnSync(
    '/usr/bin/time',
    [
      '-v',
      process.execPath,
      'build/cli.mjs',
      'build',
      // The generated articles are short: the fixture sites' config, without the article rules.
      '--config',
      'tests/fixtures/site/site.config.ts',
      '--content',
      content,
      '--out',
      out,
      '--cache-dir',
      cache,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
  )
  if (r.status !== 0) throw new Error(`build of ${content} failed:\n${r.stderr.slice(-4000)}`)
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(r.stderr)!
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3])
  const rssKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)![1])
  const pages = Number(/built (\d+) pages/.exec(r.stdout)![1])
  return { pages, seconds, rssMiB: rssKiB / 1024 }
}

/**
 * A corpus of `count` articles: a cold build (empty compile cache), a warm build (nothing changed),
 * a build after editing one article, and the dev server's first server-rendered article.
 */
async function measure(count: number) {
  const content = join(work, `content-${count}`)
  const out = join(work, `dist-${count}`)
  const cache = join(work, `cache-${count}`)
  generateCorpus({ count, baseContent: join(root, 'tests/fixtures/site/content'), outDir: content })
  rmSync(cache, { recursive: true, force: true })
  const cold = timedBuild(content, out, cache)
  const warm = timedBuild(content, out, cache)
  const edited = join(content, 'blog/2016/bench-0001.md')
  writeFileSync(edited, readFileSync(edited, 'utf8') + '\n改过的一段。\n')
  const afterEdit = timedBuild(content, out, cache)
  const dev = await startDevAndOpen(content, '/blog/2016/bench-0001')
  dev.stop()
  return { count, pages: cold.pages, cold, warm, afterEdit, devFirstMs: dev.firstMs, out, content }
}

const scales = [170, 1700, ...(process.argv.includes('--scale') ? [Number(process.argv[process.argv.indexOf('--scale') + 1])] : [])]
const results: Awaited<ReturnType<typeof measure>>[] = []
for (const count of scales) results.push(await measure(count))
const small = results[0]
const large = results[1]

console.log(
  ['articles', 'pages', 'cold wall', 'warm wall', 'after 1 edit', 'peak RSS', 'per page', 'dev 1st article']
    .map((c) => c.padStart(15))
    .join(''),
)
for (const r of results) {
  console.log(
    [
      r.count.toLocaleString('en'),
      String(r.pages),
      `${r.cold.seconds.toFixed(2)} s`,
      `${r.warm.seconds.toFixed(2)} s`,
      `${r.afterEdit.seconds.toFixed(2)} s`,
      `${Math.max(r.cold.rssMiB, r.warm.rssMiB).toFixed(0)} MiB`,
      `${((r.cold.seconds / r.pages) * 1000).toFixed(2)} ms`,
      `${(r.devFirstMs / 1000).toFixed(2)} s`,
    ]
      .map((c) => c.padStart(15))
      .join(''),
  )
}
const ratio = large.cold.seconds / small.cold.seconds
console.log(
  `1,700 / 170 time ratio: ${ratio.toFixed(2)}×; warm / cold at 1,700: ${((large.warm.seconds / large.cold.seconds) * 100).toFixed(0)} %, after one edit ${((large.afterEdit.seconds / large.cold.seconds) * 100).toFixed(0)} %`,
)

const hmr = await (async () => {
  const dev = await startDevAndOpen(large.content, '/blog/2016/bench-0010')
  try {
    return await hotUpdateMs(dev, '/blog/2016/bench-0010', join(large.content, 'blog/2016/bench-0010.md'))
  } finally {
    dev.stop()
  }
})()
const hmrMedian = [...hmr].sort((a, b) => a - b)[Math.floor(hmr.length / 2)]
console.log(
  `dev hot update at 1,700 articles, write → page shows the edit: ${hmr.map((t) => t.toFixed(0)).join(', ')} ms (median ${hmrMedian.toFixed(0)} ms)`,
)

const article = join(
  'blog',
  '2016',
  readdirSync(join(small.out, 'blog', '2016')).find((f) => f.endsWith('.html'))!,
)
const js = firstLoadJs(small.out, article)

console.log(`first-load JS of ${article} (gzip): ${(js.gzipBytes / 1024).toFixed(1)} KB in ${js.files.length} files`)

const qr = await benchQrDecode()
console.log(`QR decode of a 12-megapixel photo with a code: median ${qr.medianMs.toFixed(0)} ms over ${qr.runs} runs`)

const search = await benchSearch(large.out)
printSearchBench(search)

const huge = results[2]
const perPage = (r: (typeof results)[number]) => r.cold.seconds / r.pages
const checks: [string, boolean][] = [
  [`170-article build ≤ ${TARGETS.seconds170} s`, small.cold.seconds <= TARGETS.seconds170],
  [`170-article peak RSS ≤ ${TARGETS.rssMiB170} MiB`, small.cold.rssMiB <= TARGETS.rssMiB170],
  [`1,700 / 170 ≤ ${TARGETS.ratio}×`, ratio <= TARGETS.ratio],
  [`1,700 articles: warm build ≤ ${TARGETS.warmShare * 100} % of cold`, large.warm.seconds <= TARGETS.warmShare * large.cold.seconds],
  [
    `1,700 articles: build after one edit ≤ ${TARGETS.warmShare * 100} % of cold`,
    large.afterEdit.seconds <= TARGETS.warmShare * large.cold.seconds,
  ],
  // The target's sizes; a larger --scale prints its figure without a target.
  ...[small, large].map((r): [string, boolean] => [
    `${r.count} articles: dev first article ≤ ${TARGETS.devFirstSeconds} s`,
    r.devFirstMs <= TARGETS.devFirstSeconds * 1000,
  ]),
  [`dev hot update at 1,700 articles: median ≤ ${TARGETS.hmrMs} ms`, hmrMedian <= TARGETS.hmrMs],
  ...(huge
    ? ([
        [`${huge.count} articles: peak RSS ≤ 3 GiB`, Math.max(huge.cold.rssMiB, huge.warm.rssMiB) <= TARGETS.rssMiB17000],
        [
          `${huge.count} articles: time per page ≤ ${TARGETS.perPageGrowth}× that at 1,700`,
          perPage(huge) <= TARGETS.perPageGrowth * perPage(large),
        ],
      ] as [string, boolean][])
    : []),
  [`first-load JS ≤ ${TARGETS.firstLoadKB} KB gzip`, js.gzipBytes <= TARGETS.firstLoadKB * 1024],
  ...search.flatMap((s): [string, boolean][] => [
    [`search, ${s.name}: first query after opening p95 ≤ ${TARGETS.searchFirstP95Ms} ms`, s.firstQuery.p95 <= TARGETS.searchFirstP95Ms],
    [`search, ${s.name}: keystroke → results, files cached, p95 ≤ ${TARGETS.searchP95Ms} ms`, s.cached.p95 <= TARGETS.searchP95Ms],
  ]),
]
for (const [name, ok] of checks) console.log(`${ok ? 'met   ' : 'MISSED'} ${name}`)
writeFileSync(
  join(work, 'result.json'),
  JSON.stringify({ results, ratio, hmr, firstLoad: { files: js.files, gzipBytes: js.gzipBytes }, qr, search }, null, 2),
)
process.exit(checks.every(([, ok]) => ok) ? 0 : 1)
