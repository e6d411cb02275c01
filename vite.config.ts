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
})
