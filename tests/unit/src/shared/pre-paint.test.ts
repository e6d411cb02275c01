import { describe, expect, it } from 'vitest'
import { runInNewContext } from 'node:vm'
import { prePaintScript } from '../../../../src/shared/pre-paint'

describe('pre-paint script', () => {
  function run(opts: { stored?: string | null; systemDark?: boolean; search?: string; storageThrows?: boolean; darkMode?: boolean }) {
    const classes = new Set<string>()
    const attrs: Record<string, string> = {}
    const listeners: (() => void)[] = []
    const documentElement = {
      classList: {
        add: (c: string) => classes.add(c),
        toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)),
      },
      setAttribute: (k: string, v: string) => (attrs[k] = v),
    }
    const system = { matches: Boolean(opts.systemDark), addEventListener: (_: string, f: () => void) => listeners.push(f) }
    const context = {
      document: { documentElement },
      location: { search: opts.search ?? '' },
      URLSearchParams,
      localStorage: {
        getItem: () => {
          if (opts.storageThrows) throw new Error('denied')
          return opts.stored ?? null
        },
      },
      matchMedia: () => system,
      addEventListener: () => undefined,
    }
    ;(context as Record<string, unknown>).window = context
    runInNewContext(prePaintScript({ darkMode: opts.darkMode }), context)
    return { classes, attrs, system, listeners }
  }

  it('applies the stored choice; auto (or nothing stored) follows the system', () => {
    expect(run({ stored: 'dark' }).classes.has('dark')).toBe(true)
    expect(run({ stored: 'light', systemDark: true }).classes.has('dark')).toBe(false)
    expect(run({ stored: 'auto', systemDark: true }).classes.has('dark')).toBe(true)
    expect(run({ stored: null, systemDark: false }).attrs['data-appearance']).toBe('auto')
    expect(run({ stored: 'purple', systemDark: true }).attrs['data-appearance']).toBe('auto')
    expect(run({ storageThrows: true, systemDark: true }).classes.has('dark')).toBe(true)
  })
  it('with darkMode false: light whatever is stored or the system prefers, and the URL switches still apply', () => {
    for (const stored of ['dark', 'auto', null]) {
      const r = run({ stored, systemDark: true, darkMode: false, search: '?sidebar=0' })
      expect(r.classes.has('dark')).toBe(false)
      expect(r.attrs['data-appearance']).toBe('light')
      expect(r.classes.has('hide-sidebar')).toBe(true)
      expect(r.listeners).toEqual([])
    }
  })
  it('keeps auto in step when the system changes', () => {
    const r = run({ stored: 'auto', systemDark: false })
    expect(r.classes.has('dark')).toBe(false)
    r.system.matches = true
    r.listeners.forEach((f) => f())
    expect(r.classes.has('dark')).toBe(true)
  })
  it('turns URL switches set to 0 into hide-* classes', () => {
    const { classes } = run({ search: '?navbar=0&sidebar=1&outline=0&footer=0&globalUIComponents=0&x=0' })
    expect([...classes].filter((c) => c.startsWith('hide-')).sort()).toEqual([
      'hide-footer',
      'hide-globalUIComponents',
      'hide-navbar',
      'hide-outline',
    ])
  })
})
