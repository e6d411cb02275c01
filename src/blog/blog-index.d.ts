/**
 * The blog's article list, for the `/blog/` page only (content/blog/index.tsx imports it, so it
 * ships in that page's chunk and nowhere else). The build provides it from the Page records of
 * content/blog/<year>/*.md.
 */
declare module 'virtual:site/blog-index' {
  export interface BlogEntry {
    /** Route of the article, e.g. `/blog/2017/fork-printf-twice`. */
    path: string
    title: string
    /** Frontmatter `date`, an ISO timestamp as written. */
    date: string
    description: string
    tags: string[]
  }
  /** Every blog article, newest first. */
  export const entries: BlogEntry[]
}
