/**
 * The search dialog, loaded on first use (SearchButton). fuse.js is imported here, when the
 * dialog opens, never with the page. The dialog is a modal <dialog>: the rest of the page is
 * inert while it is open, Tab and Shift+Tab cycle inside it, Esc closes it and focus goes back to
 * what had it when the dialog opened (SearchButton).
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { createDebouncedSearch, type DebouncedSearch } from '../../../search/debounce'
import { splitByRanges } from '../../../search/highlight'
import { createSearchSession, type SearchSession } from '../../../search/session'
import type { FuseConstructor } from '../../../search/local-search'
import type { SearchConfig, SearchResult } from '../../../shared/search'
import { indexLoader, indexSource, pageLang, type SourceProps } from './index-source'
import { SearchIcon } from './SearchIcon'
import './SearchDialog.css'
import { href } from '../../../shared/href'
import { useTheme } from '../../config'

export interface SearchDialogProps {
  placeholder: string
  search: SearchConfig
  source: SourceProps
  onClose: () => void
}

/** One session per configuration for the life of the page, so the query cache survives closing. */
const sessions = new WeakMap<SearchConfig, SearchSession>()
const loadFuse = () => import('fuse.js').then((m) => m.default as unknown as FuseConstructor)

/** Performance marks read by the benchmark (tests/bench/search.ts). */
export const MARK_START = 'search:start'
export const MEASURE_SEARCH = 'search:query'
export const MEASURE_RENDER = 'search:render'
export const MEASURE_RENDER_ALL = 'search:render-all'

/**
 * New results are committed in two steps: the first FIRST_BATCH suggestions (more than a screen
 * holds) at once, the rest in the next animation frame, so that what the reader sees first is
 * not held back by building the DOM of up to 100 suggestions below the fold.
 */
const FIRST_BATCH = 24

export default function SearchDialog({ placeholder, search, source, onClose }: SearchDialogProps) {
  const t = useTheme().searchTexts
  const typeLabel = { title: t.titleText, header: t.headerText, content: t.contentText }
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const moreRef = useRef<HTMLParagraphElement>(null)
  const loadingMore = useRef(false)
  const composing = useRef(false)
  const runner = useRef<DebouncedSearch | null>(null)
  const [query, setQuery] = useState('')
  const [result, setResult] = useState<SearchResult | null>(null)
  const [selected, setSelected] = useState(0)
  const [complete, setComplete] = useState(true)
  const id = useId()
  const sourceRef = useRef(source)
  sourceRef.current = source

  const session = useMemo(() => {
    let s = sessions.get(search)
    if (!s) {
      s = createSearchSession({
        config: search,
        loader: indexLoader,
        source: () => indexSource(sourceRef.current),
        lang: () => pageLang(sourceRef.current),
        loadFuse,
      })
      sessions.set(search, s)
    }
    return s
  }, [search])

  useEffect(() => {
    const d = dialog.current!
    if (!d.open) d.showModal()
    input.current?.focus()
    session.warm()
    const r = createDebouncedSearch<SearchResult>({
      run: (q) => session.search(q),
      current: () => input.current?.value ?? '',
      started: () => {
        performance.clearMarks(MARK_START)
        performance.mark(MARK_START)
      },
      apply: (_q, res) => {
        if (res && performance.getEntriesByName(MARK_START).length) performance.measure(MEASURE_SEARCH, MARK_START)
        setResult(res)
        setComplete(false)
        setSelected(0)
      },
    })
    runner.current = r
    return () => {
      r.dispose()
      if (d.open) d.close()
    }
  }, [session])

  const items = useMemo(() => result?.groups.flatMap((g) => g.items) ?? [], [result])

  // Time from the debounced search's start to the results in the DOM (before paint).
  useLayoutEffect(() => {
    if (!result || !performance.getEntriesByName(MARK_START).length) return
    performance.measure(complete ? MEASURE_RENDER_ALL : MEASURE_RENDER, MARK_START)
    if (complete) performance.clearMarks(MARK_START)
  }, [result, complete])

  useEffect(() => {
    if (complete) return
    const frame = requestAnimationFrame(() => setComplete(true))
    return () => cancelAnimationFrame(frame)
  }, [complete])

  useEffect(() => {
    list.current?.querySelector(`[data-index="${selected}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [selected, result, complete])

  // More pages may match than the first batch read: they are read when the end of the list
  // comes into view (or the selection reaches it), for the query still in the input.
  const loadMore = () => {
    const q = result?.query
    if (!result?.more || !q || loadingMore.current) return
    loadingMore.current = true
    void session.more(q).then((res) => {
      loadingMore.current = false
      if (input.current?.value === q) setResult(res)
    })
  }
  const loadMoreRef = useRef(loadMore)
  loadMoreRef.current = loadMore
  useEffect(() => {
    const target = moreRef.current
    if (!target || !result?.more) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMoreRef.current(), {
      root: list.current,
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [result, complete])

  const onInput = (value: string) => {
    setQuery(value)
    runner.current?.input(value)
  }

  const open = (index: number) => {
    list.current?.querySelector<HTMLAnchorElement>(`[data-index="${index}"] a`)?.click()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = items.length
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      // At the last suggestion with more to read, Down reads them instead of wrapping around.
      if (e.key === 'ArrowDown' && selected === n - 1 && result?.more) loadMore()
      else if (n) setSelected((s) => (e.key === 'ArrowDown' ? (s + 1) % n : (s - 1 + n) % n))
    } else if (e.key === 'Enter') {
      // While an input method is composing (pinyin → 汉字), Enter confirms the composition.
      if (e.nativeEvent.isComposing || composing.current || e.keyCode === 229) return
      e.preventDefault()
      if (n) open(selected)
    }
  }

  // Esc closes at once, wherever focus is in the dialog. Left to the browser, the first Esc in a
  // filled <input type="search"> only clears it (Chromium), and WebKit keeps Escape for the search
  // field and never fires `cancel` on the dialog. While an input method is composing, Esc cancels
  // the composition and nothing else.
  // Tab stays inside the dialog: from the last control back to the first, and the other way.
  const onDialogKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      if (e.nativeEvent.isComposing || composing.current || e.keyCode === 229) return
      e.preventDefault()
      onClose()
      return
    }
    if (e.key !== 'Tab') return
    const focusable = [...dialog.current!.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])')]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }

  const trimmed = query.trim()
  // The last applied results stay until the next ones arrive (no flicker while typing).
  const shown = result && trimmed ? result : null
  let index = 0
  const rendered = complete ? Infinity : FIRST_BATCH

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={placeholder}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onKeyDown={onDialogKeyDown}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes.
        if (e.target === dialog.current) onClose()
      }}
    >
      <div className="search-dialog__panel">
        <form className="search-dialog__form" role="search" onSubmit={(e) => e.preventDefault()}>
          <label className="search-dialog__label" htmlFor={`${id}-input`}>
            <SearchIcon className="search-dialog__icon" />
            <span className="site-sr-only">{placeholder}</span>
          </label>
          <input
            ref={input}
            id={`${id}-input`}
            className="search-dialog__input"
            type="search"
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={shown && items.length ? `${id}-opt-${selected}` : undefined}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={placeholder}
            value={query}
            onChange={(e) => onInput(e.target.value)}
            onKeyDown={onKeyDown}
            onCompositionStart={() => (composing.current = true)}
            onCompositionEnd={() => (composing.current = false)}
          />
          <button type="button" className="search-dialog__close" onClick={onClose}>
            <span aria-hidden="true">Esc</span>
            <span className="site-sr-only">{t.closeText}</span>
          </button>
        </form>
        <div className="search-dialog__body" ref={list}>
          <p className="site-sr-only" aria-live="polite">
            {shown && !shown.error && items.length
              ? t.resultsText.replace('{count}', String(items.length)) + (shown.more ? t.moreResultsText : '')
              : ''}
          </p>
          {shown?.error ? (
            <p className="search-dialog__error" role="alert">
              {shown.error}
            </p>
          ) : shown && !items.length && !shown.more ? (
            <div className="search-dialog__empty" role="status">
              <p>{t.noResultsText.replace('{query}', shown.query)}</p>
              <p>{t.noResultsHintText}</p>
            </div>
          ) : null}
          <div id={`${id}-list`} role="listbox" aria-label={placeholder} className="search-dialog__list" hidden={!shown || !items.length}>
            {shown?.groups.map((g, gi) => {
              if (index >= rendered) return null
              return (
                <div role="group" aria-labelledby={`${id}-g-${gi}`} className="search-dialog__group" key={g.key}>
                  <div className="search-dialog__page" id={`${id}-g-${gi}`} role="presentation">
                    {g.index ? <span className="search-dialog__index">{g.index}</span> : null}
                    {g.pageTitle}
                  </div>
                  {g.items.map((s) => {
                    const i = index++
                    if (i >= rendered) return null
                    return (
                      <div
                        key={`${i}:${s.link}`}
                        id={`${id}-opt-${i}`}
                        role="option"
                        aria-selected={i === selected}
                        data-index={i}
                        className="search-dialog__option"
                        onPointerMove={() => i !== selected && setSelected(i)}
                      >
                        <a href={href(s.link)} tabIndex={-1} className="search-dialog__link" onClick={onClose}>
                          <span className="search-dialog__type">{typeLabel[s.type]}</span>
                          <span className="search-dialog__text">
                            {s.type === 'content' && s.header ? <span className="search-dialog__header">{s.header}</span> : null}
                            <span className="search-dialog__statement">
                              {splitByRanges(s.statement, s.highlights).map((p, k) => (p.mark ? <mark key={k}>{p.text}</mark> : p.text))}
                            </span>
                          </span>
                        </a>
                      </div>
                    )
                  })}
                </div>
              )
            })}
          </div>
          {shown?.more && !shown.error && complete ? (
            <p className="search-dialog__more" ref={moreRef}>
              {t.loadingMoreText}
            </p>
          ) : null}
        </div>
        <p className="search-dialog__footer" aria-hidden="true">
          <kbd>↑</kbd>
          <kbd>↓</kbd> {t.selectText} <kbd>Enter</kbd> {t.openText} <kbd>Esc</kbd> {t.closeKeyText}
        </p>
      </div>
    </dialog>
  )
}
