import { ApiRequestError } from '#client/lib/api-client.ts'

/** 404, or 400 for an id that is not even well-formed: either way there is nothing to show. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400)
}
