/**
 * What the copy button of code blocks does (code-blocks.ts loads this on first use).
 *
 * Copy puts the block's copy text on the clipboard (the `<template>` beside the code when the build
 * wrote one: the commands of a shell session, a diff without markers; else the code as shown) and
 * shows the copied state for COPIED_MS. Without a working clipboard API (an insecure origin, a
 * denied permission) a prompt holds the text for the reader to copy by hand.
 */
export const COPIED_MS = 2000
const COPY_LABEL = '复制代码'
const COPIED_LABEL = '已复制'

export function copyTextOf(block: Element): string {
  const template = block.querySelector<HTMLTemplateElement>(':scope > template.code-block__copy-text')
  if (template) return template.content.textContent ?? ''
  return block.querySelector('pre')?.textContent ?? ''
}

/** The prompt's message, with the copy shortcut of the reader's system. */
export function promptMessage(): string {
  const mac = /Mac|iPhone|iPad/.test(navigator.platform) || /Mac OS X|iPhone|iPad/.test(navigator.userAgent)
  return mac ? '按 ⌘+C 复制，然后按 Enter' : '按 Ctrl+C 复制，然后按 Enter'
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

function showCopied(button: HTMLButtonElement): void {
  clearTimeout(timers.get(button))
  button.dataset.copied = ''
  button.setAttribute('aria-label', COPIED_LABEL)
  button.title = COPIED_LABEL
  announce(COPIED_LABEL)
  timers.set(
    button,
    window.setTimeout(() => {
      delete button.dataset.copied
      button.setAttribute('aria-label', COPY_LABEL)
      button.title = COPY_LABEL
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
  else window.prompt(promptMessage(), text)
}
