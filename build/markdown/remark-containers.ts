import type { Root, Parent, RootContent } from 'mdast'
import type { VFile } from 'vfile'
import { fail } from '../diagnostics.ts'
import { parseMarker, type ContainerType } from './container-syntax.ts'
import type { PageTexts } from '../../src/shared/site-config.ts'

/**
 * Wraps the blocks between container markers (see container-syntax.ts) in a container node.
 *
 *   <!--container:tip-->, paragraph, <!--/container-->
 *   → <div class="custom-block tip"><p class="custom-block-title">提示</p><p>…</p></div>
 *
 * `details` becomes <details class="custom-block details"><summary>…</summary>…</details>.
 *
 * `tabs` becomes an accessible tab group; the server HTML shows the first tab, and with a group id
 * (`key=os`) the browser applies the reader's stored choice after mount (src/client/tabs.ts):
 *
 *   <!--container:tabs:key%3Dos-->, <!--tab:Debian-->, …, <!--tab:macOS-->, …, <!--/container-->
 *   → <div class="tabs" data-tabs-key="os">
 *       <div class="tabs__list" role="tablist">
 *         <button type="button" role="tab" id="tabs-1-tab-1" aria-controls="tabs-1-panel-1" aria-selected="true" tabindex="0" data-tab="Debian">Debian</button>
 *         <button … aria-selected="false" tabindex="-1" data-tab="macOS">macOS</button>
 *       </div>
 *       <div class="tabs__panel" role="tabpanel" id="tabs-1-panel-1" aria-labelledby="tabs-1-tab-1" tabindex="0">…</div>
 *       <div class="tabs__panel" role="tabpanel" … hidden>…</div>
 *     </div>
 */
/** A container's title when its line gives none: the page's language's (src/shared/site-config.ts PageTexts). */
export type ContainerTexts = Pick<PageTexts, 'tipText' | 'infoText' | 'warningText' | 'dangerText' | 'detailsText'>

export default function remarkContainers(options: { texts: ContainerTexts }) {
  const { texts } = options
  const titles: Record<ContainerType, string> = {
    tip: texts.tipText,
    info: texts.infoText,
    warning: texts.warningText,
    danger: texts.dangerText,
    details: texts.detailsText,
    tabs: '',
  }
  return (tree: Root, file: VFile) => wrap(tree, file, { tabGroups: 0, titles })
}

interface Open {
  type: ContainerType
  title: string
  children: RootContent[]
  line: number
  column: number
  tabs: { label: string; children: RootContent[] }[]
}

/** Per page: numbers the tab groups so their ids are unique on the page; the default titles. */
interface Counter {
  tabGroups: number
  titles: Record<ContainerType, string>
}

function wrap(parent: Parent, file: VFile, counter: Counter): void {
  const stack: Open[] = []
  const top: RootContent[] = []
  const sink = () => {
    const open = stack[stack.length - 1]
    if (!open) return top
    return open.tabs.length ? open.tabs[open.tabs.length - 1].children : open.children
  }
  const close = (open: Open) => {
    if (open.type !== 'tabs') return containerNode(open)
    if (!open.tabs.length) {
      fail(file, 'tabs container has no tab', {
        place: { line: open.line, column: open.column },
        rule: 'markdown/tabs',
        hint: 'Start each tab with a line `== 标签` inside `::: tabs`, e.g. `== Debian`.',
      })
    }
    return tabsNode(open, ++counter.tabGroups)
  }
  for (const node of parent.children as RootContent[]) {
    const marker = node.type === 'html' || node.type === 'mdxFlowExpression' ? parseMarker(node.value) : undefined
    if (!marker) {
      if ('children' in node) wrap(node as Parent, file, counter)
      const open = stack[stack.length - 1]
      if (open?.type === 'tabs' && !open.tabs.length) {
        fail(file, 'content before the first tab of a tabs container', {
          place: { line: node.position?.start.line ?? open.line, column: node.position?.start.column ?? 1 },
          rule: 'markdown/tabs',
          hint: 'Put a line `== 标签` before it, or move it out of the `::: tabs` container.',
        })
        continue
      }
      sink().push(node)
      continue
    }
    const line = node.position?.start.line ?? 1
    if ('tab' in marker) {
      stack[stack.length - 1]?.tabs.push({ label: marker.tab, children: [] })
      continue
    }
    if (marker.open) {
      const column = node.position?.start.column ?? 1
      stack.push({ type: marker.type, title: marker.title ?? counter.titles[marker.type], children: [], line, column, tabs: [] })
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
    sink().push(close(done))
  }
  for (const open of stack.reverse()) {
    fail(file, `container \`::: ${open.type}\` is never closed`, {
      place: { line: open.line, column: 1 },
      rule: 'markdown/container',
      hint: 'Add a line `:::` after the container content.',
    })
    top.push(close(open))
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

/** `key=os` in the title names the group; the rest, if any, labels the tab list. */
function tabsNode(open: Open, n: number): RootContent {
  const key = /(?:^|\s)key=(\S+)/.exec(open.title)?.[1]
  const label = open.title.replace(/(?:^|\s)key=\S+/, '').trim()
  const id = (kind: string, i: number) => `tabs-${n}-${kind}-${i + 1}`
  const list = {
    type: 'paragraph',
    data: {
      hName: 'div',
      hProperties: { className: ['tabs__list'], role: 'tablist', ...(label ? { ariaLabel: label } : {}) },
    },
    children: open.tabs.map((tab, i) => ({
      type: 'emphasis',
      data: {
        hName: 'button',
        hProperties: {
          type: 'button',
          role: 'tab',
          className: ['tabs__tab'],
          id: id('tab', i),
          ariaControls: id('panel', i),
          ariaSelected: i === 0 ? 'true' : 'false',
          tabIndex: i === 0 ? 0 : -1,
          dataTab: tab.label,
        },
      },
      children: [{ type: 'text', value: tab.label }],
    })),
  }
  const panels = open.tabs.map((tab, i) => ({
    type: 'blockquote',
    data: {
      hName: 'div',
      hProperties: {
        className: ['tabs__panel'],
        role: 'tabpanel',
        id: id('panel', i),
        ariaLabelledby: id('tab', i),
        tabIndex: 0,
        hidden: i > 0,
      },
    },
    children: tab.children,
  }))
  return {
    type: 'blockquote',
    data: { hName: 'div', hProperties: { className: ['tabs'], ...(key ? { dataTabsKey: key } : {}) } },
    children: [list, ...panels],
  } as RootContent
}
