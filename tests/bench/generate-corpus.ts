import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A synthetic blog for the benchmark: `count` Chinese articles spread over nine year folders
 * (2016–2024), each with 3–5 sections of prose and 2–4 code blocks, on top of a base site.
 * The same count always gives the same files (a seeded generator), so runs compare.
 */
const SUBJECTS = [
  '调度器',
  '互斥锁',
  '内存分配器',
  '链接脚本',
  '中断处理',
  '页缓存',
  '套接字缓冲区',
  '构建系统',
  '交叉编译工具链',
  '信号量',
  '定时器',
  '文件描述符',
  '虚拟内存',
  '协程',
  '事件循环',
]
const VERBS = ['分析', '排查', '重写', '测量', '对比', '拆解', '验证', '优化', '记录', '复现']
const CLAUSES = [
  '这个问题在负载升高之后才会出现',
  '日志里只留下了一行看似无关的警告',
  '我们先用最小的例子把现象复现出来',
  '源码里的注释解释了作者当初的取舍',
  '改动之后吞吐量提升了将近三成',
  '真正的原因藏在一次不起眼的内存拷贝里',
  '文档对这一点语焉不详，只能自己动手验证',
  '把时间线画出来之后，竞争条件就一目了然了',
  '换一个编译选项，问题立刻消失了',
  '测试覆盖不到的分支恰好是出错的那一条',
  '在嵌入式板子上，栈空间比想象中紧张得多',
  '内核的行为和用户态的直觉并不一致',
]
const LANGS = ['c', 'bash', 'python', 'console', 'makefile', 'ts']

function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function code(lang: string, n: number): string {
  switch (lang) {
    case 'c':
      return `#include <stdio.h>\n\nstatic int step_${n}(int x)\n{\n    return x * ${(n % 7) + 2} + ${n % 5};\n}\n\nint main(void)\n{\n    int acc = 0;\n    for (int i = 0; i < ${(n % 9) + 3}; i++)\n        acc += step_${n}(i);\n    printf("acc = %d\\n", acc);\n    return 0;\n}`
    case 'bash':
      return `set -euo pipefail\nfor f in build/*.o; do\n  size "$f" | tail -n 1\ndone\necho "checked case ${n}"`
    case 'python':
      return `import statistics\n\nsamples = [${[1, 2, 3, 4].map((k) => (n * k) % 97).join(', ')}]\nprint(statistics.mean(samples), statistics.pstdev(samples))`
    case 'console':
      return `$ gcc -O2 -Wall demo${n}.c -o demo${n}\n$ ./demo${n}\nacc = ${n * 3}`
    case 'makefile':
      return `CFLAGS ?= -O2 -Wall\n\ndemo${n}: demo${n}.o util.o\n\t$(CC) $(CFLAGS) -o $@ $^\n\nclean:\n\trm -f *.o demo${n}`
    default:
      return `export function retry${n}<T>(fn: () => Promise<T>, times = ${(n % 4) + 2}): Promise<T> {\n  return fn().catch((e) => (times > 1 ? retry${n}(fn, times - 1) : Promise.reject(e)))\n}`
  }
}

export function generateCorpus(options: { count: number; baseContent: string; outDir: string }): void {
  rmSync(options.outDir, { recursive: true, force: true })
  cpSync(options.baseContent, options.outDir, { recursive: true })
  const rand = rng(options.count)
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]
  for (let i = 0; i < options.count; i++) {
    const year = 2016 + (i % 9)
    const month = String((i % 12) + 1).padStart(2, '0')
    const day = String((i % 27) + 1).padStart(2, '0')
    const subject = pick(SUBJECTS)
    const title = `${pick(VERBS)}${subject}：第 ${i + 1} 篇笔记`
    const sections: string[] = []
    const sectionCount = 3 + Math.floor(rand() * 3)
    const codeCount = 2 + Math.floor(rand() * 3)
    for (let s = 0; s < sectionCount; s++) {
      const paragraphs = Array.from({ length: 3 }, () =>
        Array.from({ length: 6 }, () => `${pick(CLAUSES)}，${subject}的${pick(VERBS)}过程也随之清晰起来。`).join(''),
      )
      const block = s < codeCount ? ['', '```' + pick(LANGS), code(LANGS[(i + s) % LANGS.length], i + s), '```'] : []
      sections.push([`## ${subject}的第 ${s + 1} 个问题`, '', ...paragraphs.join('\n\n').split('\n'), ...block].join('\n'))
    }
    const body = [
      '---',
      `title: ${title}`,
      `date: ${year}-${month}-${day}T20:${String(i % 60).padStart(2, '0')}:00+08:00`,
      `description: 这是基准测试生成的第 ${i + 1} 篇文章，讨论${subject}相关的实践经验与踩过的坑。`,
      `tags: [性能]`,
      '---',
      '',
      `这篇笔记记录了一次关于${subject}的${pick(VERBS)}。`,
      '',
      ...sections.flatMap((s) => [s, '']),
    ].join('\n')
    const dir = join(options.outDir, 'blog', String(year))
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, `bench-${String(i + 1).padStart(4, '0')}.md`), body)
  }
}
