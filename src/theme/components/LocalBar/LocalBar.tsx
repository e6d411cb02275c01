import type { TocItem } from '../../../shared/types'
import { useTheme } from '../../config'
import { OutlineList } from '../Outline/Outline'
import './LocalBar.css'

interface Props {
  /** Whether the page has a sidebar the bar can open (below 960 px). */
  sidebar: boolean
  sidebarOpen: boolean
  onSidebar: () => void
  outline: readonly TocItem[]
  outlineOpen: boolean
  onOutline: (open: boolean) => void
  active?: string
}

/**
 * The 46 px bar under the navbar on narrow screens: a button that opens the sidebar (below
 * 960 px) and the outline as a dropdown (below 1280 px). Both close on navigation (DocLayout).
 */
export function LocalBar({ sidebar, sidebarOpen, onSidebar, outline, outlineOpen, onOutline, active }: Props) {
  const theme = useTheme()
  if (!sidebar && !outline.length) return null
  const cls = ['site-localbar', sidebar && 'site-localbar--sidebar', outline.length && 'site-localbar--outline'].filter(Boolean).join(' ')
  return (
    <div className={cls}>
      {sidebar ? (
        <button
          type="button"
          className="site-localbar__menu"
          aria-expanded={sidebarOpen}
          aria-controls="site-doc-sidebar"
          onClick={onSidebar}
        >
          <span className="site-localbar__icon" aria-hidden="true" />
          {theme.sidebarMenuText}
        </button>
      ) : null}
      {outline.length ? (
        <div className="site-localbar__outline">
          <button
            type="button"
            className="site-localbar__outline-button"
            aria-expanded={outlineOpen}
            aria-controls="site-localbar-outline"
            onClick={() => onOutline(!outlineOpen)}
          >
            {theme.outlineTitle}
            <span className="site-localbar__caret" aria-hidden="true" />
          </button>
          {outlineOpen ? (
            <nav id="site-localbar-outline" className="site-localbar__panel" aria-label={theme.outlineTitle}>
              <OutlineList items={outline} active={active} onPick={() => onOutline(false)} />
            </nav>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
