// Worker threads do not inherit the CLI's TypeScript loader in Node 20: register it, then load
// the worker proper. The pipeline's packages are loaded first, by Node's own loader: through the
// TypeScript loader's hooks the same imports take about twice as long, and the worker's imports
// of them then find them loaded.
import { register } from 'tsx/esm/api'

const PIPELINE_PACKAGES = [
  'shiki',
  'unified',
  'remark-parse',
  'remark-frontmatter',
  'remark-gfm',
  'remark-rehype',
  'rehype-stringify',
  'vfile',
  'unist-util-visit',
  'mdast-util-to-string',
  'hast-util-to-string',
  'github-slugger',
  'image-size',
  'yaml',
]
await Promise.all(PIPELINE_PACKAGES.map((name) => import(name)))
register()
await import('./compile-worker.ts')
