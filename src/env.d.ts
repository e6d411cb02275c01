/// <reference types="vite/client" />

declare module 'virtual:site/sections' {
  export const SECTIONS: string[]
  export const sections: Record<string, () => Promise<typeof import('virtual:site/section/*')>>
}

declare module 'virtual:site/section/*' {
  import type { PageModule, RouteSummary } from './shared/types'
  export const routes: (RouteSummary & { load: () => Promise<PageModule> })[]
}
