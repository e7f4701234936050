import { i18n } from './i18n.ts'

/** An API answer that was not OK. `message` is already in the user's language (server-side). */
export class ApiRequestError extends Error {
  readonly status: number
  readonly code: string
  readonly details: unknown
  /** False when the server sent no message and `message` is only "status: statusText". */
  readonly hasServerMessage: boolean
  /** The API path asked ("/api/cart"), when known. */
  readonly path: string | undefined

  constructor(
    status: number,
    code: string,
    message: string,
    details?: unknown,
    hasServerMessage = true,
    path?: string,
  ) {
    super(message)
    this.name = 'ApiRequestError'
    this.status = status
    this.code = code
    this.details = details
    this.hasServerMessage = hasServerMessage
    this.path = path
  }

  /** Field errors of a validation failure (`details.fields`), keyed by field path. */
  get fieldErrors(): Record<string, string> {
    const fields = (this.details as { fields?: unknown } | undefined)?.fields
    if (!fields || typeof fields !== 'object') return {}
    return Object.fromEntries(
      Object.entries(fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  }
}

export type ApiFetchOptions = {
  method?: string
  body?: unknown
  signal?: AbortSignal
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>
  /** Sent even if the page is closed meanwhile (small bodies only, such as a page view). */
  keepalive?: boolean
}

/** How a request reaches the API: the browser's fetch, or the server's in-process call while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>

let transport: ApiTransport = (path, init) => fetch(path, init)

export function setApiTransport(next: ApiTransport): void {
  transport = next
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.resolvedLanguage ?? i18n.language ?? 'am',
    ...options.headers,
  }
  const hasBody = options.body !== undefined
  if (hasBody) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await transport(path, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      credentials: 'include',
      headers,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiRequestError(
      0,
      'network',
      i18n.t('error.unavailable', { ns: 'messages' }),
      undefined,
      true,
      path,
    )
  }

  if (!response.ok) throw await toRequestError(response, path)
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

async function toRequestError(response: Response, path: string): Promise<ApiRequestError> {
  const fallback = `${response.status}: ${response.statusText}`
  let body: { message?: unknown; code?: unknown; details?: unknown } | undefined
  try {
    const text = await response.text()
    body = text ? (JSON.parse(text) as typeof body) : undefined
  } catch {
    body = undefined
  }
  const hasServerMessage = typeof body?.message === 'string' && body.message.length > 0
  const message = hasServerMessage ? String(body?.message) : fallback
  const code = typeof body?.code === 'string' ? body.code : `http.${response.status}`
  return new ApiRequestError(
    response.status,
    code,
    message,
    body?.details,
    hasServerMessage,
    path.split('?')[0],
  )
}

/** The server's explanation of a failure, or `fallback` when it gave none (or it was not an API error). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.hasServerMessage ? error.message : fallback
}

export function isUnauthenticated(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 401
}
