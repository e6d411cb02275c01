import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { classify, type Classified } from './classify'
import { QR_HISTORY_KEY } from '../../shared/storage-keys'
import { addScan, parseHistory, serializeHistory, type ScanRecord } from './history'
import { cameraError, isImageFile, MESSAGES, type Message } from './messages'
import { MAX_PIXELS } from './protocol'
import { useQrDecoder, type DecodeOutcome } from './useQrDecoder'
import './QrScanner.css'

type Source = 'file' | 'drop' | 'paste' | 'camera'
const SOURCE_NAMES: Record<Source, string> = { file: '所选图片', drop: '拖入的图片', paste: '粘贴的图片', camera: '摄像头' }

interface Result {
  text: string
  info: Classified
  source: Source
}

/**
 * A file is decoded within about two seconds or reported as having no code: the Worker's budget
 * leaves room for reading the picture; past the hard limit the Worker is stopped.
 */
const FILE_BUDGET_MS = 1500
const FILE_HARD_LIMIT_MS = 3000
/** Camera frames come again: a short budget per frame keeps the preview lively. */
const FRAME_BUDGET_MS = 300
const FRAME_HARD_LIMIT_MS = 2500

/**
 * The scanner: a picture from a file, a drop or the clipboard, or the camera, decoded in a
 * Worker. Nothing leaves the browser; recent results stay in localStorage until cleared.
 */
export function QrScanner() {
  const id = useId()
  const decode = useQrDecoder()
  const [result, setResult] = useState<Result | null>(null)
  const [status, setStatus] = useState('')
  const [fileProblem, setFileProblem] = useState<Message | null>(null)
  const [cameraProblem, setCameraProblem] = useState<Message | null>(null)
  const [history, setHistory] = useState<ScanRecord[]>([])
  const [historyReady, setHistoryReady] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [camera, setCamera] = useState<{ on: boolean; devices: { id: string; label: string }[]; deviceId: string }>({
    on: false,
    devices: [],
    deviceId: '',
  })
  const videoRef = useRef<HTMLVideoElement>(null)
  const streamRef = useRef<MediaStream | null>(null)
  const scanToken = useRef(0)

  // localStorage is read after mount: the server has none, and the first render must match it.
  useEffect(() => {
    try {
      setHistory(parseHistory(localStorage.getItem(QR_HISTORY_KEY)))
    } catch {
      // storage blocked (private mode, policy): the list simply starts empty
    }
    setHistoryReady(true)
  }, [])

  const remember = useCallback((text: string) => {
    setHistory((list) => {
      const next = addScan(list, { text, at: Date.now() })
      try {
        localStorage.setItem(QR_HISTORY_KEY, serializeHistory(next))
      } catch {
        // quota or blocked storage: the list still works for this visit
      }
      return next
    })
  }, [])

  const show = useCallback(
    (text: string, source: Source) => {
      setResult({ text, info: classify(text), source })
      setStatus('')
      remember(text)
    },
    [remember],
  )

  const scanFile = useCallback(
    async (file: File, source: Source) => {
      setFileProblem(null)
      setCameraProblem(null)
      if (!isImageFile(file.type, file.name)) {
        setFileProblem(MESSAGES.notImage(file.name || '粘贴的内容'))
        return
      }
      setResult(null)
      setStatus(`正在识别${SOURCE_NAMES[source]}…`)
      let image: ImageBitmap | ImageData
      try {
        image = await loadImage(file)
      } catch {
        setStatus('')
        setFileProblem(MESSAGES.corrupt(file.name || '粘贴的图片'))
        return
      }
      const outcome = await decode(image, { budgetMs: FILE_BUDGET_MS, hardLimitMs: FILE_HARD_LIMIT_MS })
      if ('cancelled' in outcome) return
      setStatus('')
      if ('error' in outcome) setFileProblem(MESSAGES.decoderFailed)
      else if (outcome.found) show(outcome.text, source)
      else setFileProblem(MESSAGES.noCode)
    },
    [decode, show],
  )

  // Ctrl+V / ⌘V anywhere on the page.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const items = [...(e.clipboardData?.items ?? [])]
      const item = items.find((i) => i.kind === 'file' && i.type.startsWith('image/'))
      const file = item?.getAsFile()
      if (file) {
        e.preventDefault()
        void scanFile(file, 'paste')
        return
      }
      const target = e.target as HTMLElement | null
      if (target?.closest('input, textarea, [contenteditable="true"]')) return
      const other = items.find((i) => i.kind === 'file')?.getAsFile()
      setFileProblem(other ? MESSAGES.notImage(other.name) : MESSAGES.noPasteImage)
    }
    document.addEventListener('paste', onPaste)
    return () => document.removeEventListener('paste', onPaste)
  }, [scanFile])

  const stopCamera = useCallback(() => {
    scanToken.current++
    streamRef.current?.getTracks().forEach((t) => t.stop())
    streamRef.current = null
    if (videoRef.current) videoRef.current.srcObject = null
    setCamera((c) => ({ ...c, on: false }))
  }, [])

  useEffect(() => stopCamera, [stopCamera])

  const scanFrames = useCallback(
    async (token: number) => {
      const video = videoRef.current
      while (video && scanToken.current === token) {
        if (video.readyState >= 2 && video.videoWidth > 0) {
          let frame: ImageBitmap | null = null
          try {
            frame = await createImageBitmap(video)
          } catch {
            frame = null
          }
          if (frame && scanToken.current === token) {
            const outcome: DecodeOutcome = await decode(frame, { budgetMs: FRAME_BUDGET_MS, hardLimitMs: FRAME_HARD_LIMIT_MS })
            if (scanToken.current !== token) return
            if ('found' in outcome && outcome.found) {
              stopCamera()
              show(outcome.text, 'camera')
              return
            }
          }
        }
        await new Promise((r) => setTimeout(r, 120))
      }
    },
    [decode, show, stopCamera],
  )

  const startCamera = useCallback(
    async (deviceId?: string) => {
      setCameraProblem(null)
      setFileProblem(null)
      if (!window.isSecureContext) return setCameraProblem(MESSAGES.insecure)
      if (!navigator.mediaDevices?.getUserMedia) return setCameraProblem(MESSAGES.unsupported)
      stopCamera()
      const token = scanToken.current
      let stream: MediaStream
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: deviceId
            ? { deviceId: { exact: deviceId } }
            : { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        })
      } catch (e) {
        setCameraProblem(cameraError((e as { name?: string })?.name ?? ''))
        return
      }
      if (scanToken.current !== token) {
        stream.getTracks().forEach((t) => t.stop())
        return
      }
      streamRef.current = stream
      const video = videoRef.current!
      video.srcObject = stream
      try {
        await video.play()
      } catch {
        // autoplay of a muted inline video is allowed; a rejection here only means it was stopped
      }
      const inputs = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'videoinput')
      const current = stream.getVideoTracks()[0]?.getSettings().deviceId ?? ''
      setCamera({ on: true, devices: inputs.map((d, i) => ({ id: d.deviceId, label: d.label || `摄像头 ${i + 1}` })), deviceId: current })
      setResult(null)
      setStatus('摄像头已打开，正在寻找二维码…')
      void scanFrames(token)
    },
    [scanFrames, stopCamera],
  )

  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    const file = e.dataTransfer.files[0]
    if (file) void scanFile(file, 'drop')
  }

  return (
    <div
      className="qr"
      onDragOver={(e) => {
        if ([...e.dataTransfer.types].includes('Files')) {
          e.preventDefault()
          setDragging(true)
        }
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false)
      }}
      onDrop={onDrop}
    >
      <header className="qr-header">
        <h1 className="qr-title">二维码识别</h1>
        <p className="qr-lead">
          用摄像头扫描，或者选择、拖入、粘贴一张图片，即可读出其中的二维码。图片和画面只在你的浏览器里处理，不会上传到任何服务器。
        </p>
      </header>

      <div className="qr-sources">
        <section className={'qr-panel' + (dragging ? ' qr-panel--dragging' : '')} aria-labelledby={`${id}-image`}>
          <h2 id={`${id}-image`} className="qr-panel__title">
            识别图片
          </h2>
          <p className="qr-drop-hint">
            把图片拖到页面上，或者复制图片后按 <kbd>Ctrl</kbd>+<kbd>V</kbd>（Mac 上为 <kbd>⌘</kbd>+<kbd>V</kbd>）粘贴，也可以：
          </p>
          <label className="qr-file">
            <span className="qr-file__label">选择图片文件</span>
            <input
              id={`${id}-file`}
              className="qr-file__input"
              type="file"
              accept="image/*"
              aria-describedby={`${id}-file-problem`}
              aria-invalid={fileProblem ? true : undefined}
              onChange={(e) => {
                const file = e.target.files?.[0]
                if (file) void scanFile(file, 'file')
                e.target.value = ''
              }}
            />
          </label>
          <div id={`${id}-file-problem`} className="qr-problem-slot" aria-live="assertive">
            {fileProblem ? <Problem message={fileProblem} /> : null}
          </div>
        </section>

        <section className="qr-panel" aria-labelledby={`${id}-camera`}>
          <h2 id={`${id}-camera`} className="qr-panel__title">
            摄像头扫描
          </h2>
          <div className="qr-camera__controls">
            {camera.on ? (
              <button type="button" className="qr-button" onClick={stopCamera}>
                关闭摄像头
              </button>
            ) : (
              <button
                type="button"
                className="qr-button qr-button--primary"
                onClick={() => void startCamera()}
                aria-describedby={`${id}-camera-problem`}
              >
                打开摄像头
              </button>
            )}
            {camera.on && camera.devices.length > 1 ? (
              <div className="qr-camera__select">
                {/* Not wrapped in the label: its name stays "摄像头", not "摄像头 + the chosen one". */}
                <label htmlFor={`${id}-camera-device`}>摄像头</label>
                <select id={`${id}-camera-device`} value={camera.deviceId} onChange={(e) => void startCamera(e.target.value)}>
                  {camera.devices.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.label}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
          <video ref={videoRef} className="qr-camera__video" hidden={!camera.on} muted playsInline aria-label="摄像头画面" />
          <div id={`${id}-camera-problem`} className="qr-problem-slot" aria-live="assertive">
            {cameraProblem ? <Problem message={cameraProblem} /> : null}
          </div>
        </section>
      </div>

      <section className="qr-result" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className="qr-panel__title">
          识别结果
        </h2>
        <div aria-live="polite" className="qr-result__live">
          {status ? <p className="qr-status">{status}</p> : null}
          {result ? <ResultView result={result} /> : !status ? <p className="qr-empty">还没有识别结果。</p> : null}
        </div>
      </section>

      <section className="qr-history" aria-labelledby={`${id}-history`}>
        <div className="qr-history__head">
          <h2 id={`${id}-history`} className="qr-panel__title">
            最近识别
          </h2>
          {history.length ? (
            <button
              type="button"
              className="qr-button"
              onClick={() => {
                setHistory([])
                try {
                  localStorage.removeItem(QR_HISTORY_KEY)
                } catch {
                  // nothing stored, or storage blocked
                }
              }}
            >
              清除记录
            </button>
          ) : null}
        </div>
        {history.length ? (
          <ol className="qr-history__list">
            {history.map((r) => (
              <li key={r.at + r.text} className="qr-history__item">
                <span className="qr-history__kind">{classify(r.text).label}</span>
                <time className="qr-history__time" dateTime={new Date(r.at).toISOString()}>
                  {new Date(r.at).toLocaleString('zh-CN', { hour12: false })}
                </time>
                <span className="qr-history__text">{r.text}</span>
                <CopyButton text={r.text} label="复制这条记录" />
              </li>
            ))}
          </ol>
        ) : (
          <p className="qr-empty">{historyReady ? '没有记录。识别成功的内容会保存在本机浏览器中，方便再次查看。' : ''}</p>
        )}
      </section>

      <section className="qr-help" aria-labelledby={`${id}-help`}>
        <h2 id={`${id}-help`} className="qr-panel__title">
          说明
        </h2>
        <ul>
          <li>支持普通二维码和深色底、浅色码的反色二维码，内容为中文等 UTF-8 文本时也能正确显示。</li>
          <li>
            很大的照片会先缩小再识别，同时在较高的分辨率下寻找二维码的三个定位图案，照片里较小的二维码也能找到。一张图片最多识别约两秒，找不到就会给出提示。
          </li>
          <li>
            结果一律作为纯文本显示。只有 http 和 https 开头的网址会显示为链接，并在新标签页中打开；其他协议（如
            javascript:、data:）不会被打开。
          </li>
          <li>最近 20 条识别结果保存在本机浏览器的 localStorage 中，点击“清除记录”即可删除。</li>
        </ul>
      </section>
    </div>
  )
}

function Problem({ message }: { message: Message }) {
  return (
    <div className="qr-problem" role="alert">
      <p className="qr-problem__title">{message.title}</p>
      <p className="qr-problem__detail">{message.detail}</p>
      {message.tips ? (
        <ul className="qr-problem__tips">
          {message.tips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function ResultView({ result }: { result: Result }) {
  const { text, info, source } = result
  return (
    <div className="qr-result__body">
      <p className="qr-result__meta">
        <span className="qr-result__kind">{info.label}</span>
        <span className="qr-result__source">来自{SOURCE_NAMES[source]}</span>
      </p>
      <div className="qr-result__text" data-testid="qr-text">
        {info.href ? (
          <a href={info.href} target="_blank" rel="noopener noreferrer">
            {text}
          </a>
        ) : (
          text
        )}
      </div>
      <div className="qr-result__actions">
        <CopyButton text={text} label="复制识别结果" />
      </div>
      {info.details.length ? (
        <dl className="qr-result__details">
          {info.details.map(([k, v], i) => (
            <div key={i}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'' | 'done' | 'failed'>('')
  useEffect(() => {
    if (!state) return
    const t = setTimeout(() => setState(''), 2000)
    return () => clearTimeout(t)
  }, [state])
  return (
    <>
      <button
        type="button"
        className="qr-button"
        aria-label={label}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text)
            setState('done')
          } catch {
            setState('failed')
          }
        }}
      >
        {state === 'done' ? '已复制' : '复制'}
      </button>
      <span className="site-sr-only" aria-live="polite">
        {state === 'done' ? '已复制到剪贴板' : state === 'failed' ? '无法访问剪贴板，请选中文本后按 Ctrl+C 复制' : ''}
      </span>
    </>
  )
}

/**
 * Decodes the file into something the Worker can take: an ImageBitmap it draws itself, or (where
 * workers lack OffscreenCanvas) pixels drawn here, reduced to MAX_PIXELS.
 */
async function loadImage(file: Blob): Promise<ImageBitmap | ImageData> {
  const bitmap = await createImageBitmap(file)
  if (typeof OffscreenCanvas !== 'undefined') return bitmap
  const scale = Math.min(1, Math.sqrt(MAX_PIXELS / (bitmap.width * bitmap.height)))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return ctx.getImageData(0, 0, canvas.width, canvas.height)
}
