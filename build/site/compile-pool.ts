import { Worker } from 'node:worker_threads'
import { availableParallelism } from 'node:os'
import type { MarkdownPage, ReadInput } from './read-markdown.ts'

/**
 * Compiles markdown pages on worker threads, one per core. Besides the speed, the workers'
 * highlighters, grammars and syntax trees go away with them, before the Vite builds start.
 */
export interface CompilePool {
  read(input: ReadInput): Promise<MarkdownPage>
  close(): Promise<void>
}

export function createCompilePool(options: { publicDir: string; base: string; size?: number }): CompilePool {
  const size = options.size ?? Number(process.env.SITE_WORKERS ?? Math.max(1, Math.min(availableParallelism(), 2)))
  const pending = new Map<number, { resolve: (p: MarkdownPage) => void; reject: (e: Error) => void }>()
  let nextId = 0
  /** Why a worker died: the dev server keeps its pool for the session, and later pages fail at once instead of waiting. */
  let failed: Error | undefined
  const load = Array.from({ length: size }, () => 0)
  const workers = Array.from({ length: size }, (_, i) => {
    const w = new Worker(new URL('./compile-worker.mjs', import.meta.url), {
      workerData: { publicDir: options.publicDir, base: options.base },
    })
    w.on('message', (msg: { id: number; page?: MarkdownPage; error?: string }) => {
      load[i]--
      const job = pending.get(msg.id)!
      pending.delete(msg.id)
      if (msg.page) job.resolve(msg.page)
      else job.reject(new Error(msg.error))
    })
    w.on('error', (e) => {
      failed = e
      for (const job of pending.values()) job.reject(e)
      pending.clear()
    })
    return w
  })
  return {
    read(input) {
      if (failed) return Promise.reject(failed)
      const id = nextId++
      const i = load.indexOf(Math.min(...load))
      load[i]++
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject })
        workers[i].postMessage({ id, input })
      })
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()))
    },
  }
}
