/**
 * `npm run bench`: cold builds of the fixture site plus 170 and 1,700 generated articles, each in
 * a fresh process under `/usr/bin/time -v` (wall seconds, peak RSS), the first-load JavaScript
 * of an article page (gzip, every script and modulepreload its HTML references), the QR decode
 * time, and the search index size and query-to-results time (search.ts).
 *
 * Timings on a shared 2-core machine are noisy: compare the ratio within one run. Byte sizes are
 * exact. Exits 1 when a target is missed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateCorpus } from './generate-corpus.ts'
import { firstLoadJs } from './first-load.ts'
import { benchQrDecode } from './qr-decode.ts'
import { benchSearch, printSearchBench } from './search.ts'

const root = join(import.meta.dirname, '../..')
const work = join(root, '.site-build', 'bench')
const TARGETS = { seconds170: 8, rssMiB170: 600, ratio: 11, firstLoadKB: 90, searchP95Ms: 16 }

if (!existsSync('/usr/bin/time')) {
  console.error('The benchmark measures with /usr/bin/time -v: apt-get install -y time')
  process.exit(1)
}

function build(count: number) {
  const content = join(work, `content-${count}`)
  const out = join(work, `dist-${count}`)
  generateCorpus({ count, baseContent: join(root, 'tests/fixtures/site/content'), outDir: content })
  const r = spawnSync(
    '/usr/bin/time',
    [
      '-v',
      process.execPath,
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      'build/cli.ts',
      'build',
      // The generated articles are short: the fixture sites' config, without the article rules.
      '--config',
      'tests/fixtures/site/site.config.ts',
      '--content',
      content,
      '--out',
      out,
    ],
    { cwd: root, encoding: 'utf8' },
  )
  if (r.status !== 0) throw new Error(`build of ${count} articles failed:\n${r.stderr}`)
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(r.stderr)!
  const seconds = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3])
  const rssKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)![1])
  const pages = Number(/built (\d+) pages/.exec(r.stdout)![1])
  return { count, pages, seconds, rssMiB: rssKiB / 1024, out }
}

const small = build(170)
const large = build(1700)
const article = join(
  'blog',
  '2016',
  readdirSync(join(small.out, 'blog', '2016')).find((f) => f.endsWith('.html'))!,
)
const js = firstLoadJs(small.out, article)
const ratio = large.seconds / small.seconds

const rows = [
  [
    '170 articles',
    `${small.pages} pages`,
    `${small.seconds.toFixed(2)} s`,
    `${((small.seconds / small.pages) * 1000).toFixed(1)} ms/page`,
    `${small.rssMiB.toFixed(0)} MiB`,
  ],
  [
    '1,700 articles',
    `${large.pages} pages`,
    `${large.seconds.toFixed(2)} s`,
    `${((large.seconds / large.pages) * 1000).toFixed(1)} ms/page`,
    `${large.rssMiB.toFixed(0)} MiB`,
  ],
]
for (const r of rows) console.log(r.map((c, i) => (i === 0 ? c.padEnd(16) : c.padStart(14))).join(''))
console.log(`1,700 / 170 time ratio: ${ratio.toFixed(2)}×`)
console.log(`first-load JS of ${article} (gzip): ${(js.gzipBytes / 1024).toFixed(1)} KB in ${js.files.length} files`)

const qr = await benchQrDecode()
console.log(`QR decode of a 12-megapixel photo with a code: median ${qr.medianMs.toFixed(0)} ms over ${qr.runs} runs`)

const search = await benchSearch()
printSearchBench(search)
const searchP95 = search.timings.find((t) => t.name === 'real site')!.p95

const checks: [string, boolean][] = [
  [`170-article build ≤ ${TARGETS.seconds170} s`, small.seconds <= TARGETS.seconds170],
  [`170-article peak RSS ≤ ${TARGETS.rssMiB170} MiB`, small.rssMiB <= TARGETS.rssMiB170],
  [`1,700 / 170 ≤ ${TARGETS.ratio}×`, ratio <= TARGETS.ratio],
  [`first-load JS ≤ ${TARGETS.firstLoadKB} KB gzip`, js.gzipBytes <= TARGETS.firstLoadKB * 1024],
  [`search: debounce → results p95 ≤ ${TARGETS.searchP95Ms} ms on the real site`, searchP95 <= TARGETS.searchP95Ms],
]
for (const [name, ok] of checks) console.log(`${ok ? 'met   ' : 'MISSED'} ${name}`)
writeFileSync(
  join(work, 'result.json'),
  JSON.stringify({ small, large, ratio, firstLoad: { files: js.files, gzipBytes: js.gzipBytes }, qr, search }, null, 2),
)
process.exit(checks.every(([, ok]) => ok) ? 0 : 1)
