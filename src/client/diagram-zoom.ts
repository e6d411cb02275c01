/**
 * Zoom for the diagrams of markdown pages (inline SVG figures, build/markdown/rehype-diagrams.ts),
 * which medium-zoom cannot take: a click, or Enter or Space on the focused diagram, opens a modal
 * <dialog> holding a copy of it as large as the window allows; a click, Escape or scrolling the
 * page closes it, and focus returns to the diagram. The copy inherits the theme's colours, so it
 * follows a theme switch while open. Loaded only on pages with a diagram (image-zoom.ts); the
 * state is mirrored on <html data-zoom> like the image zoom's.
 */
/** `selector`: the diagrams to zoom (image-zoom.ts DIAGRAMS). */
export function attachDiagramZoom(selector: string): () => void {
  const diagrams = [...document.querySelectorAll<SVGSVGElement>(selector)]
  const root = document.documentElement
  let dialog: HTMLDialogElement | undefined
  const close = () => dialog?.close()
  const open = (svg: SVGSVGElement) => {
    close()
    const d = document.createElement('dialog')
    d.className = 'diagram-zoom'
    d.setAttribute('aria-label', svg.getAttribute('aria-label') ?? '')
    const copy = svg.cloneNode(true) as SVGSVGElement
    copy.removeAttribute('tabindex')
    copy.removeAttribute('aria-haspopup')
    copy.classList.replace('diagram__svg', 'diagram-zoom__svg')
    d.append(copy)
    d.addEventListener('click', close)
    d.addEventListener('close', () => {
      d.remove()
      if (dialog === d) dialog = undefined
      delete root.dataset.zoom
      svg.focus({ preventScroll: true })
    })
    document.body.append(d)
    dialog = d
    d.showModal()
    root.dataset.zoom = 'open'
  }
  const onClick = (e: Event) => open(e.currentTarget as SVGSVGElement)
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return
    e.preventDefault()
    open(e.currentTarget as SVGSVGElement)
  }
  const onWheel = () => close()
  for (const svg of diagrams) {
    svg.tabIndex = 0
    svg.setAttribute('aria-haspopup', 'dialog')
    svg.addEventListener('click', onClick)
    svg.addEventListener('keydown', onKey)
  }
  window.addEventListener('wheel', onWheel, { passive: true })
  return () => {
    close()
    window.removeEventListener('wheel', onWheel)
    for (const svg of diagrams) {
      svg.removeAttribute('tabindex')
      svg.removeAttribute('aria-haspopup')
      svg.removeEventListener('click', onClick)
      svg.removeEventListener('keydown', onKey)
    }
  }
}
