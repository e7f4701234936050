import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'

// Files the service worker precaches beside the app: the install icons, drawn from the committed
// logo (public/logo.svg) at build time, so no binary image lives in the repository and the icons
// always match the logo; and the offline page (offline.html), given the site's own Ethiopic font
// (hashed file names known only after the build) so its Amharic shows on any phone.

const BRAND_GREEN = '#0b6b3a'

type Icon = {
  fileName: string
  size: number
  /** Full-bleed icons (maskable, Apple's) fill the square with green; the logo then sits inside. */
  fullBleed: boolean
  /** Share of the square the logo takes (maskable icons keep it inside the 80 % safe zone). */
  scale: number
}

export const PWA_ICONS: Icon[] = [
  { fileName: 'icons/icon-192.png', size: 192, fullBleed: false, scale: 1 },
  { fileName: 'icons/icon-512.png', size: 512, fullBleed: false, scale: 1 },
  { fileName: 'icons/icon-maskable-512.png', size: 512, fullBleed: true, scale: 0.8 },
  { fileName: 'icons/apple-touch-icon-180.png', size: 180, fullBleed: true, scale: 1 },
]

export async function renderIcon(svg: Buffer, icon: Icon): Promise<Buffer> {
  const logoSize = Math.round(icon.size * icon.scale)
  // The SVG's own box is 32 units; render it at the target size rather than scaling pixels up.
  const logo = sharp(svg, { density: (72 * logoSize) / 32 }).resize(logoSize, logoSize)
  if (!icon.fullBleed) return logo.png().toBuffer()
  const inset = await logo.flatten({ background: BRAND_GREEN }).png().toBuffer()
  return sharp({
    create: { width: icon.size, height: icon.size, channels: 3, background: BRAND_GREEN },
  })
    .composite([{ input: inset, gravity: 'center' }])
    .png()
    .toBuffer()
}

/**
 * The site's Ethiopic font faces (src/client/fonts/fonts.css: the interface's characters in one
 * file, the rest of the script in another, each with its unicode range), pointed at the built,
 * hashed files, for the offline page.
 */
export function fontFaces(fileNames: string[], fontsCss: string): string {
  const ranges = new Map(
    [
      ...fontsCss.matchAll(
        /url\('\.\/(noto-sans-ethiopic-[\w-]+)\.woff2'\)[^}]*?unicode-range:\s*([^;]+);/g,
      ),
    ].map((match) => [match[1]!, match[2]!.replace(/\s+/g, '')] as const),
  )
  return fileNames
    .flatMap((fileName) => {
      const face = /^assets\/(noto-sans-ethiopic-[a-z]+)-[\w-]+\.woff2$/.exec(fileName)?.[1]
      const range = face ? ranges.get(face) : undefined
      if (!range) return []
      return [
        `@font-face{font-family:'Noto Sans Ethiopic';font-style:normal;font-display:swap;` +
          `font-weight:400;src:url(/${fileName}) format('woff2');unicode-range:${range}}`,
      ]
    })
    .join('')
}

/** Vite plugin: emits the PNG icons and the offline page into the client build. */
export function pwaAssets(root: string): Plugin {
  return {
    name: 'selam-pwa-assets',
    apply: 'build',
    enforce: 'post',
    // Only the browser build (a server-rendering build has no use for them).
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const svg = await readFile(path.join(root, 'public', 'logo.svg'))
      for (const icon of PWA_ICONS) {
        this.emitFile({
          type: 'asset',
          fileName: icon.fileName,
          source: await renderIcon(svg, icon),
        })
      }
      const page = await readFile(path.join(root, 'offline.html'), 'utf8')
      const fontsCss = await readFile(
        path.join(root, 'src', 'client', 'fonts', 'fonts.css'),
        'utf8',
      )
      const faces = fontFaces(Object.keys(bundle), fontsCss)
      this.emitFile({
        type: 'asset',
        fileName: 'offline.html',
        source: page.replace('<!-- font-faces -->', faces ? `<style>${faces}</style>` : ''),
      })
    },
  }
}
