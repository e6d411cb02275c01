/// <reference types="vite/client" />

/** The route lists, one chunk per section (build/plugin.ts). */
declare module 'virtual:site/sections' {
  export const SECTIONS: string[]
  export const sections: Record<string, () => Promise<{ routes: unknown[] }>>
}
