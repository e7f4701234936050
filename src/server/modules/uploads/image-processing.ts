import sharp from 'sharp'
import { UPLOAD_VARIANTS, type UploadVariant } from '#shared/contracts/uploads.ts'

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

/**
 * Resized WebP variants. Orientation is applied first, then every piece of metadata (EXIF with
 * its GPS position, XMP, ICC comments) is dropped: sharp writes none unless asked to.
 * Throws when the bytes do not decode as an image.
 */
export async function makeVariants(body: Buffer): Promise<Record<UploadVariant, Buffer>> {
  const entries = await Promise.all(
    (Object.keys(UPLOAD_VARIANTS) as UploadVariant[]).map(async (variant) => {
      const size = UPLOAD_VARIANTS[variant]
      const output = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: variant === 'thumb' ? 70 : 80 })
        .toBuffer()
      return [variant, output] as const
    }),
  )
  return Object.fromEntries(entries) as Record<UploadVariant, Buffer>
}
