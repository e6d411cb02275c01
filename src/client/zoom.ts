import mediumZoom, { type Zoom, type ZoomOptions } from 'medium-zoom'

/**
 * Image zoom with medium-zoom (loaded only on pages with content images, see image-zoom.ts). Its
 * defaults are the site's: margin 0, a 0.3 s transition, closing on Escape, on a click and on a
 * scroll of more than 40 px. A `data-zoom-src` high-resolution source that fails to load leaves
 * the normal image zoomed, with a console warning naming the URL (medium-zoom's own behaviour).
 *
 * The zoom's state is mirrored on <html data-zoom="opening|open|closing"> (absent when closed), for
 * styles and tests.
 */
export const ZOOM_OPTIONS = { margin: 0, scrollOffset: 40 } as const

/** White in light mode, the page background in dark mode. */
export function zoomBackground(): string {
  if (!document.documentElement.classList.contains('dark')) return '#fff'
  return getComputedStyle(document.documentElement).getPropertyValue('--site-c-bg').trim() || '#1b1b1f'
}

export function attachZoom(selector: string, options: ZoomOptions = {}): Zoom {
  try {
    document.querySelectorAll(selector)
  } catch {
    throw new Error(`image zoom: no valid selector "${selector}"`)
  }
  const zoom = mediumZoom(selector, { ...ZOOM_OPTIONS, background: zoomBackground(), ...options })
  const root = document.documentElement
  const state = (s?: string) => () => {
    if (s) root.dataset.zoom = s
    else delete root.dataset.zoom
  }
  zoom.on('open', state('opening'))
  zoom.on('opened', state('open'))
  zoom.on('close', state('closing'))
  zoom.on('closed', state())
  // medium-zoom 1.1.0 polls the high-resolution copy for `complete`, which a failed image also
  // reaches before its error event: the broken copy can end up on top of the normal one and stay
  // after closing. Such a copy is removed, so the normal image stays.
  const dropBroken = (e: Event) => {
    const img = e.target
    if (img instanceof HTMLImageElement && img.parentElement === document.body && img.classList.contains('medium-zoom-image--opened')) {
      img.remove()
    }
  }
  document.addEventListener('error', dropBroken, true)
  // Keyboard: each image takes focus, Enter or Space opens it (Escape closes, as for the mouse).
  const images = zoom.getImages()
  for (const img of images) img.tabIndex = 0
  const onKey = (e: KeyboardEvent) => {
    const img = e.target as HTMLImageElement
    if ((e.key !== 'Enter' && e.key !== ' ') || !images.includes(img)) return
    e.preventDefault()
    void zoom.open({ target: img })
  }
  document.addEventListener('keydown', onKey)
  // Follow the theme switch while the zoom is attached.
  const observer = new MutationObserver(() => zoom.update({ background: zoomBackground() }))
  observer.observe(root, { attributes: true, attributeFilter: ['class'] })
  const detach = zoom.detach.bind(zoom)
  zoom.detach = (...args) => {
    observer.disconnect()
    document.removeEventListener('error', dropBroken, true)
    document.removeEventListener('keydown', onKey)
    for (const img of images) img.removeAttribute('tabindex')
    state()()
    return detach(...args)
  }
  return zoom
}
