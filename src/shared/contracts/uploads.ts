import { z } from 'zod'
import { UPLOADED_IMAGE_URL } from '../image-variants.ts'

/** Largest photo accepted, in bytes (spec: upload limit 10485760). */
export const UPLOAD_MAX_BYTES = 10_485_760
/** How long a signed upload address stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60

export const uploadTicket = z.object({ uploadURL: z.string() })
export type UploadTicket = z.infer<typeof uploadTicket>

export const uploadResult = z.object({
  url: z.string(),
  variants: z.object({ thumb: z.string(), card: z.string(), full: z.string() }),
})
export type UploadResult = z.infer<typeof uploadResult>

export const uploadedImageUrl = z.string().regex(UPLOADED_IMAGE_URL, 'validation.imageUrl')
