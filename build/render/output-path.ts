/**
 * Where a route's HTML goes in dist/, matching what static hosts look up:
 *
 *   /              → index.html
 *   /blog/         → blog/index.html
 *   /blog/2025/a   → blog/2025/a.html
 */
export function outputPath(route: string): string {
  if (route.endsWith('/')) return route.slice(1) + 'index.html'
  return route.slice(1) + '.html'
}
