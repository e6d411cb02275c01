import { describe, expect, it } from 'vitest'
import { itemActive } from '../../../../../../src/theme/components/NavBar/NavMenuItem'

describe('navbar items', () => {
  it('a link is active by activeMatch, else by its exact link; a group by its own match or a child', () => {
    expect(itemActive({ text: 'b', link: '/blog/', activeMatch: '^/blog/' }, '/blog/2025/a')).toBe(true)
    expect(itemActive({ text: 'b', link: '/blog/' }, '/blog/2025/a')).toBe(false)
    expect(itemActive({ text: 'b', link: '/blog/' }, '/blog/')).toBe(true)
    const group = {
      text: 'g',
      items: [
        { text: 'x', link: '/x' },
        { text: 'sub', items: [{ text: 'y', link: '/y' }] },
      ],
    }
    expect(itemActive(group, '/y')).toBe(true)
    expect(itemActive(group, '/z')).toBe(false)
    expect(itemActive({ ...group, activeMatch: '^/z' }, '/z/1')).toBe(true)
  })
})
