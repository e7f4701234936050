import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite/precompress.ts'
import { preloadFont } from './scripts/vite/preload-font.ts'

// `#client/*` and `#shared/*` resolve through package.json "imports", which Vite supports natively.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    // Every page shows Amharic (at least the brand name), so the small Ethiopic font is critical.
    preloadFont('src/client/fonts/noto-sans-ethiopic-ui.woff2'),
    precompress(),
  ],
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
