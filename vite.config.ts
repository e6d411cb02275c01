/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// Shared by `npm run dev` and both builds; build/ adds the site plugin, which needs the
// content read for that run (build/plugin.ts).
export default defineConfig({
  plugins: [react()],
  // Page views are off unless configured; these switch them on for one build without editing
  // src/site.config.ts (src/client/analytics/index.ts).
  define: {
    'import.meta.env.SITE_ANALYTICS_ENDPOINT': JSON.stringify(process.env.SITE_ANALYTICS_ENDPOINT ?? ''),
    'import.meta.env.SITE_ANALYTICS_DOMAIN': JSON.stringify(process.env.SITE_ANALYTICS_DOMAIN ?? ''),
  },
  // public/ is served under /public/ (CONTENT.md), so Vite must not copy it to the root.
  publicDir: false,
  // Known up front, so the dev server does not discover them on the first page and reload it.
  optimizeDeps: {
    entries: ['src/app/entry-client.tsx'],
    include: ['react', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'react-router-dom'],
  },
  build: {
    // Route chunks are preloaded by the site itself (hover and focus on links); Vite's own
    // dependency lists would repeat the shared entry for every route of a section chunk.
    modulePreload: false,
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // Rolldown's notice about slow plugin hooks reads as a warning on every build; the build
    // prints its own phase timings.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  test: {
    testTimeout: 120_000,
    hookTimeout: 600_000,
    // Builds and browsers are heavy: on a 2-core machine, files in parallel only slow each other.
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/repo/**/*.test.ts', 'tests/book/**/*.test.ts', 'tests/content/**/*.test.ts'],
        },
      },
      { extends: true, test: { name: 'build', include: ['tests/integration/**/*.test.ts'] } },
      // The browser suite runs against `preview` of one real build of the site, made once.
      { extends: true, test: { name: 'browser', include: ['tests/e2e/**/*.test.ts'], globalSetup: ['tests/e2e/global-setup.ts'] } },
    ],
  },
})
