import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import type { SearchConfig } from '../../../shared/search'
import type { SourceProps } from './index-source'
import { useSite, useTheme } from '../../config'
import { SearchIcon } from './SearchIcon'
import './SearchButton.css'

/** The dialog and the search code behind it are a chunk of their own, fetched on first use. */
const loadDialog = () => import('./SearchDialog')
const SearchDialog = lazy(loadDialog)

export interface SearchButtonProps extends SourceProps {
  /** The button's text; else `themeConfig.searchPlaceholderText`, else "Search Docs". */
  placeholder?: string
  /** Local (default) or remote search, and hooks; else `themeConfig.search`. */
  search?: SearchConfig
}

/**
 * The navbar's search button. Ctrl+K / Cmd+K opens the dialog from anywhere on the page;
 * hovering or focusing the button fetches the dialog's code and the index ahead of the click.
 */
export function SearchButton(props: SearchButtonProps) {
  const theme = useTheme()
  const site = useSite()
  const placeholder = props.placeholder ?? theme.searchPlaceholderText
  const search = props.search ?? site.themeConfig.search ?? {}
  const [open, setOpen] = useState(false)
  // The key hint depends on the platform: known only after mount, so hydration matches.
  const [hint, setHint] = useState('')
  const button = useRef<HTMLButtonElement>(null)
  const { indexUrl, lang, version } = props
  const wasOpen = useRef(false)
  /** What had focus when the dialog opened; a second Ctrl+K while it is open changes nothing. */
  const opener = useRef<Element | null>(null)
  const openDialog = useCallback(() => {
    if (!wasOpen.current) opener.current = document.activeElement
    setOpen(true)
  }, [])

  const prefetch = useCallback(() => {
    void loadDialog()
    if (search.mode !== 'remote') {
      // The loader comes with the dialog's code, not with the page.
      void import('./index-source').then(({ indexLoader, indexSource }) => {
        const source = indexSource({ indexUrl, lang, version })
        if (source.url) indexLoader.prefetch(source)
      })
    }
  }, [search.mode, indexUrl, lang, version])

  useEffect(() => {
    setHint(/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ K' : 'Ctrl K')
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        openDialog()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [openDialog])

  // Focus goes back to what had it when the dialog opened (the button, a link of the article, or
  // nothing: the page's body), once the dialog is gone: while the modal dialog is still open, the
  // rest of the page is inert and cannot take focus. When that element has gone with the page (a
  // result was opened), the button takes it.
  useEffect(() => {
    if (wasOpen.current && !open) {
      const back = opener.current
      if (back instanceof HTMLElement && back !== document.body && back.isConnected) back.focus()
      else if (back !== document.body) button.current?.focus()
    }
    wasOpen.current = open
  }, [open])
  const close = useCallback(() => setOpen(false), [])

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openDialog}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <SearchIcon className="search-button__icon" />
        <span className="search-button__text">{placeholder}</span>
        {hint ? (
          <kbd className="search-button__key" aria-hidden="true">
            {hint}
          </kbd>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog placeholder={placeholder} search={search} source={{ indexUrl, lang, version }} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
