import { UPLOAD_MAX_BYTES } from '#shared/contracts/uploads.ts'

/** Types the server stores; it checks the bytes again, this only saves a doomed upload. */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

/** Message key (messages namespace) of why a chosen file cannot be uploaded, or null. */
export function photoProblem(file: {
  type: string
  size: number
}): 'upload.unsupportedType' | 'upload.tooLarge' | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'upload.unsupportedType'
  }
  if (file.size > UPLOAD_MAX_BYTES) return 'upload.tooLarge'
  return null
}
