import { useEffect, useState } from 'react'

/**
 * A copy button that says what happened: "已复制" for a moment, or how to copy by hand when the
 * browser refuses the clipboard (no permission, or a page not served over HTTPS).
 */
export function CopyButton({ text, label, disabled }: { text: () => string; label: string; disabled?: boolean }) {
  const [status, setStatus] = useState<'' | 'done' | 'failed'>('')
  useEffect(() => {
    if (!status) return
    const t = setTimeout(() => setStatus(''), 2000)
    return () => clearTimeout(t)
  }, [status])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text())
      setStatus('done')
    } catch {
      setStatus('failed')
    }
  }
  return (
    <>
      <button type="button" className="bc-button" onClick={copy} disabled={disabled} aria-label={label}>
        {status === 'done' ? '已复制' : '复制'}
      </button>
      <span className="site-sr-only" aria-live="polite">
        {status === 'done' ? `${label}：已复制` : status === 'failed' ? '无法访问剪贴板，请选中文本后按 Ctrl+C 复制' : ''}
      </span>
    </>
  )
}
