import { z } from 'zod'

/** Largest photo accepted, in bytes (spec: upload limit 10485760). */
export const UPLOAD_MAX_BYTES = 10_485_760
/** How long a signed upload address stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60
export const UPLOAD_VARIANTS = { thumb: 160, card: 480, full: 1200 } as const
export type UploadVariant = keyof typeof UPLOAD_VARIANTS

/** Stored image address: the upload URL without its query string (spec, calls). */
export const UPLOADED_IMAGE_URL =
  /^\/api\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const uploadTicket = z.object({ uploadURL: z.string() })
export type UploadTicket = z.infer<typeof uploadTicket>

export const uploadResult = z.object({
  url: z.string(),
  variants: z.object({ thumb: z.string(), card: z.string(), full: z.string() }),
})
export type UploadResult = z.infer<typeof uploadResult>

export const uploadedImageUrl = z.string().regex(UPLOADED_IMAGE_URL, 'validation.imageUrl')

/** The object key of a stored image address, or null when it is not one of our uploads. */
export function uploadKey(url: string): string | null {
  return UPLOADED_IMAGE_URL.test(url) ? url.slice('/api/objects/'.length) : null
}

/** Public address of one resized variant of an uploaded image. */
export function uploadVariantUrl(key: string, variant: UploadVariant): string {
  return `/media/uploads/${key}-${variant}.webp`
}

/**
 * `src` and `srcSet` for an image address: our uploads get their WebP variants so slow networks
 * load the small ones; any other address is used as it is.
 */
export function imageSources(url: string): { src: string; srcSet?: string } {
  const key = uploadKey(url)
  if (!key) return { src: url }
  return {
    src: uploadVariantUrl(key, 'card'),
    srcSet: (Object.keys(UPLOAD_VARIANTS) as UploadVariant[])
      .map((variant) => `${uploadVariantUrl(key, variant)} ${UPLOAD_VARIANTS[variant]}w`)
      .join(', '),
  }
}
