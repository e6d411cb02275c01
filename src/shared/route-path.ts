/**
 * Files are routes (CONTENT.md). Paths are relative to content/ with forward slashes.
 *
 * | file                          | route                |
 * |-------------------------------|----------------------|
 * | `index.md`                    | `/`                  |
 * | `blog/index.tsx`              | `/blog/`             |
 * | `blog/2025/freertos-lock.md`  | `/blog/2025/freertos-lock` |
 * | `guide/widgets.mdx`           | `/guide/widgets`     |
 * | `blog/_tags.json`             | not a route          |
 */
const PAGE_EXT = /\.(md|mdx|tsx)$/

export function isPageFile(relativePath: string): boolean {
  return PAGE_EXT.test(relativePath) && !relativePath.split('/').some((part) => part.startsWith('_'))
}

export function routeOfFile(relativePath: string): string {
  const noExt = relativePath.replace(PAGE_EXT, '')
  if (noExt === 'index') return '/'
  if (noExt.endsWith('/index')) return '/' + noExt.slice(0, -'index'.length)
  return '/' + noExt
}
