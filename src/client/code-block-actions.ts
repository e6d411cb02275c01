/**
 * What the copy button of code blocks does (code-blocks.ts loads this on first use).
 *
 * Copy puts the block's copy text on the clipboard (the `<template>` beside the code when the build
 * wrote one: the commands of a shell session, a diff without markers; else the code as shown) and
 * shows the copied state for COPIED_MS. Without a working clipboard API (an insecure origin, a
 * denied permission) a prompt holds the text for the reader to copy by hand. The texts are the
 * page's language's, written on the button by the build (build/markdown/rehype-code.ts):
 * `data-copied-text` and `data-prompt-text` (`{key}` is the system's copy key); `data-copied` marks
 * the copied state.
 */
export const COPIED_MS = 2000

export function copyTextOf(block: Element): string {
  const template = block.querySelector<HTMLTemplateElement>(':scope > template.code-block__copy-text')
  if (template) return template.content.textContent ?? ''
  return block.querySelector('pre')?.textContent ?? ''
}

/** The prompt's message (the button's `data-prompt-text`), with the copy shortcut of the reader's system. */
export function promptMessage(button: HTMLButtonElement): string {
  const mac = /Mac|iPhone|iPad/.test(navigator.platform) || /Mac OS X|iPhone|iPad/.test(navigator.userAgent)
  return (button.dataset.promptText ?? '{key}+C, Enter').replace('{key}', mac ? '⌘' : 'Ctrl')
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

const timers = new WeakMap<HTMLButtonElement, number>()

/** The copy button's own label, kept while it shows the copied state. */
const labels = new WeakMap<HTMLButtonElement, string>()

function showCopied(button: HTMLButtonElement): void {
  clearTimeout(timers.get(button))
  if (!labels.has(button)) labels.set(button, button.getAttribute('aria-label') ?? '')
  const copied = button.dataset.copiedText ?? ''
  button.dataset.copied = ''
  button.setAttribute('aria-label', copied)
  button.title = copied
  announce(copied)
  timers.set(
    button,
    window.setTimeout(() => {
      delete button.dataset.copied
      button.setAttribute('aria-label', labels.get(button)!)
      button.title = labels.get(button)!
    }, COPIED_MS),
  )
}

/** A polite live region, so screen readers hear that the copy worked. */
function announce(text: string): void {
  let region = document.getElementById('site-announcer')
  if (!region) {
    region = document.createElement('div')
    region.id = 'site-announcer'
    region.className = 'site-sr-only'
    region.setAttribute('role', 'status')
    document.body.append(region)
  }
  region.textContent = ''
  requestAnimationFrame(() => (region.textContent = text))
}

/** Copies the block's copy text, or shows it in a prompt when the clipboard fails. */
export async function copy(button: HTMLButtonElement, block: Element): Promise<void> {
  const text = copyTextOf(block)
  if (await writeClipboard(text)) showCopied(button)
  else window.prompt(promptMessage(button), text)
}
