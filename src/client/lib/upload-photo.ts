import { useMutation } from '@tanstack/react-query'
import type { UploadResult, UploadTicket } from '#shared/contracts/uploads.ts'
import { ApiRequestError, apiFetch } from '#client/lib/api-client.ts'
import { i18n } from '#client/lib/i18n.ts'

/** Asks for a signed address, then sends the file's bytes to it with its own content type. */
export async function uploadPhoto(file: File): Promise<UploadResult> {
  const { uploadURL } = await apiFetch<UploadTicket>('/api/objects/upload', { method: 'POST' })
  let response: Response
  try {
    response = await fetch(uploadURL, {
      method: 'PUT',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'am',
        'Content-Type': file.type || 'application/octet-stream',
      },
      body: file,
    })
  } catch {
    throw new ApiRequestError(0, 'network', i18n.t('error.unavailable', { ns: 'messages' }))
  }
  const text = await response.text()
  let body: Record<string, unknown> | undefined
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
  } catch {
    body = undefined
  }
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : undefined
    throw new ApiRequestError(
      response.status,
      typeof body?.code === 'string' ? body.code : 'UPLOAD_FAILED',
      message ?? `${response.status}: ${response.statusText}`,
      body?.details,
      message !== undefined,
    )
  }
  return body as UploadResult
}

export function useUploadPhoto(
  options: { onSuccess?: (result: UploadResult) => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: uploadPhoto, ...options })
}
