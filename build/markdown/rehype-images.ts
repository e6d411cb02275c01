import type { Root, Element } from 'hast'
import type { VFile } from 'vfile'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { imageSize } from 'image-size'
import { visit } from 'unist-util-visit'
import { fail } from '../diagnostics.ts'
import { withBase } from '../../src/shared/base.ts'

/**
 * Makes content images cheap and stable: lazy loading, async decoding, and the intrinsic
 * width/height written out so the browser reserves the space before the file arrives.
 *
 *   ![示意图](./_images/a.png) → <img src="__SITE_ASSET_0__" alt="示意图" width="640" height="360" loading="lazy" decoding="async">
 *
 * Images beside the page become asset imports (`file.data.assets`), so they get hashed names;
 * `/public/...` images are served as they are.
 */
declare module 'vfile' {
  interface DataMap {
    assets: string[]
    /** Every file the page's compile looked at (its images): the compile cache checks them. */
    reads: string[]
  }
}

export const ASSET_TOKEN = (n: number) => `__SITE_ASSET_${n}__`

/**
 * A compiled body with each image's place filled in: `url(file, i)` for the i-th of `assets`
 * (the URL a build gave the file, or an expression of the dev server's module).
 */
export function fillAssets(html: string, assets: readonly string[], url: (file: string, i: number) => string): string {
  return assets.reduce((out, file, i) => out.split(ASSET_TOKEN(i)).join(url(file, i)), html)
}

export default function rehypeImages(options: { filePath: string; publicDir: string; base?: string }) {
  return (tree: Root, file: VFile) => {
    const assets: string[] = []
    const reads: string[] = []
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img') return
      const place = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 }
      const src = String(node.properties.src ?? '')
      if (!node.properties.alt) {
        fail(file, `image "${src}" has no alt text`, {
          place,
          rule: 'markdown/image-alt',
          hint: 'Describe the image between the brackets: ![一句话说明图片内容](…).',
        })
      }
      node.properties.loading = 'lazy'
      node.properties.decoding = 'async'
      let path: string | undefined
      if (/^(https?:)?\/\//.test(src)) {
        if (!node.properties.width || !node.properties.height) {
          fail(file, `remote image "${src}" has no width and height`, {
            place,
            rule: 'markdown/image-size',
            hint: 'Save the image in an _images/ folder beside the page, or write <img> with width and height.',
          })
        }
        return
      } else if (src.startsWith('/public/')) {
        path = join(options.publicDir, decodeURI(src.slice('/public/'.length)))
        node.properties.src = withBase(options.base ?? '/', src)
      } else if (!src.startsWith('/')) {
        path = resolve(dirname(options.filePath), decodeURI(src))
        node.properties.src = ASSET_TOKEN(assets.length)
        assets.push(path)
      }
      if (path) reads.push(path)
      if (!path || !existsSync(path)) {
        fail(file, `image "${src}" does not exist`, {
          place,
          rule: 'markdown/image-missing',
          hint: 'Put images in an _images/ folder beside the page (./_images/x.png) or under public/ (/public/x.png).',
        })
        return
      }
      if (!node.properties.width || !node.properties.height) {
        const size = imageSize(readFileSync(path))
        node.properties.width = size.width
        node.properties.height = size.height
      }
    })
    file.data.assets = assets
    file.data.reads = reads
  }
}
