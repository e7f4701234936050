import pLimit from 'p-limit'
import sharp from 'sharp'
import { uploadKey } from '#shared/image-variants.ts'
import { STORED_NAME, type UploadStorage } from '../uploads/upload-storage.ts'
import {
  GENERATED_IMAGE_NAME_MAX,
  GENERATED_IMAGE_NAME_PATTERN,
  generatedImageKinds,
  renderGeneratedImage,
  type GeneratedImageKind,
} from '../media/generated-image.ts'
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from './seo-urls.ts'

// Link-preview images: a product's photo contained on a 1200×630 brand-green canvas, and the
// site's logo for everything else. JPEG, because every network's crawler reads it.

export const BRAND_GREEN = '#0b6b3a'
export const BRAND_YELLOW = '#fcd116'
const CREAM = '#fff8e7'

const JPEG = { quality: 82, progressive: true, mozjpeg: true } as const
// Photos are decoded from a few MB at most (uploads are stored as 1200 px WebP), but a crafted
// SVG or a huge legacy file must not become an enormous bitmap.
const MAX_INPUT_PIXELS = 50_000_000
// Decoding and encoding is CPU work; a burst of crawlers queues here instead of taking every core.
const RENDERS_AT_ONCE = 2

/** The favicon's logo (a green rounded square with a yellow sun), centred on cream. */
function logoSvg(): string {
  const side = 300
  const x = (OG_IMAGE_WIDTH - side) / 2
  const y = (OG_IMAGE_HEIGHT - side) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">
  <rect width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" fill="${CREAM}"/>
  <rect x="0" y="${OG_IMAGE_HEIGHT - 24}" width="${OG_IMAGE_WIDTH}" height="24" fill="${BRAND_GREEN}"/>
  <rect x="${x}" y="${y}" width="${side}" height="${side}" rx="${(side * 7) / 32}" fill="${BRAND_GREEN}"/>
  <circle cx="${OG_IMAGE_WIDTH / 2}" cy="${OG_IMAGE_HEIGHT / 2}" r="${(side * 7) / 32}" fill="${BRAND_YELLOW}"/>
</svg>`
}

/** The photo fitted whole inside the canvas, the rest brand green; transparency becomes green too. */
async function fitOnCanvas(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .flatten({ background: BRAND_GREEN })
    .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, { fit: 'contain', background: BRAND_GREEN })
    .jpeg(JPEG)
    .toBuffer()
}

const GENERATED_PATH = /^\/media\/generated\/([a-z]+)\/([^/]+)\.svg$/
const UPLOADED_MEDIA_PATH = /^\/media\/uploads\/([^/]+)$/

/**
 * The photo's bytes when it is ours: an upload (its 1200 px variant) or generated artwork.
 * Other addresses are never fetched (no outbound requests chosen by sellers); they get the logo.
 */
async function readPhoto(storage: UploadStorage, url: string): Promise<Buffer | null> {
  const key = uploadKey(url)
  if (key) return storage.read(`${key}-full.webp`)
  const uploaded = UPLOADED_MEDIA_PATH.exec(url)
  if (uploaded && STORED_NAME.test(uploaded[1]!)) return storage.read(uploaded[1]!)
  const generated = GENERATED_PATH.exec(url)
  if (generated) {
    const [, kind, name] = generated as unknown as [string, string, string]
    const valid =
      (generatedImageKinds as readonly string[]).includes(kind) &&
      name.length <= GENERATED_IMAGE_NAME_MAX &&
      GENERATED_IMAGE_NAME_PATTERN.test(name)
    if (valid) {
      return Buffer.from(renderGeneratedImage({ kind: kind as GeneratedImageKind, name }))
    }
  }
  return null
}

/** Least-recently-used byte buffers, bounded by their total size. */
export class ByteLru {
  private readonly entries = new Map<string, Buffer>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key)
    if (value) {
      // Re-inserted: Maps iterate in insertion order, so the first key is the least recent.
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: Buffer): void {
    const previous = this.entries.get(key)
    if (previous) {
      this.bytes -= previous.length
      this.entries.delete(key)
    }
    if (value.length > this.maxBytes) return
    this.entries.set(key, value)
    this.bytes += value.length
    while (this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!
      this.entries.delete(oldestKey)
      this.bytes -= oldest.length
    }
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes }
  }
}

/** About 300 previews of ~100 KB: crawlers fetch each shared product once, then keep it. */
export const PREVIEW_CACHE_BYTES = 32 * 1024 * 1024

export type PreviewImages = ReturnType<typeof createPreviewImages>

/**
 * Preview images kept in memory, keyed by product id and photo address (a new photo is a new
 * key; uploads never change under one address). Concurrent requests for one image share a render.
 */
export function createPreviewImages(storage: UploadStorage, options: { maxBytes?: number } = {}) {
  const cache = new ByteLru(options.maxBytes ?? PREVIEW_CACHE_BYTES)
  const rendering = new Map<string, Promise<Buffer>>()
  const renderSlot = pLimit(RENDERS_AT_ONCE)
  let logo: Promise<Buffer> | undefined

  const defaultImage = (): Promise<Buffer> => {
    logo ??= renderSlot(() => sharp(Buffer.from(logoSvg())).jpeg(JPEG).toBuffer()).catch(
      (error: unknown) => {
        logo = undefined
        throw error
      },
    )
    return logo
  }

  async function render(photoUrl: string): Promise<Buffer> {
    const photo = await readPhoto(storage, photoUrl)
    if (!photo) return defaultImage()
    try {
      return await renderSlot(() => fitOnCanvas(photo))
    } catch {
      // Not a decodable image (a corrupt or hand-edited file): the preview falls back to the logo.
      return defaultImage()
    }
  }

  return {
    defaultImage,
    /** The preview of a product with this photo (null: no photo, the logo). */
    productImage(productId: string, photoUrl: string | null): Promise<Buffer> {
      if (!photoUrl) return defaultImage()
      const key = `${productId}\n${photoUrl}`
      const cached = cache.get(key)
      if (cached) return Promise.resolve(cached)
      let pending = rendering.get(key)
      if (!pending) {
        pending = render(photoUrl)
          .then((image) => {
            cache.set(key, image)
            return image
          })
          .finally(() => rendering.delete(key))
        rendering.set(key, pending)
      }
      return pending
    },
    cacheSize: () => cache.size,
  }
}
