/**
 * Zoom for the images of markdown pages. medium-zoom (src/client/zoom.ts) is loaded only when the
 * page on screen has a content image; it attaches after the page renders and detaches when the
 * reader leaves it. Hero and logo images are outside `.doc-content` and never zoom.
 */
export const CONTENT_IMAGES = '.doc-content img'

export function zoomContentImages(): () => void {
  if (!document.querySelector(CONTENT_IMAGES)) return () => undefined
  let left = false
  let detach = () => undefined as unknown
  import('./zoom').then(
    ({ attachZoom }) => {
      if (left) return
      const zoom = attachZoom(CONTENT_IMAGES)
      detach = () => zoom.detach()
    },
    (err: unknown) => console.error('image zoom could not load:', err),
  )
  return () => {
    left = true
    detach()
  }
}
