/// <reference types="vite/client" />

// The site's virtual modules (build/plugin.ts). An ambient declaration cannot import the types
// of src/, so each module's one importer gives its exports their type.

/** The route lists, one chunk per section; the client entry's. */
declare module 'virtual:site/sections' {
  export const SECTIONS: string[]
  export const sections: Record<string, () => Promise<{ routes: unknown[]; sidebars: unknown }>>
}

/** The .tsx pages by their path relative to content/; both entries'. */
declare module 'virtual:site/components' {
  export const components: Record<string, (() => Promise<unknown>) | undefined>
}

/** The site config: the file given with `--config`, default src/site.config.ts; src/theme/config.ts's. */
declare module 'virtual:site/config' {
  const config: unknown
  export default config
}
