// Addresses of uploaded photos and their resized variants. No zod here: the catalogue's first
// load imports this, and the upload contracts (with their schemas) load only with the seller pages.

export const UPLOAD_VARIANTS = { thumb: 160, card: 480, full: 1200 } as const
export type UploadVariant = keyof typeof UPLOAD_VARIANTS

/** Stored image address: the upload URL without its query string (spec, calls). */
export const UPLOADED_IMAGE_URL =
  /^\/api\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

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
