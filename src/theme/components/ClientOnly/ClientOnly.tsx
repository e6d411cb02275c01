import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react'

const subscribe = () => () => undefined

/**
 * Renders `children` only in the browser, for parts that need it during their first render
 * (localStorage, matchMedia, the URL's query). The server HTML, and the hydration render that
 * must match it, hold a placeholder of the given size instead, so the page does not shift when
 * the real content replaces it. A page opened by client-side navigation renders the content at
 * once: there is no server markup to match.
 *
 *   <ClientOnly blockSize="12rem">{() => <History items={read(localStorage)} />}</ClientOnly>
 *
 * The tools of this site read browser state in effects and render the same on both sides, so
 * they do not need it.
 */
export function ClientOnly({
  children,
  blockSize,
  fallback,
}: {
  /** A function, so nothing browser-only is evaluated on the server. */
  children: () => ReactNode
  /** The placeholder's height (any CSS length): the content's height, to avoid a shift. */
  blockSize: string
  fallback?: ReactNode
}) {
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  if (mounted) return <>{children()}</>
  const style: CSSProperties = { minBlockSize: blockSize }
  return (
    <div className="client-only-placeholder" style={style} aria-busy="true">
      {fallback}
    </div>
  )
}
