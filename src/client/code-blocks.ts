/**
 * The copy and wrap buttons of code blocks (written at build time by build/markdown/rehype-code.ts).
 * One click listener on the document serves every block, also those of pages opened later by
 * client-side navigation. Wrap acts at once; what copy does (code-block-actions.ts) loads when
 * the reader first points at or focuses a code block, so it is there by the time of the click,
 * and stays out of what every page loads first.
 */
type Actions = typeof import('./code-block-actions')

let actions: Promise<Actions> | undefined
const load = () => (actions ??= import('./code-block-actions'))
let installed = false

export function installCodeBlocks(): void {
  if (installed) return
  installed = true
  const warm = (e: Event) => {
    if ((e.target as Element | null)?.closest?.('.code-block')) void load()
  }
  document.addEventListener('pointerover', warm, { passive: true })
  document.addEventListener('focusin', warm)
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.<HTMLButtonElement>('.code-block__copy, .code-block__wrap')
    const block = button?.closest('.code-block')
    if (!button || !block) return
    if (button.classList.contains('code-block__wrap')) {
      const on = button.getAttribute('aria-pressed') !== 'true'
      button.setAttribute('aria-pressed', String(on))
      block.classList.toggle('code-block--wrap', on)
    } else {
      void load().then((a) => a.copy(button, block))
    }
  })
}
