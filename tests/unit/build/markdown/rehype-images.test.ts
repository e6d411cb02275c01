import { describe, expect, it } from 'vitest'
import { compile } from '../../helpers/compile'
import { ASSET_TOKEN, fillAssets } from '../../../../build/markdown/rehype-images'

describe('images', () => {
  it('requires alt text and an existing file for images', async () => {
    const out = await compile('![](./_images/none.png)\n')
    expect(out.messages.map((m) => m.reason)).toEqual([
      'image "./_images/none.png" has no alt text',
      'image "./_images/none.png" does not exist',
    ])
  })
})

describe('fillAssets', () => {
  it("puts each image's URL in place of its token, every occurrence, and leaves a body without images as it is", () => {
    const html = `<img src="${ASSET_TOKEN(0)}"><img src="${ASSET_TOKEN(1)}"><a href="${ASSET_TOKEN(0)}">原图</a>`
    const filled = fillAssets(html, ['/c/a.png', '/c/b.svg'], (file, i) => `/assets/${i}-${file.split('/').pop()}`)
    expect(filled).toBe('<img src="/assets/0-a.png"><img src="/assets/1-b.svg"><a href="/assets/0-a.png">原图</a>')
    expect(fillAssets('<p>无图</p>', [], () => 'x')).toBe('<p>无图</p>')
  })
})
