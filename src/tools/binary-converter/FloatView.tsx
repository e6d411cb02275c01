import { useId, useState } from 'react'
import {
  decodeFloat,
  encodeFloat,
  exactDecimal,
  FORMATS,
  isExact,
  isQuietNaN,
  parseBitsInput,
  parseFloatInput,
  shortestDecimal,
  type FloatParts,
  type Precision,
} from './ieee754'
import { formatInteger } from './format'
import { CopyButton } from './CopyButton'

const KIND_NAMES: Record<FloatParts['kind'], string> = {
  zero: '零',
  subnormal: '非规格化数（次正规数）',
  normal: '规格化数',
  infinity: '无穷大',
  nan: 'NaN（非数）',
}

interface Props {
  text: string
  precision: Precision
  onText: (text: string) => void
  onPrecision: (p: Precision) => void
}

/** A decimal and the binary32 or binary64 pattern it is stored as, each editable. */
export function FloatView({ text, precision, onText, onPrecision }: Props) {
  const id = useId()
  // A pattern typed by the reader wins over the decimal (it may be a NaN with a payload).
  const [bits, setBits] = useState<{ text: string; value: bigint | null; error: string | null } | null>(null)
  const [lastGood, setLastGood] = useState(0.1)
  const parsed = parseFloatInput(text)
  const decimalError = parsed.ok ? null : parsed.message
  const value = parsed.ok && !parsed.empty ? parsed.value : lastGood
  const parts = bits?.value != null ? decodeFloat(bits.value, precision) : encodeFloat(value, precision)
  const { exponentBits, mantissaBits, bias } = FORMATS[precision]
  const hex = formatInteger(parts.bits, 16, { width: precision, upper: true })
  const binary = formatInteger(parts.bits, 2, { width: precision })

  const onDecimal = (t: string) => {
    onText(t)
    setBits(null)
    const r = parseFloatInput(t)
    if (r.ok && !r.empty) setLastGood(r.value)
  }
  const onBits = (t: string) => {
    const r = parseBitsInput(t, precision)
    if (!r.ok) {
      setBits((b) => ({ text: t, value: b?.value ?? null, error: r.message }))
      return
    }
    setBits({ text: t, value: r.bits, error: null })
    if (r.bits !== null) {
      const d = shortestDecimal(decodeFloat(r.bits, precision))
      onText(d)
      setLastGood(Number(d))
    }
  }

  const notes: string[] = []
  const source = bits?.value != null ? null : parsed.ok && !parsed.empty ? parsed : null
  if (source && Number.isFinite(source.value) && !Number.isFinite(parts.value)) {
    notes.push(
      `${source.text} 超出 float${precision} 的最大有限值（约 ${precision === 32 ? '3.4028235e38' : '1.7976931348623157e308'}），舍入为无穷大。`,
    )
  } else if (source && source.value !== 0 && parts.value === 0) {
    notes.push(`${source.text} 小于 float${precision} 能表示的最小正数，舍入为 0。`)
  } else if (source && parts.kind !== 'nan' && !isExact(source.text, parts)) {
    notes.push(`${source.text} 不能用 float${precision} 精确表示，存储的是离它最近的值，即上面的“精确值”。`)
  }
  if (parts.kind === 'subnormal') {
    notes.push(`非规格化数：指数字段全为 0，没有隐含的前导 1，实际指数固定为 ${1 - bias}；数值越小，有效位越少。`)
  } else if (parts.kind === 'infinity') {
    notes.push('指数字段全为 1、尾数为 0 表示无穷大，符号位决定正负。')
  } else if (parts.kind === 'nan') {
    notes.push(
      `指数字段全为 1、尾数不为 0 表示 NaN。这是一个 ${isQuietNaN(parts) ? 'quiet NaN（尾数最高位为 1）' : 'signaling NaN（尾数最高位为 0）'}；NaN 与任何值比较都不相等，包括它自己。`,
    )
  } else if (parts.kind === 'zero') {
    notes.push('指数和尾数全为 0 表示零，符号位区分 +0 与 −0：两者比较相等，但 1 / −0 得到 −Infinity。')
  }

  const exponentField = (parts.bits >> BigInt(mantissaBits)) & ((1n << BigInt(exponentBits)) - 1n)
  return (
    <section className="bc-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bc-section__title">
        IEEE 754 浮点数
      </h2>
      <div className="bc-options">
        <fieldset className="bc-option bc-option--radios" aria-labelledby={`${id}-precision-label`}>
          <legend className="site-sr-only">精度</legend>
          <span id={`${id}-precision-label`} className="bc-option__label" aria-hidden="true">
            精度
          </span>
          {([32, 64] as Precision[]).map((p) => (
            <label key={p}>
              <input
                type="radio"
                name={`${id}-precision`}
                checked={precision === p}
                onChange={() => {
                  onPrecision(p)
                  setBits(null)
                }}
              />
              {p === 32 ? 'float32（单精度）' : 'float64（双精度）'}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="bc-fields">
        <div className="bc-field">
          <label className="bc-field__label" htmlFor={`${id}-dec`}>
            十进制数
          </label>
          <span className="bc-field__hint" id={`${id}-dec-hint`}>
            如 0.1、-0、1e-45、Infinity、NaN
          </span>
          <div className="bc-field__row">
            <input
              type="text"
              id={`${id}-dec`}
              className="bc-field__input"
              value={text}
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="off"
              aria-invalid={decimalError ? true : undefined}
              aria-describedby={`${id}-dec-hint ${id}-dec-error`}
              onChange={(e) => onDecimal(e.target.value)}
            />
          </div>
          <p className="bc-field__error" id={`${id}-dec-error`} aria-live="polite">
            {decimalError}
          </p>
        </div>
        <div className="bc-field">
          <label className="bc-field__label" htmlFor={`${id}-bits`}>
            位模式（十六进制）
          </label>
          <span className="bc-field__hint" id={`${id}-bits-hint`}>
            {precision / 4} 个十六进制数字，可带前缀 0x
          </span>
          <div className="bc-field__row">
            <input
              type="text"
              id={`${id}-bits`}
              className="bc-field__input"
              value={bits?.text ?? hex}
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="off"
              aria-invalid={bits?.error ? true : undefined}
              aria-describedby={`${id}-bits-hint ${id}-bits-error`}
              onChange={(e) => onBits(e.target.value)}
            />
            <CopyButton label="复制位模式" text={() => '0x' + hex} />
          </div>
          <p className="bc-field__error" id={`${id}-bits-error`} aria-live="polite">
            {bits?.error}
          </p>
        </div>
      </div>

      <p className="bc-float-bits bc-mono" aria-hidden="true">
        <span className="bc-float-bits__sign" title="符号位">
          {binary.slice(0, 1)}
        </span>
        <span className="bc-float-bits__exponent" title="指数">
          {binary.slice(1, 1 + exponentBits)}
        </span>
        <span className="bc-float-bits__mantissa" title="尾数">
          {binary.slice(1 + exponentBits)}
        </span>
      </p>
      <dl className="bc-float-parts">
        <dt>符号</dt>
        <dd>
          <span className="bc-mono">{parts.sign}</span>（{parts.sign ? '负' : '正'}）
        </dd>
        <dt>指数</dt>
        <dd>
          <span className="bc-mono">{formatInteger(exponentField, 2, { width: exponentBits })}</span>，原始值 {parts.exponentRaw}
          {parts.exponent === null
            ? '（全为 1，表示无穷大或 NaN）'
            : parts.exponentRaw === 0
              ? `（全为 0），实际指数为 ${parts.exponent}`
              : `，减去偏移量 ${bias} 后为 ${parts.exponent}`}
        </dd>
        <dt>尾数</dt>
        <dd>
          <span className="bc-mono bc-break">{formatInteger(parts.mantissa, 2, { width: mantissaBits })}</span>（0x
          {formatInteger(parts.mantissa, 16, { upper: true })}）
        </dd>
        <dt>类别</dt>
        <dd>{KIND_NAMES[parts.kind]}</dd>
        <dt>精确值</dt>
        <dd>
          <output className="bc-mono bc-break">{exactDecimal(parts)}</output>
        </dd>
        <dt>最短十进制表示</dt>
        <dd>
          <output className="bc-mono">{shortestDecimal(parts)}</output>
        </dd>
      </dl>
      <div className="bc-notes" aria-live="polite">
        {notes.map((n) => (
          <p className="bc-note" key={n}>
            {n}
          </p>
        ))}
      </div>
    </section>
  )
}
