/// <reference types="vite/client" />

// The site's virtual modules (build/plugin.ts), typed here with import() types from src/shared/.

/** The route lists, one chunk per section; the client entry's. */
declare module 'virtual:site/sections' {
  export const SECTIONS: string[]
  /** A row of a markdown page loads its module (`load`); a .tsx or .mdx page is in `components`. */
  type Row = import('./shared/section-chunk').SectionRow & { load?: () => Promise<import('./shared/types').PageModule> }
  export const sections: Record<string, () => Promise<{ routes: Row[]; sidebars: import('./shared/sidebar').Sidebars }>>
}

/** The .tsx and .mdx pages by their path relative to content/; both entries'. */
declare module 'virtual:site/components' {
  export const components: Record<string, (() => Promise<import('./shared/types').PageModule>) | undefined>
}

/** The site config, resolved once by the build (build/site/config.ts); the entries hand it to the app. */
declare module 'virtual:site/config' {
  const config: import('./shared/site-config').ResolvedConfig
  export default config
}
