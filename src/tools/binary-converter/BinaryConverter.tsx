import { useEffect, useId, useState } from 'react'
import { BASE_NAMES, BASE_PREFIX, MAX_BITS, type Base } from './parse'
import { formatInteger } from './format'
import {
  BASES,
  bitAt,
  fieldText,
  fitProblem,
  gridBits,
  MAX_GRID_BITS,
  readField,
  readings,
  setSigned,
  setWidth,
  toggleBit,
  type ConverterState,
} from './converter'
import { WIDTHS, type Width } from './width'
import { DEFAULT_STATE, decodeQuery, encodeQuery } from './url-state'
import { FloatView } from './FloatView'
import type { Precision } from './ieee754'
import { CopyButton } from './CopyButton'
import './BinaryConverter.css'

const HINTS: Record<Base, string> = {
  2: '数字 0–1，可带前缀 0b',
  8: '数字 0–7，可带前缀 0o',
  10: '可带正负号',
  16: '数字 0–9、A–F，可带前缀 0x',
}

/**
 * The converter: four fields that follow each other as the reader types, a width and
 * signedness, a bit grid and the IEEE 754 view. The state is mirrored into the URL query.
 */
export function BinaryConverter() {
  const [state, setState] = useState<ConverterState>({
    value: DEFAULT_STATE.value,
    width: DEFAULT_STATE.width,
    signed: DEFAULT_STATE.signed,
  })
  const [group, setGroup] = useState(DEFAULT_STATE.group)
  const [float, setFloat] = useState(DEFAULT_STATE.float)
  const [precision, setPrecision] = useState<Precision>(DEFAULT_STATE.precision)
  // Text a field holds while the reader edits it (the other fields show the computed value).
  const [drafts, setDrafts] = useState<Partial<Record<Base, string>>>({})
  const [errors, setErrors] = useState<Partial<Record<Base, string>>>({})
  const [restored, setRestored] = useState(false)
  const id = useId()

  // The URL query is applied after hydration, so the first render matches the server's markup.
  useEffect(() => {
    const q = decodeQuery(window.location.search)
    setState((s) => ({ value: q.value ?? s.value, width: q.width !== undefined ? q.width : s.width, signed: q.signed ?? s.signed }))
    if (q.group !== undefined) setGroup(q.group)
    if (q.float !== undefined) setFloat(q.float)
    if (q.precision !== undefined) setPrecision(q.precision)
    setRestored(true)
  }, [])

  useEffect(() => {
    if (!restored) return
    const q = encodeQuery({ ...state, group, float, precision })
    const url = window.location.pathname + (q ? '?' + q : '') + window.location.hash
    if (url !== window.location.pathname + window.location.search + window.location.hash) {
      window.history.replaceState(window.history.state, '', url)
    }
  }, [restored, state, group, float, precision])

  const onField = (base: Base, text: string) => {
    const r = readField(text, base, state)
    if (!r.ok) {
      setDrafts((d) => ({ ...d, [base]: text }))
      setErrors((e) => ({ ...e, [base]: r.error.message }))
      return
    }
    setErrors({})
    setDrafts({ [base]: text })
    if (r.value !== null) setState((s) => ({ ...s, value: r.value! }))
  }

  const resetDrafts = () => {
    setDrafts({})
    setErrors({})
  }

  const problem = fitProblem(state)
  const both = readings(state)
  const bits = gridBits(state)

  return (
    <div className="bc">
      <header className="bc-header">
        <h1 className="bc-title">二进制转换器</h1>
        <p className="bc-lead">
          在任意一栏输入整数，其余各栏随输入即时换算。支持任意大小的整数、定宽补码、逐位编辑，以及 IEEE 754
          浮点数的位模式。所有计算都在你的浏览器中完成。
        </p>
      </header>

      <section className="bc-section" aria-labelledby={`${id}-int`}>
        <h2 id={`${id}-int`} className="bc-section__title">
          整数
        </h2>
        <div className="bc-options">
          <label className="bc-option">
            <span>位宽</span>
            <select
              value={state.width ?? 'free'}
              onChange={(e) => {
                const w = e.target.value === 'free' ? null : (Number(e.target.value) as Width)
                setState((s) => setWidth(s, w))
                resetDrafts()
              }}
            >
              <option value="free">不限</option>
              {WIDTHS.map((w) => (
                <option key={w} value={w}>
                  {w} 位
                </option>
              ))}
            </select>
          </label>
          <fieldset className="bc-option bc-option--radios" disabled={state.width === null} aria-labelledby={`${id}-signed-label`}>
            {/* The legend names the group (WCAG H71) but cannot sit beside the choices in WebKit,
                which forces a legend's float to none: the visible name is the span. */}
            <legend className="site-sr-only">解释方式</legend>
            <span id={`${id}-signed-label`} className="bc-option__label" aria-hidden="true">
              解释方式
            </span>
            <label>
              <input
                type="radio"
                name={`${id}-signed`}
                checked={state.signed}
                onChange={() => {
                  setState((s) => setSigned(s, true))
                  resetDrafts()
                }}
              />
              有符号（补码）
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-signed`}
                checked={!state.signed}
                onChange={() => {
                  setState((s) => setSigned(s, false))
                  resetDrafts()
                }}
              />
              无符号
            </label>
          </fieldset>
          <label className="bc-option bc-option--check">
            <input type="checkbox" checked={group} onChange={(e) => setGroup(e.target.checked)} />
            数字分组显示
          </label>
        </div>
        <p className="bc-problem" role="status">
          {problem}
        </p>

        <div className="bc-fields">
          {BASES.map((base) => {
            const fid = `${id}-f${base}`
            const error = errors[base]
            const text = drafts[base] ?? fieldText(state, base, group)
            return (
              <div className="bc-field" key={base}>
                <label className="bc-field__label" htmlFor={fid}>
                  {BASE_NAMES[base]}
                </label>
                <span className="bc-field__hint" id={`${fid}-hint`}>
                  {HINTS[base]}
                </span>
                <div className="bc-field__row">
                  <textarea
                    id={fid}
                    className="bc-field__input"
                    value={text}
                    rows={1}
                    spellCheck={false}
                    autoComplete="off"
                    autoCapitalize="off"
                    inputMode={base === 16 ? 'text' : base === 10 ? 'decimal' : 'numeric'}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={`${fid}-hint ${fid}-error`}
                    onChange={(e) => onField(base, e.target.value)}
                  />
                  <CopyButton
                    label={`复制${BASE_NAMES[base]}值`}
                    disabled={!text || !!error}
                    text={() => formatInteger(fieldValue(state, base), base, { upper: true, width: state.width })}
                  />
                </div>
                <p className="bc-field__error" id={`${fid}-error`} aria-live="polite">
                  {error}
                </p>
              </div>
            )
          })}
        </div>

        {both ? (
          <p className="bc-readings">
            这个 {state.width} 位的位模式读作：无符号 <output className="bc-mono">{formatInteger(both.unsigned, 10, { group })}</output>
            ，有符号 <output className="bc-mono">{formatInteger(both.signed, 10, { group })}</output>
          </p>
        ) : null}

        {problem ? null : bits <= MAX_GRID_BITS ? (
          <BitGrid
            state={state}
            bits={bits}
            onToggle={(i) => {
              setState((s) => toggleBit(s, i))
              resetDrafts()
            }}
          />
        ) : (
          <p className="bc-note">
            数值有 {bits} 位以上，超过 {MAX_GRID_BITS} 位时不显示位网格。
          </p>
        )}
      </section>

      <FloatView text={float} precision={precision} onText={setFloat} onPrecision={setPrecision} />

      <section className="bc-section bc-help" aria-labelledby={`${id}-help`}>
        <h2 id={`${id}-help`} className="bc-section__title">
          输入规则
        </h2>
        <ul>
          <li>
            前缀 <code>{BASE_PREFIX[2]}</code>、<code>{BASE_PREFIX[8]}</code>、<code>{BASE_PREFIX[16]}</code>{' '}
            可写可不写，大小写均可；全角数字和字母（如 １２、ＦＦ）会按半角处理。
          </li>
          <li>
            下划线 <code>_</code> 和空格可以用作数字分隔符，首尾空白会被忽略。分组显示只影响外观，复制得到的是不带分隔符的数字。
          </li>
          <li>
            十进制可以带正负号。选定位宽后，二进制、八进制、十六进制栏表示该宽度的位模式，负数以补码表示；超出范围的数会提示范围，而不会悄悄截断。不限位宽时，各栏都可以带负号。
          </li>
          <li>输入有误时，错误提示会指出第几个字符有问题，其余各栏保留上一次的有效结果。</li>
          <li>最大支持 {MAX_BITS.toLocaleString('en-US')} 个二进制位（约 30,100 位十进制数字），更大的数会直接提示超出上限。</li>
          <li>当前的数值和设置会写进地址栏，复制网址即可分享这次换算。</li>
        </ul>
      </section>
    </div>
  )
}

/** The number a field would copy: the pattern with a width, the number itself without one. */
function fieldValue(state: ConverterState, base: Base): bigint {
  if (state.width === null || base === 10) return state.value
  return BigInt.asUintN(state.width, state.value)
}

function BitGrid({ state, bits, onToggle }: { state: ConverterState; bits: number; onToggle: (index: number) => void }) {
  const nibbles: number[] = []
  for (let top = bits - 1; top >= 0; top -= 4) nibbles.push(top)
  const label = state.width === null ? '位网格（数值的绝对值）' : `位网格（${state.width} 位）`
  return (
    <div className="bc-grid" role="group" aria-label={label}>
      <p className="bc-grid__caption" aria-hidden="true">
        {label}：点击某一位可将它取反
      </p>
      <div className="bc-grid__cells">
        {nibbles.map((top) => (
          <div className="bc-grid__nibble" key={top} role="group" aria-label={`第 ${top} 至 ${top - 3} 位`}>
            {[top, top - 1, top - 2, top - 3].map((i) => {
              const on = bitAt(state, i)
              return (
                <button
                  type="button"
                  key={i}
                  className={'bc-grid__bit' + (on ? ' bc-grid__bit--on' : '')}
                  aria-pressed={on}
                  aria-label={`第 ${i} 位`}
                  onClick={() => onToggle(i)}
                >
                  <span className="bc-grid__value">{on ? 1 : 0}</span>
                  <span className="bc-grid__index" aria-hidden="true">
                    {i}
                  </span>
                </button>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}
