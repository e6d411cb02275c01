import { THEME_KEY } from '../shared/storage-keys'

export type Appearance = 'light' | 'dark' | 'auto'

/** The stored choice; 'auto' when there is none or storage is unavailable. */
export function readAppearance(): Appearance {
  let t: string | null = null
  try {
    t = localStorage.getItem(THEME_KEY)
  } catch {
    // Storage blocked (private mode): the system decides.
  }
  return t === 'light' || t === 'dark' ? t : 'auto'
}

/**
 * Stores a choice and applies it the way the pre-paint script does (src/shared/pre-paint.ts),
 * whose listener keeps 'auto' in step with the system afterwards.
 */
export function setAppearance(choice: Appearance): void {
  try {
    localStorage.setItem(THEME_KEY, choice)
  } catch {
    // Without storage the choice holds for this page only.
  }
  const d = document.documentElement
  d.dataset.appearance = choice
  d.classList.toggle('dark', choice === 'dark' || (choice === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches))
}
