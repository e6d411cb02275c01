import { describe, expect, it } from 'vitest'
import { classify, parseFields, safeHref } from '../../../../../src/tools/qr-scanner/classify'

describe('classify', () => {
  it('links only well-formed http and https URLs', () => {
    expect(classify('https://example.com/a?b=1')).toMatchObject({ kind: 'url', label: '网址', href: 'https://example.com/a?b=1' })
    expect(classify('HTTP://EXAMPLE.COM').href).toBe('http://example.com/')
    for (const evil of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'vbscript:msgbox',
      'intent://x#Intent;end',
      'ftp://example.com/',
    ]) {
      const c = classify(evil)
      expect(c.href, evil).toBeUndefined()
      expect(c.kind, evil).toBe('uri')
      expect(c.label).toBe('其他协议的链接（不会打开）')
    }
    // A URL with spaces or control characters inside is shown, never linked (the parser would drop them).
    expect(safeHref('https://exa\nmple.com')).toBeUndefined()
    expect(safeHref('https://example.com/ x')).toBeUndefined()
    expect(safeHref('https://')).toBeUndefined()
    expect(classify('https://example.com/ and more text').kind).toBe('text')
  })

  it('recognizes Wi-Fi, contacts, mail, phone, SMS, places, events and 2FA keys', () => {
    const wifi = classify('WIFI:T:WPA;S:My\\;Net;P:p\\:w\\\\d;H:true;;')
    expect(wifi.kind).toBe('wifi')
    expect(wifi.details).toEqual([
      ['网络名称', 'My;Net'],
      ['加密方式', 'WPA/WPA2'],
      ['密码', 'p:w\\d'],
      ['隐藏网络', '是'],
    ])
    expect(classify('WIFI:S:open;;').details).toEqual([
      ['网络名称', 'open'],
      ['加密方式', '无密码'],
    ])
    const vcard = classify('BEGIN:VCARD\nVERSION:3.0\nFN:张三\nTEL;TYPE=CELL:+86 138\nEMAIL:z@example.com\nEND:VCARD')
    expect(vcard).toMatchObject({
      kind: 'vcard',
      details: [
        ['姓名', '张三'],
        ['电话', '+86 138'],
        ['邮箱', 'z@example.com'],
      ],
    })
    expect(classify('MECARD:N:Li,Si;TEL:123;;')).toMatchObject({
      kind: 'mecard',
      details: [
        ['姓名', 'Li Si'],
        ['电话', '123'],
      ],
    })
    expect(classify('mailto:a%40b@example.com?subject=x')).toMatchObject({ kind: 'email', details: [['地址', 'a@b@example.com']] })
    expect(classify('someone@example.com').kind).toBe('email')
    expect(classify('tel:+8613800000000')).toMatchObject({ kind: 'phone', details: [['号码', '+8613800000000']] })
    expect(classify('SMSTO:10086:查询余额')).toMatchObject({
      kind: 'sms',
      details: [
        ['号码', '10086'],
        ['内容', '查询余额'],
      ],
    })
    expect(classify('geo:39.9042,116.4074')).toMatchObject({
      kind: 'geo',
      details: [
        ['纬度', '39.9042'],
        ['经度', '116.4074'],
      ],
    })
    expect(classify('BEGIN:VEVENT\nSUMMARY:会议\nEND:VEVENT').kind).toBe('event')
    expect(classify('otpauth://totp/x?secret=ABC').kind).toBe('otp')
    expect(classify('你好，世界')).toMatchObject({ kind: 'text', label: '文本', details: [] })
    expect(classify('Note: remember this').kind).toBe('text')
  })

  it('splits escaped fields', () => {
    expect(parseFields('S:a\\;b;P:c;;')).toEqual([
      ['S', 'a;b'],
      ['P', 'c'],
    ])
    expect(parseFields('')).toEqual([])
  })
})
