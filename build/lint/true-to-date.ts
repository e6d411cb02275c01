import type { Diagnostic } from '../diagnostics.ts'
import type { SiteConfig } from '../../src/shared/site-config.ts'
import type { PageRecord } from '../site/record.ts'
import { OUTPUT_FORMATS } from './output-formats.ts'
import { releasedOn, TOOLS } from './releases.ts'

/**
 * The writing rules of CONTENT.md that a machine can check, over the markdown pages' sources
 * (with `articleRules` in the config, as this site has):
 *
 *   content/scratch-path  a `/tmp/…` path: use an ordinary folder (`~/demo`, a project's); the
 *                         temporary files gcc itself names (`/tmp/ccAb12Cd.o`) may be shown
 *   content/root-prompt   a `root@host` prompt: use `$`
 *   content/excuse        a sentence about what the machine it was written on could not do
 *   content/anachronism   an article that shows a tool newer than its date (releases.ts), an
 *                         output only a newer kernel, library or tool prints (output-formats.ts),
 *                         or a date after its own, outside a dated update note
 *   content/shell-noise   `bash: line N: …` in a code block under a `$` prompt: that is what
 *                         `bash -c` or a script prints; a shell at its prompt never does (warning)
 *
 * An update note is a line that says `<year> 年更新` (“2025 年更新：在 Debian 12 上重新验证……”):
 * from there on, the article is held to the end of that year instead of its date.
 *
 * Pure over the records and the config, so the build, the tests and tests/content/texture.ts
 * count the same thing.
 */
export function lintTrueToDate(pages: Iterable<PageRecord>, config: SiteConfig): Diagnostic[] {
  if (!config.articleRules) return []
  const out: Diagnostic[] = []
  for (const page of pages) {
    if (page.format === 'tsx') continue
    out.push(...checkPage(page))
  }
  return out
}

/** A code fence's opening line: its marker, which the closing line repeats. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/
/** What bash prints for a job that died, when it runs a script or `bash -c`, not at its prompt. */
const SHELL_NOISE = /^bash: line \d+:/

const EXCUSES = [
  /(?:这台|本|写这篇(?:文章)?的|当前的?|我的)(?:[^。；，\n]{0,6}?的)?(?:机器|电脑|主机|虚拟机|容器|环境|系统)(?:上|里|中|的)?[^。；，\n]{0,12}?(?:没有|不能|无法|不支持|不允许|加载不了|跑不了|用不了)/g,
  /这是一个容器环境/g,
  // Saying the writer's machine is a container is the excuse, whatever follows the comma.
  /(?:我?这台|本|写这篇(?:文章)?的)(?:机器|电脑|主机)(?:跑在|是|就是)(?:一个)?容器/g,
  // The writer's own container, not containers in general (“容器里不能加载与宿主机不同的内核模块” is a fact).
  /(?:这台测试用的|我在|我的)(?:容器|沙箱)[^。；，\n]{0,12}?(?:没有|不能|无法|不允许|不支持)/g,
]

// The dates tools print in their version and build lines (`built on: Mon Jan 12 2026`,
// `OpenSSL 3.0.17 1 Jul 2025`); ISO dates are left alone, as an article may compute them.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const PRINTED_DATES: { re: RegExp; day: (m: RegExpExecArray) => string }[] = [
  {
    re: new RegExp(`\\b(${MONTHS.join('|')}) +(\\d{1,2}) +(?:\\d\\d:\\d\\d:\\d\\d +)?(?:[A-Z]{3,4} +)?(20\\d\\d)\\b`, 'g'),
    day: (m) => `${m[3]}-${String(MONTHS.indexOf(m[1]) + 1).padStart(2, '0')}-${m[2].padStart(2, '0')}`,
  },
  {
    re: new RegExp(`\\b(\\d{1,2}) (${MONTHS.join('|')}) (20\\d\\d)\\b`, 'g'),
    day: (m) => `${m[3]}-${String(MONTHS.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`,
  },
]

function checkPage(page: PageRecord): Diagnostic[] {
  const out: Diagnostic[] = []
  const say = (line: number, column: number, rule: string, reason: string, hint: string, fatal = true) =>
    out.push({ file: page.projectPath, line, column, rule: `content/${rule}`, reason, hint, fatal })
  const lines = page.source.split('\n')
  const local = page.kind === 'article' ? page.date?.local : undefined
  const dated = local ? `${local.year}-${pad(local.month)}-${pad(local.day)}` : undefined
  let until = dated
  let note = ''
  // The open code fence's marker, and whether a `$ ` prompt has been seen in it.
  let fence = ''
  let prompt = false
  for (let i = page.bodyLine - 1; i < lines.length; i++) {
    const text = lines[i]
    const line = i + 1
    const marker = FENCE.exec(text)?.[1]
    if (!fence && marker) [fence, prompt] = [marker, false]
    else if (fence && marker && marker[0] === fence[0] && marker.length >= fence.length && !text.trim().slice(marker.length)) fence = ''
    else if (fence && /^\s*\$ /.test(text)) prompt = true
    else if (fence && prompt && SHELL_NOISE.test(text))
      // A warning while the articles that print it are rewritten (issue 32); the build goes on.
      say(
        line,
        1,
        'shell-noise',
        `"${text.slice(0, 40).trimEnd()}" under a \`$\` prompt: an interactive shell never prints "bash: line N:"`,
        'Show what the shell at the prompt prints (`Aborted`, `Segmentation fault (core dumped)`), or show the script that was run.',
        false,
      )
    for (const m of text.matchAll(/\/tmp\/(?!cc(?:[A-Za-z0-9]{6}|…)\.\w+)[^\s`'")\]]*/g))
      say(
        line,
        m.index + 1,
        'scratch-path',
        `scratch path "${m[0]}"`,
        'Use an ordinary folder a reader would have: ~/demo, or the project folder.',
      )
    for (const m of text.matchAll(/\broot@[\w.-]+/g))
      say(line, m.index + 1, 'root-prompt', `"${m[0]}" prompt`, 'Show commands after a plain `$ ` prompt (`sudo` where root is needed).')
    for (const re of EXCUSES)
      for (const m of text.matchAll(re))
        say(
          line,
          m.index + 1,
          'excuse',
          `"${m[0]}": the page speaks of what the machine it was written on could not do`,
          'Make it work (a VM, a package) and show it, or write the page around what can be shown.',
        )
    if (!dated) continue
    const update = /(20\d\d) 年更新/.exec(text)
    if (update) {
      until = `${update[1]}-12-31`
      note = ` or its update note of ${update[1]}`
    }
    for (const tool of TOOLS) {
      for (const re of tool.patterns) {
        for (const m of text.matchAll(re)) {
          const released = releasedOn(tool, m[1])
          if (!released || released <= until!) continue
          say(
            line,
            m.index + 1,
            'anachronism',
            `${tool.name} ${m[1]} (${tool.series(m[1])} came out ${released}) is newer than the article's date ${dated}${note}`,
            `Show what ${tool.name} of ${dated.slice(0, 4)} printed, or put this under a dated update note (“2025 年更新：在 Debian 12 上重新验证……”).`,
          )
        }
      }
    }
    for (const format of OUTPUT_FORMATS) {
      for (const m of text.matchAll(format.pattern)) {
        if (format.released <= until!) continue
        // A warning while the articles that print them are rewritten (issue 32); the build goes on.
        say(
          line,
          m.index + 1,
          'anachronism',
          `${format.name} (first printed by ${format.since}, which came out ${format.released}) is newer than the article's date ${dated}${note}`,
          `Show only what ${dated.slice(0, 4)}'s tools printed alike (the line that matters), or put this under a dated update note (“2025 年更新：……”) that says what changed.`,
          false,
        )
      }
    }
    for (const { re, day } of PRINTED_DATES) {
      for (const m of text.matchAll(re)) {
        const printed = day(m)
        if (printed <= until!) continue
        say(
          line,
          m.index + 1,
          'anachronism',
          `the page prints the date ${printed}, after the article's date ${dated}${note}`,
          'Show output of the article’s own time, or put this under a dated update note (“2025 年更新：……”).',
        )
      }
    }
  }
  return out
}

const pad = (n: number) => String(n).padStart(2, '0')
