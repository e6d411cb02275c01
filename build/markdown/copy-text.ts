/**
 * What the copy button of a code block puts on the clipboard: what a reader can run or paste.
 *
 *   console   $ gcc -O2 a.c \        gcc -O2 a.c \
 *             >   -o a               →   -o a
 *             a.out: ok              ./a
 *             $ ./a
 *   diff      -old / +new / ␠same    →  old / new / same (first column dropped; @@ and
 *                                         file headers left out)
 *   others    the text as it is
 *
 * A shell session is a `console` block (or `shellsession`, `sh-session`), or a `bash`/`sh`/`shell`
 * block whose lines start with a `$ ` prompt; its commands are the lines after `$ ` or `# `
 * (root's prompt), with the lines a trailing `\` continues. Everything else is output.
 */
const SESSION_LANGS = new Set(['console', 'shellsession', 'sh-session', 'shell-session'])
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh'])
const PROMPT = /^[$#] /

export function isShellSession(lang: string, text: string): boolean {
  if (SESSION_LANGS.has(lang)) return true
  return SHELL_LANGS.has(lang) && text.split('\n').some((l) => l.startsWith('$ '))
}

export function sessionCommands(text: string): string {
  const out: string[] = []
  let continued = false
  for (const line of text.split('\n')) {
    if (continued) {
      // A continuation line may carry the shell's secondary prompt `> `.
      const body = line.replace(/^> /, '')
      out.push(body)
      continued = body.endsWith('\\')
    } else if (PROMPT.test(line)) {
      const body = line.slice(2)
      out.push(body)
      continued = body.endsWith('\\')
    }
  }
  return out.join('\n')
}

export function diffCode(text: string): string {
  const lines = text.split('\n')
  const out: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    // Hunk headers, `\ No newline at end of file` and a file header pair are not code.
    if (line.startsWith('@@') || line.startsWith('\\ ')) continue
    if (line.startsWith('--- ') && lines[i + 1]?.startsWith('+++ ')) {
      i++
      continue
    }
    out.push(/^[+\- ]/.test(line) ? line.slice(1) : line)
  }
  return out.join('\n')
}

export function copyableText(lang: string, text: string): string {
  if (lang === 'diff') return diffCode(text)
  if (isShellSession(lang, text)) return sessionCommands(text)
  return text
}
