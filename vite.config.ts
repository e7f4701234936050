import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaAssets } from './scripts/pwa-assets.ts'
import { pwaOptions } from './scripts/pwa-options.ts'

/**
 * In development Vite serves index.html as it is: its markers for the server's page renderer
 * (head tags, page HTML, bootstrap data) get the site title and are otherwise left empty, and the
 * browser renders every page itself.
 */
const developmentDocument: Plugin = {
  name: 'selam-development-document',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace('<!--app-head-->', '<title>ሰላም ገበያ — Selam Market</title>'),
}
import { precompress } from './scripts/vite/precompress.ts'
import { preloadFont } from './scripts/vite/preload-font.ts'
import { startStepChunks } from './scripts/vite/start-chunks.ts'

// `#client/*` and `#shared/*` resolve through package.json "imports", which Vite supports natively.
// `vite build` makes the browser's bundle (dist/client); `vite build --ssr` the server's page
// renderer (dist/ssr), which holds every translation at once, so the dynamic imports the browser
// uses for them are intentionally static there.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // The browser's build adds the service worker, manifest and icons (scripts/pwa-options.ts),
  // the Ethiopic font preload and the compressed copies; the server's renderer needs none of it.
  plugins: isSsrBuild
    ? [react(), tailwindcss()]
    : [
        react(),
        tailwindcss(),
        developmentDocument,
        // Every page shows Amharic (at least the brand name), so the small Ethiopic font is critical.
        preloadFont('src/client/fonts/noto-sans-ethiopic-ui.woff2'),
        pwaAssets(import.meta.dirname),
        VitePWA(pwaOptions),
        precompress(),
      ],
  build: {
    outDir: 'dist/client',
    manifest: !isSsrBuild,
    emptyOutDir: true,
    // A small font file stays a file: inlined into the stylesheet, every page would carry the
    // Tigrinya letters whether it shows them or not.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: isSsrBuild
      ? { checks: { ineffectiveDynamicImport: false } }
      : // One chunk per step of the app's start (src/client/main.tsx), not dozens of small ones.
        {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: startStepChunks(path.join(import.meta.dirname, 'src/client/main.tsx')),
                  // A step's chunk is what that step adds, not what it shares with the entry.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:5000', changeOrigin: false },
    },
  },
}))
