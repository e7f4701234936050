import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Adds `<link rel="preload" as="font">` for a font the CSS uses on every page, with the hashed
 * name the build gave it, so the browser fetches it alongside the CSS instead of after it.
 * `fontFile` is relative to the Vite root.
 */
export function preloadFont(fontFile: string): Plugin {
  let root = ''
  return {
    name: 'selam:preload-font',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const wanted = path.resolve(root, fontFile)
        const asset = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => path.resolve(root, name) === wanted),
        )
        if (!asset) throw new Error(`preload-font: ${fontFile} is not part of the build`)
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${asset.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
