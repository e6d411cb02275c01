/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// Shared by `npm run dev` and both builds; build/ adds the site plugin, which needs the
// content read for that run (build/plugin.ts).
export default defineConfig({
  plugins: [react()],
  // public/ is served under /public/ (CONTENT.md), so Vite must not copy it to the root.
  publicDir: false,
  build: {
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', '.site-build/**', 'dist/**'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Builds and browsers are heavy: on a 2-core machine, files in parallel only slow each other.
    fileParallelism: false,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
})
