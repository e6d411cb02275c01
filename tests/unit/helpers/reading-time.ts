import { compile } from './compile'

/** The reading time the pipeline gives a page (rehype-page-text.ts). */
export const readingTime = async (markdown: string) => (await compile(markdown)).reading

/** CJK Unified Ideographs by code point range: another way to count than build/markdown/reading-time.ts's \p{Script=Han}. */
export const hanCount = (s: string) => [...s].filter((c) => c >= '\u4e00' && c <= '\u9fff').length
