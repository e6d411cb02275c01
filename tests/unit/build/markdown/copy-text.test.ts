import { describe, expect, it } from 'vitest'
import { copyableText, diffCode, isShellSession, sessionCommands } from '../../../../build/markdown/copy-text'

describe('copy text of a shell session', () => {
  it('keeps the commands without their prompts and drops the output', () => {
    const text = ['$ gcc -O2 asm.c -o app && ./app', '42', '$ nm app | grep answer', '0000000000001139 T answer'].join('\n')
    expect(sessionCommands(text)).toBe('gcc -O2 asm.c -o app && ./app\nnm app | grep answer')
  })
  it("takes root's `# ` prompt as a command too", () => {
    expect(sessionCommands('# apt-get install gcc\nReading package lists...\n$ gcc --version')).toBe('apt-get install gcc\ngcc --version')
  })
  it('keeps a command continued by a trailing backslash together, with or without `> `', () => {
    const text = ['$ gcc -O2 \\', '    -o app \\', '>   app.c', 'output', '$ ./app'].join('\n')
    expect(sessionCommands(text)).toBe('gcc -O2 \\\n    -o app \\\n  app.c\n./app')
  })
  it('a console block is a session; a bash script is not, unless it shows `$ ` prompts', () => {
    expect(isShellSession('console', 'ls')).toBe(true)
    expect(isShellSession('bash', '# a comment\nls')).toBe(false)
    expect(copyableText('bash', '# a comment\nls')).toBe('# a comment\nls')
    expect(isShellSession('bash', '$ ls\na.c')).toBe(true)
    expect(copyableText('shell', '$ ls\na.c')).toBe('ls')
  })
})

describe('copy text of a diff', () => {
  it('drops the first-column markers and keeps the code', () => {
    expect(diffCode('-    int a;\n+    long a;\n     return a;')).toBe('    int a;\n    long a;\n    return a;')
  })
  it('leaves out hunk and file headers', () => {
    const text = ['--- a/cfg.c', '+++ b/cfg.c', '@@ -18,6 +18,7 @@', ' c->port = 8080;', '+c->retries = 0;'].join('\n')
    expect(diffCode(text)).toBe('c->port = 8080;\nc->retries = 0;')
  })
  it('keeps a removed line that happens to start with dashes', () => {
    expect(diffCode('--- x;\n ok')).toBe('-- x;\nok')
  })
})

describe('other languages', () => {
  it('copy the text as it is', () => {
    expect(copyableText('c', '$ not a prompt in C\n+1;')).toBe('$ not a prompt in C\n+1;')
  })
})
