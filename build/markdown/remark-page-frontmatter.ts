import type { Root as MdRoot } from 'mdast'
import type { VFile } from 'vfile'
import { parseFrontmatter } from './frontmatter.ts'

/**
 * The page's frontmatter, on the markdown tree (after remark-frontmatter made its `yaml` node):
 *
 *   ---\ntitle: 标题\n---   →  file.data.frontmatter  { title: '标题' }, checked (frontmatter.ts)
 *                              file.data.bodyLine     the line after the closing `---` (1 without one)
 */
export default function remarkPageFrontmatter() {
  return (tree: MdRoot, file: VFile) => {
    const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined
    file.data.frontmatter = yaml ? parseFrontmatter(yaml.value, file, (yaml.position?.start.line ?? 1) + 1) : {}
    file.data.bodyLine = yaml ? (yaml.position?.end.line ?? 0) + 1 : 1
  }
}
