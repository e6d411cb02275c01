/**
 * The plain `key: value` reading of a frontmatter (simplePairs) stands in for YAML's: wherever it
 * reads a frontmatter, it must read what YAML reads, value, type and place alike, and leave to
 * YAML every frontmatter it is not sure of.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mkdtempSync, rmSync } from 'node:fs'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { markdownFrontmatter, simplePairs, tsxFrontmatter, yamlPairs } from '../../../../build/markdown/frontmatter'
import { generateCorpus } from '../../../bench/generate-corpus'

const root = join(import.meta.dirname, '../../../..')

function frontmatters(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return frontmatters(path)
    const text = name.endsWith('.md')
      ? markdownFrontmatter(readFileSync(path, 'utf8'))
      : name.endsWith('.tsx')
        ? tsxFrontmatter(readFileSync(path, 'utf8'))
        : undefined
    return text ? [text.yaml] : []
  })
}

/** YAML's reading, when it has no complaint. */
function byYaml(yaml: string) {
  const file = new VFile()
  const pairs = yamlPairs(yaml, file, 2)
  return file.messages.length ? undefined : pairs
}

describe('the plain reading of a frontmatter', () => {
  it('reads every frontmatter of the site and the fixtures as YAML does, or leaves it to YAML', () => {
    const all = [...frontmatters(join(root, 'content')), ...frontmatters(join(root, 'tests/fixtures'))]
    expect(all.length).toBeGreaterThan(150)
    let read = 0
    for (const yaml of all) {
      const pairs = simplePairs(yaml, 2)
      if (!pairs) continue
      read++
      expect(pairs, yaml).toEqual(byYaml(yaml))
    }
    // Most are: the fixtures hold every kind of mistake on purpose.
    expect(read / all.length).toBeGreaterThan(0.8)
  })

  it('reads every generated article (the bench corpus)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'frontmatter-corpus-'))
    try {
      generateCorpus({ count: 60, baseContent: join(root, 'tests/fixtures/site/content'), outDir: dir })
      const articles = frontmatters(join(dir, 'blog'))
      expect(articles.length).toBeGreaterThanOrEqual(60)
      for (const yaml of articles) expect(simplePairs(yaml, 2), yaml).toEqual(byYaml(yaml))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it.each([
    'title: 标题\ndate: 2025-03-02T10:00:00+08:00\ntags: [FreeRTOS, 嵌入式, C++]\n',
    'title: std::vector 与 a[0] {x}\n\ndescription: 100% 的 C# 与 it’s\n',
    'tags: [ a ,b,  c d ]\nseries:    rtos\n',
    'a-b_c: x-y\n',
    "outline: false\ntitle: '-O2 下的 a: b 与 #c，it''s'\ndraft: true\n",
  ])('reads %j as YAML does', (yaml) => {
    expect(simplePairs(yaml, 2)).toBeDefined()
    expect(simplePairs(yaml, 2)).toEqual(byYaml(yaml))
  })

  it.each([
    ['a number', 'title: 1.5'],
    ['True', 'outline: True'],
    ['a quote not closed', "title: 'a''"],
    ['text after a quote', "title: 'a' b"],
    ['null', 'title: ~'],
    ['an empty value', 'title:'],
    ['a double-quoted value', 'title: "标题"'],
    ['a comment', 'description: 列出 #include 的目录'],
    ['a comment line', '# 注释\ntitle: a'],
    ['a colon and a space', 'title: a: b'],
    ['a value ending in a colon', 'title: a:'],
    ['an indented line', 'title: a\n  b'],
    ['a nested mapping', 'hero:\n  name: x'],
    ['an anchor', 'title: &a x'],
    ['a tag', 'title: !x y'],
    ['a block scalar', 'title: |'],
    ['a dash', 'title: - x'],
    ['a repeated key', 'title: a\ntitle: b'],
    ['a tab', 'title:\ta'],
    ['a carriage return', 'title: a\r'],
    ['trailing spaces', 'title: a '],
    ['an empty list', 'tags: []'],
    ['an empty list item', 'tags: [a, , b]'],
    ['a number in a list', 'tags: [a, 2024]'],
    ['a mapping in a list', 'tags: [a: b]'],
    ['a nested list', 'tags: [[a], b]'],
    ['text after a list', 'tags: [a] b'],
    ['a directive', '%YAML 1.2\ntitle: a'],
    ['nothing', ''],
  ])('leaves %s to YAML', (_, yaml) => {
    expect(simplePairs(yaml, 2)).toBeUndefined()
  })
})
