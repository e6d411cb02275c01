import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, hashSource, inlineScripts, nginxHeaderSnippet, securityHeaders } from '../../../../build/publish/csp'

describe('inline scripts and their hashes', () => {
  it('finds the scripts a browser runs and skips external scripts and data blocks', () => {
    const html = `<script>a()</script>
<script type="module">b()</script>
<script type="text/javascript">c()</script>
<script type="module" crossorigin src="/assets/x.js"></script>
<script type="application/ld+json">{"a":1}</script>
<SCRIPT type='importmap'>{}</SCRIPT>`
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', '{}'])
  })

  it('hashes the exact UTF-8 text as CSP wants it (openssl dgst -sha256 -binary | base64)', () => {
    expect(hashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
    expect(hashSource('alert(1) ')).not.toBe(hashSource('alert(1)'))
  })
})

describe('the policy', () => {
  it('allows inline scripts only by hash', () => {
    const csp = contentSecurityPolicy(["'sha256-AAA='", "'sha256-BBB='"])
    expect(csp).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=';")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("worker-src 'self' blob:")
  })

  it('writes nginx directives that apply to error pages too', () => {
    const snippet = nginxHeaderSnippet(securityHeaders("default-src 'self'", true))
    expect(snippet).toContain(`add_header Content-Security-Policy "default-src 'self'" always;`)
    expect(snippet).toContain('add_header Permissions-Policy "camera=(self)" always;')
    expect(nginxHeaderSnippet(securityHeaders('x', false))).toContain('"camera=()"')
  })
})
