import type { Root, Parent, RootContent } from 'mdast'
import type { VFile } from 'vfile'
import { fail } from '../diagnostics.ts'
import { parseMarker, type ContainerType } from './container-syntax.ts'

/**
 * Wraps the blocks between container markers (see container-syntax.ts) in a container node.
 *
 *   <!--container:tip-->, paragraph, <!--/container-->
 *   → <div class="custom-block tip"><p class="custom-block-title">提示</p><p>…</p></div>
 *
 * `details` becomes <details class="custom-block details"><summary>…</summary>…</details>.
 */
export const DEFAULT_TITLES: Record<ContainerType, string> = {
  tip: '提示',
  info: '信息',
  warning: '注意',
  danger: '警告',
  details: '详细信息',
}

export default function remarkContainers() {
  return (tree: Root, file: VFile) => wrap(tree, file)
}

interface Open {
  type: ContainerType
  title: string
  children: RootContent[]
  line: number
}

function wrap(parent: Parent, file: VFile): void {
  const stack: Open[] = []
  const top: RootContent[] = []
  const sink = () => (stack.length ? stack[stack.length - 1].children : top)
  for (const node of parent.children as RootContent[]) {
    const marker = node.type === 'html' ? parseMarker(node.value) : undefined
    if (!marker) {
      if ('children' in node) wrap(node as Parent, file)
      sink().push(node)
      continue
    }
    const line = node.position?.start.line ?? 1
    if (marker.open) {
      stack.push({ type: marker.type, title: marker.title ?? DEFAULT_TITLES[marker.type], children: [], line })
      continue
    }
    const done = stack.pop()
    if (!done) {
      fail(file, 'container close `:::` without an open container', {
        place: { line, column: 1 },
        rule: 'markdown/container',
        hint: 'Remove the stray `:::` line or open a container above it with `::: tip`.',
      })
      continue
    }
    sink().push(containerNode(done))
  }
  for (const open of stack.reverse()) {
    fail(file, `container \`::: ${open.type}\` is never closed`, {
      place: { line: open.line, column: 1 },
      rule: 'markdown/container',
      hint: 'Add a line `:::` after the container content.',
    })
    top.push(containerNode(open))
  }
  parent.children = top as Parent['children']
}

function containerNode(open: Open): RootContent {
  const details = open.type === 'details'
  const title = {
    type: 'paragraph',
    data: {
      hName: details ? 'summary' : 'p',
      hProperties: details ? {} : { className: ['custom-block-title'] },
    },
    children: [{ type: 'text', value: open.title }],
  }
  return {
    type: 'blockquote',
    data: {
      hName: details ? 'details' : 'div',
      hProperties: { className: ['custom-block', open.type] },
    },
    children: [title, ...open.children],
  } as RootContent
}
