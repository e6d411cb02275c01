/**
 * Zoom for the images and diagrams of markdown pages. medium-zoom (src/client/zoom.ts) is loaded
 * only when the page on screen has a content image, the diagram zoom (diagram-zoom.ts) only when
 * it has a diagram; each attaches after the page renders and detaches when the reader leaves it.
 * Hero and logo images are outside `.doc-content` and never zoom.
 */
export const CONTENT_IMAGES = '.doc-content img'
/** The same selector as diagram-zoom.ts's, which is not imported here so that it stays lazy. */
const DIAGRAMS = '.doc-content .diagram__svg'

export function zoomContentImages(): () => void {
  const images = document.querySelector(CONTENT_IMAGES) !== null
  const diagrams = document.querySelector(DIAGRAMS) !== null
  if (!images && !diagrams) return () => undefined
  let left = false
  const detach: (() => unknown)[] = []
  if (images) {
    import('./zoom').then(
      ({ attachZoom }) => {
        if (left) return
        const zoom = attachZoom(CONTENT_IMAGES)
        detach.push(() => zoom.detach())
      },
      (err: unknown) => console.error('image zoom could not load:', err),
    )
  }
  if (diagrams) {
    import('./diagram-zoom').then(
      ({ attachDiagramZoom }) => {
        if (!left) detach.push(attachDiagramZoom())
      },
      (err: unknown) => console.error('diagram zoom could not load:', err),
    )
  }
  return () => {
    left = true
    for (const d of detach) d()
  }
}
