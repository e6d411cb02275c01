// Worker threads do not inherit the CLI's TypeScript loader in Node 20: register it, then load
// the worker proper.
import { register } from 'tsx/esm/api'

register()
await import('./compile-worker.ts')
