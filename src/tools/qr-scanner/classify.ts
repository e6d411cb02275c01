/**
 * What a scanned text is, for the label above the result, and whether it may become a link.
 *
 *   classify('https://example.com/a')          → { kind: 'url', label: '网址', href: 'https://example.com/a' }
 *   classify('javascript:alert(1)')            → { kind: 'uri', label: '其他协议的链接（不会打开）' }  (no href)
 *   classify('WIFI:T:WPA;S:Home;P:secret;;')   → { kind: 'wifi', details: [['网络名称', 'Home'], …] }
 *
 * Only http: and https: ever get an `href`: javascript:, data:, file:, intent: and every other
 * scheme stay inert text, because a scanned code is untrusted input.
 */

export type ResultKind = 'url' | 'uri' | 'wifi' | 'vcard' | 'mecard' | 'email' | 'phone' | 'sms' | 'geo' | 'event' | 'otp' | 'text'

export interface Classified {
  kind: ResultKind
  label: string
  /** Present only for a well-formed http: or https: URL. */
  href?: string
  details: [string, string][]
}

export const KIND_LABELS: Record<ResultKind, string> = {
  url: '网址',
  uri: '其他协议的链接（不会打开）',
  wifi: 'Wi-Fi 网络',
  vcard: '联系人名片（vCard）',
  mecard: '联系人名片（MECARD）',
  email: '电子邮件地址',
  phone: '电话号码',
  sms: '短信',
  geo: '地理位置',
  event: '日历事件',
  otp: '两步验证密钥',
  text: '文本',
}

/** The whole text is one http(s) URL: no spaces or control characters anywhere in it. */
const HTTP_URL = /^https?:\/\/[^\s\u0000-\u001f\u007f-\u009f]+$/i

export function safeHref(text: string): string | undefined {
  if (!HTTP_URL.test(text)) return undefined
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

export function classify(text: string): Classified {
  const kind = kindOf(text)
  const result: Classified = { kind, label: KIND_LABELS[kind], details: details(kind, text) }
  if (kind === 'url') result.href = safeHref(text)
  return result
}

function kindOf(text: string): ResultKind {
  if (safeHref(text)) return 'url'
  if (/^WIFI:/i.test(text)) return 'wifi'
  if (/^BEGIN:VCARD/i.test(text)) return 'vcard'
  if (/^MECARD:/i.test(text)) return 'mecard'
  if (/^BEGIN:(VEVENT|VCALENDAR)/i.test(text)) return 'event'
  if (/^mailto:/i.test(text) || /^MATMSG:/i.test(text) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return 'email'
  if (/^tel:/i.test(text)) return 'phone'
  if (/^(sms|smsto|mms|mmsto):/i.test(text)) return 'sms'
  if (/^geo:/i.test(text)) return 'geo'
  if (/^otpauth:\/\//i.test(text)) return 'otp'
  // Anything that starts like a URI scheme (javascript:, data:, file:, ftp:, intent:, …).
  if (/^\s*[a-z][a-z0-9+.-]{1,31}:\S/i.test(text) && !/^https?:/i.test(text)) return 'uri'
  return 'text'
}

/**
 * Splits `WIFI:`/`MECARD:` fields: `KEY:value;` with `\` escaping `;`, `,`, `:` and `\`.
 *   parseFields('S:My\;Net;P:pw;;') → [['S', 'My;Net'], ['P', 'pw']]
 */
export function parseFields(body: string): [string, string][] {
  const out: [string, string][] = []
  let key = ''
  let value = ''
  let inValue = false
  for (let i = 0; i < body.length; i++) {
    const c = body[i]
    if (c === '\\' && i + 1 < body.length) {
      if (inValue) value += body[++i]
      else key += body[++i]
    } else if (!inValue && c === ':') {
      inValue = true
    } else if (c === ';') {
      if (key || value) out.push([key.trim().toUpperCase(), value])
      key = ''
      value = ''
      inValue = false
    } else if (inValue) value += c
    else key += c
  }
  if (key || value) out.push([key.trim().toUpperCase(), value])
  return out
}

const WIFI_SECURITY: Record<string, string> = {
  WPA: 'WPA/WPA2',
  WPA2: 'WPA2',
  WPA3: 'WPA3',
  SAE: 'WPA3',
  WEP: 'WEP',
  NOPASS: '无密码',
  '': '无密码',
}

function details(kind: ResultKind, text: string): [string, string][] {
  if (kind === 'wifi') {
    const f = new Map(parseFields(text.replace(/^WIFI:/i, '')))
    const out: [string, string][] = [['网络名称', f.get('S') ?? '']]
    const t = (f.get('T') ?? '').toUpperCase()
    out.push(['加密方式', WIFI_SECURITY[t] ?? t])
    if (f.get('P')) out.push(['密码', f.get('P')!])
    if ((f.get('H') ?? '').toLowerCase() === 'true') out.push(['隐藏网络', '是'])
    return out
  }
  if (kind === 'mecard') {
    const f = parseFields(text.replace(/^MECARD:/i, ''))
    const names: Record<string, string> = { N: '姓名', TEL: '电话', EMAIL: '邮箱', ADR: '地址', ORG: '单位', URL: '网址', NOTE: '备注' }
    return f.filter(([k]) => names[k]).map(([k, v]) => [names[k], v.replace(/,/g, ' ')])
  }
  if (kind === 'vcard') {
    const names: Record<string, string> = { FN: '姓名', TEL: '电话', EMAIL: '邮箱', ORG: '单位', TITLE: '职务', ADR: '地址', URL: '网址' }
    const out: [string, string][] = []
    for (const line of text.split(/\r?\n/)) {
      const m = /^([A-Z]+)(?:;[^:]*)?:(.*)$/i.exec(line)
      if (m && names[m[1].toUpperCase()] && m[2]) out.push([names[m[1].toUpperCase()], m[2].replace(/;+/g, ' ').trim()])
    }
    return out
  }
  if (kind === 'email') {
    const m = /^mailto:([^?]*)/i.exec(text)
    return [['地址', m ? decodeSafe(m[1]) : text]]
  }
  if (kind === 'phone') return [['号码', text.replace(/^tel:/i, '')]]
  if (kind === 'sms') {
    const [number, ...body] = text.replace(/^(sms|smsto|mms|mmsto):/i, '').split(/[:?]/)
    const out: [string, string][] = [['号码', number]]
    if (body.length) out.push(['内容', body.join(':').replace(/^body=/i, '')])
    return out
  }
  if (kind === 'geo') {
    const [lat, lon] = text.replace(/^geo:/i, '').split(/[,;?]/)
    return [
      ['纬度', lat ?? ''],
      ['经度', lon ?? ''],
    ]
  }
  if (kind === 'uri') return [['协议', text.trim().slice(0, text.trim().indexOf(':') + 1)]]
  return []
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
