import pLimit from 'p-limit'
import sharp from 'sharp'
import { UPLOAD_VARIANTS, type UploadVariant } from '#shared/image-variants.ts'

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif'

/** The real type from the first bytes; the file name and Content-Type header are not trusted. */
export function detectImageType(body: Buffer): ImageType | null {
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg'
  if (
    body.length >= 8 &&
    body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png'
  }
  if (
    body.length >= 12 &&
    body.toString('latin1', 0, 4) === 'RIFF' &&
    body.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp'
  }
  if (body.length >= 6 && /^GIF8[79]a$/.test(body.toString('latin1', 0, 6))) return 'gif'
  return null
}

// Refuse decompression bombs: a small file that decodes to an enormous bitmap.
const MAX_INPUT_PIXELS = 50_000_000

// Decoding a large photo takes hundreds of megabytes for a moment; at most this many run at once
// in a process, the others wait their turn (a burst of uploads queues instead of exhausting memory).
const DECODES_AT_ONCE = 2
const decodeSlot = pLimit(DECODES_AT_ONCE)

/**
 * Resized WebP variants. Orientation is applied first, then every piece of metadata (EXIF with
 * its GPS position, XMP, ICC comments) is dropped: sharp writes none unless asked to.
 * The upload is decoded once, to the largest variant's size; the smaller variants are made from
 * that small bitmap. Throws when the bytes do not decode as an image.
 */
export function makeVariants(body: Buffer): Promise<Record<UploadVariant, Buffer>> {
  return decodeSlot(() => resizeOnce(body))
}

/** How many decodes are running and waiting (for tests and health readings). */
export const decodeQueue = () => ({
  active: decodeSlot.activeCount,
  pending: decodeSlot.pendingCount,
  limit: DECODES_AT_ONCE,
})

async function resizeOnce(body: Buffer): Promise<Record<UploadVariant, Buffer>> {
  const variants = Object.keys(UPLOAD_VARIANTS) as UploadVariant[]
  const largest = Math.max(...variants.map((variant) => UPLOAD_VARIANTS[variant]))
  const base = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = {
    width: base.info.width,
    height: base.info.height,
    channels: base.info.channels,
  }
  const entries = await Promise.all(
    variants.map(async (variant) => {
      const size = UPLOAD_VARIANTS[variant]
      const output = await sharp(base.data, { raw })
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: variant === 'thumb' ? 70 : 80 })
        .toBuffer()
      return [variant, output] as const
    }),
  )
  return Object.fromEntries(entries) as Record<UploadVariant, Buffer>
}
