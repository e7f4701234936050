import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaAssets } from './scripts/pwa-assets.ts'
import { pwaOptions } from './scripts/pwa-options.ts'

// `#client/*` and `#shared/*` resolve through package.json "imports", which Vite supports natively.
export default defineConfig({
  root: import.meta.dirname,
  // The service worker, manifest and icons: see scripts/pwa-options.ts and docs/decisions.
  plugins: [react(), tailwindcss(), pwaAssets(import.meta.dirname), VitePWA(pwaOptions)],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false },
    },
  },
})
