/**
 * Zoom for the images and diagrams of markdown pages. medium-zoom (src/client/zoom.ts) is loaded
 * only when the page on screen has a content image, the diagram zoom (diagram-zoom.ts) only when
 * it has a diagram; each attaches after the page renders and detaches when the reader leaves it.
 * Hero and logo images are outside `.doc-content` and never zoom.
 */
export const CONTENT_IMAGES = '.doc-content img'
/** The diagrams (build/markdown/rehype-diagrams.ts) that diagram-zoom.ts attaches to. */
export const DIAGRAMS = '.doc-content .diagram__svg'

export function zoomContentImages(): () => void {
  let left = false
  const detach: (() => unknown)[] = []
  /** Loads a zoom's code only when the page has what it zooms, and attaches it unless the reader has left. */
  const lazily = (selector: string, what: string, load: () => Promise<() => () => unknown>) => {
    if (!document.querySelector(selector)) return
    load().then(
      (attach) => {
        if (!left) detach.push(attach())
      },
      (err: unknown) => console.error(`${what} could not load:`, err),
    )
  }
  lazily(CONTENT_IMAGES, 'image zoom', () =>
    import('./zoom').then(({ attachZoom }) => () => {
      const zoom = attachZoom(CONTENT_IMAGES)
      return () => zoom.detach()
    }),
  )
  lazily(DIAGRAMS, 'diagram zoom', () =>
    import('./diagram-zoom').then(
      ({ attachDiagramZoom }) =>
        () =>
          attachDiagramZoom(DIAGRAMS),
    ),
  )
  return () => {
    left = true
    for (const d of detach) d()
  }
}
