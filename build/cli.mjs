// `npm run dev | build | preview`: build/cli.ts with the TypeScript loader (tsx), registered here.
//
// The loader's hooks sit between Node and every module loaded after it is registered, packages
// included, and make them about three times slower to load. The packages the dev server loads at
// every start are loaded before it, by Node's own loader: build/cli.ts, Vite and the SSR entry
// then find them in Node's module cache. (Not for the build: it picks React's production bundle
// by NODE_ENV, which build/cli.ts sets.)
import { register } from 'tsx/esm/api'

const PRELOADED = {
  dev: ['vite', 'react', 'react/jsx-dev-runtime', 'react-dom/server', 'react-router-dom'],
}
await Promise.all((PRELOADED[process.argv[2]] ?? []).map((name) => import(name)))
register()
await import('./cli.ts')
