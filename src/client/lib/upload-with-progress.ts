import { ApiRequestError } from '#client/lib/api-client.ts'
import { i18n } from '#client/lib/i18n.ts'

export type UploadProgress = { loaded: number; total: number }

/**
 * Sends a file to an API route and reports how much of it has left the browser: the one place
 * the app needs upload progress, which fetch cannot report. Answers and errors read as apiFetch's
 * do (`{ message, code, details }` as an ApiRequestError, in the user's language).
 */
export function uploadWithProgress<T>(
  path: string,
  file: Blob,
  options: { contentType: string; onProgress?: (progress: UploadProgress) => void },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', path)
    request.withCredentials = true
    request.setRequestHeader('Accept', 'application/json')
    request.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? i18n.language ?? 'am')
    request.setRequestHeader('Content-Type', options.contentType)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        options.onProgress?.({ loaded: event.loaded, total: event.total })
      }
    }
    request.onerror = () =>
      reject(new ApiRequestError(0, 'network', i18n.t('error.unavailable', { ns: 'messages' })))
    request.onload = () => {
      let body: Record<string, unknown> | undefined
      try {
        body = request.responseText
          ? (JSON.parse(request.responseText) as Record<string, unknown>)
          : undefined
      } catch {
        body = undefined
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as T)
        return
      }
      const message = typeof body?.message === 'string' ? body.message : undefined
      reject(
        new ApiRequestError(
          request.status,
          typeof body?.code === 'string' ? body.code : 'REQUEST_FAILED',
          message ?? `${request.status}: ${request.statusText}`,
          body?.details,
          message !== undefined,
          path,
        ),
      )
    }
    request.send(file)
  })
}
