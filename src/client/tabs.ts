import { TABS_KEY } from '../shared/storage-keys'

/**
 * Tab groups of markdown pages (`::: tabs`, built by build/markdown/remark-containers.ts). The
 * server HTML shows each group's first tab. A group with an id (`key=os`) remembers the reader's
 * choice in localStorage as a map id → tab label; every group with that id follows it: on this
 * page at once, on pages opened later when they render, and in the browser's other tabs through
 * the `storage` event.
 */
type Choices = Record<string, string>

function readChoices(): Choices {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(TABS_KEY) ?? '{}')
    return value && typeof value === 'object' ? (value as Choices) : {}
  } catch {
    return {}
  }
}

function saveChoice(key: string, label: string): void {
  try {
    localStorage.setItem(TABS_KEY, JSON.stringify({ ...readChoices(), [key]: label }))
  } catch {
    // Storage full or blocked: the choice still holds on this page.
  }
}

function tabsOf(group: Element): HTMLButtonElement[] {
  return [...group.querySelectorAll<HTMLButtonElement>(':scope > .tabs__list > [role="tab"]')]
}

/** Shows `tab` in its group; returns false when the group has no such tab. */
function select(group: Element, label: string): boolean {
  const tabs = tabsOf(group)
  if (!tabs.some((t) => t.dataset.tab === label)) return false
  for (const t of tabs) {
    const on = t.dataset.tab === label
    t.setAttribute('aria-selected', String(on))
    t.tabIndex = on ? 0 : -1
    const panel = document.getElementById(t.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !on
  }
  return true
}

function follow(key: string, label: string): void {
  for (const g of document.querySelectorAll(`.tabs[data-tabs-key="${CSS.escape(key)}"]`)) select(g, label)
}

/** Applies the stored choices to the groups on the page (after each page renders). */
export function applyStoredTabs(): void {
  const choices = readChoices()
  for (const g of document.querySelectorAll<HTMLElement>('.tabs[data-tabs-key]')) {
    const label = choices[g.dataset.tabsKey!]
    if (label) select(g, label)
  }
}

function choose(tab: HTMLButtonElement): void {
  const group = tab.closest('.tabs')
  const label = tab.dataset.tab
  if (!group || label === undefined) return
  const key = (group as HTMLElement).dataset.tabsKey
  if (key) {
    saveChoice(key, label)
    follow(key, label)
  } else {
    select(group, label)
  }
}

let installed = false

export function installTabs(): void {
  if (installed) return
  installed = true
  document.addEventListener('click', (e) => {
    const tab = (e.target as Element | null)?.closest?.<HTMLButtonElement>('.tabs__list > [role="tab"]')
    if (tab) choose(tab)
  })
  // Arrow keys move between the tabs of a group and show the one they reach (WAI-ARIA tabs
  // pattern with automatic activation); Home and End go to the first and last.
  document.addEventListener('keydown', (e) => {
    const tab = (e.target as Element | null)?.closest?.<HTMLButtonElement>('.tabs__list > [role="tab"]')
    const group = tab?.closest('.tabs')
    if (!tab || !group) return
    const tabs = tabsOf(group)
    const i = tabs.indexOf(tab)
    const next =
      e.key === 'ArrowRight'
        ? tabs[(i + 1) % tabs.length]
        : e.key === 'ArrowLeft'
          ? tabs[(i - 1 + tabs.length) % tabs.length]
          : e.key === 'Home'
            ? tabs[0]
            : e.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined
    if (!next) return
    e.preventDefault()
    choose(next)
    next.focus()
  })
  window.addEventListener('storage', (e) => {
    if (e.key === TABS_KEY) applyStoredTabs()
  })
}
