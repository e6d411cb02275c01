/// <reference types="vite/client" />

/** The route lists, one chunk per section (build/plugin.ts). */
declare module 'virtual:site/sections' {
  export const SECTIONS: string[]
  export const sections: Record<string, () => Promise<{ routes: unknown[] }>>
}

/** SSR build only: markdown pages come from the prerenderer (build/plugin.ts). */
declare module 'virtual:site/page-source' {
  import type { PageModule } from './shared/types'
  export function setPageSource(source: (path: string) => PageModule | null): void
  export function pageFromSource(path: string): Promise<PageModule | null>
}

/** The site config: the file given with `--config`, default src/site.config.ts (build/plugin.ts). */
declare module 'virtual:site/config' {
  import type { SiteConfig } from './shared/site-config'
  const config: SiteConfig
  export default config
}
