import { describe, expect, it } from 'vitest'
import { compile } from '../../helpers/compile'

describe('images', () => {
  it('requires alt text and an existing file for images', async () => {
    const out = await compile('![](./_images/none.png)\n')
    expect(out.messages.map((m) => m.reason)).toEqual([
      'image "./_images/none.png" has no alt text',
      'image "./_images/none.png" does not exist',
    ])
  })
})
