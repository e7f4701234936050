import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { UPLOAD_URL_TTL_SECONDS, type UploadResult } from '#shared/contracts/uploads.ts'
import { uploadKey, uploadVariantUrl, type UploadVariant } from '#shared/image-variants.ts'
import { AppError, conflict, forbidden } from '#server/lib/errors.ts'
import { detectImageType, makeVariants } from './image-processing.ts'
import type { UploadStorage } from './upload-storage.ts'

// Signing secret. One random secret per process: upload URLs are short-lived, so losing them on a
// restart costs a retry at most. Several processes behind one address need a shared secret
// (UPLOAD_SECRET in the configuration), passed in through the plugin options.
const processSecret = randomBytes(32)

function signature(secret: Buffer | string, key: string, expires: number, userId: string) {
  return createHmac('sha256', secret)
    .update(`PUT\n${key}\n${expires}\n${userId}`)
    .digest('base64url')
}

/** The signed address a file may be PUT to, valid until `expires` (unix seconds). */
export function signedUploadPath(
  key: string,
  expires: number,
  userId: string,
  secret: Buffer | string = processSecret,
): string {
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(secret, key, expires, userId),
  })
  return `/api/objects/${key}?${query}`
}

export function createUploadTicket(userId: string, secret?: Buffer | string) {
  const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS
  return { uploadURL: signedUploadPath(randomUUID(), expires, userId, secret) }
}

export function verifyUploadSignature(
  input: { key: string; expires: number; signature: string; userId: string },
  secret: Buffer | string = processSecret,
): void {
  const expected = Buffer.from(signature(secret, input.key, input.expires, input.userId))
  const given = Buffer.from(input.signature)
  const valid = expected.length === given.length && timingSafeEqual(expected, given)
  if (!valid) throw forbidden('upload.invalidSignature')
  if (input.expires < Date.now() / 1000) throw forbidden('upload.expired')
}

const storedName = (key: string, variant: UploadVariant) => `${key}-${variant}.webp`

export function unsupportedType() {
  return new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'upload.unsupportedType')
}

export async function storeUpload(
  storage: UploadStorage,
  key: string,
  body: Buffer,
): Promise<UploadResult> {
  if (!detectImageType(body)) throw unsupportedType()
  if (await storage.exists(storedName(key, 'full')))
    throw conflict('UPLOAD_USED', 'upload.alreadyUsed')
  let variants: Record<UploadVariant, Buffer>
  try {
    variants = await makeVariants(body)
  } catch {
    // Right magic bytes but not a decodable image (truncated, corrupt, or too many pixels).
    throw unsupportedType()
  }
  // The full variant is written last: its presence is what marks the upload complete.
  for (const variant of ['thumb', 'card', 'full'] as const) {
    await storage.put(storedName(key, variant), variants[variant], 'image/webp')
  }
  return {
    url: `/api/objects/${key}`,
    variants: {
      thumb: uploadVariantUrl(key, 'thumb'),
      card: uploadVariantUrl(key, 'card'),
      full: uploadVariantUrl(key, 'full'),
    },
  }
}

/** True when the address is one of our uploads and its file was stored. */
export async function isStoredUpload(storage: UploadStorage, url: string): Promise<boolean> {
  const key = uploadKey(url)
  return key !== null && storage.exists(storedName(key, 'full'))
}
