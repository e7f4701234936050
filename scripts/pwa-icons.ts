import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Plugin } from 'vite'

// The install icons, drawn from the committed logo (public/logo.svg) at build time, so no binary
// image lives in the repository and the icons always match the logo.

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

/** Vite plugin: emits the PNG icons into the client build, where the manifest points. */
export function pwaIcons(root: string): Plugin {
  return {
    name: 'selam-pwa-icons',
    apply: 'build',
    async generateBundle() {
      const svg = await readFile(path.join(root, 'public', 'logo.svg'))
      for (const icon of PWA_ICONS) {
        this.emitFile({
          type: 'asset',
          fileName: icon.fileName,
          source: await renderIcon(svg, icon),
        })
      }
    },
  }
}
