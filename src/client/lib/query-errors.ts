import type { DehydratedState } from '@tanstack/react-query'
import { ApiRequestError } from './api-client.ts'

// A server-rendered page may show an API error (a product that does not exist). The error crosses
// to the browser as JSON, so it is written as plain fields and made an ApiRequestError again, and
// the page's first render in the browser shows the same message the server did.

type SerializedError = {
  apiRequestError: {
    status: number
    code: string
    message: string
    details?: unknown
    hasServerMessage: boolean
    path?: string
  }
}

function isSerialized(value: unknown): value is SerializedError {
  return typeof value === 'object' && value !== null && 'apiRequestError' in value
}

export function serializeQueryErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error
      if (!(error instanceof ApiRequestError)) return query
      const serialized: SerializedError = {
        apiRequestError: {
          status: error.status,
          code: error.code,
          message: error.message,
          details: error.details,
          hasServerMessage: error.hasServerMessage,
          path: error.path,
        },
      }
      return { ...query, state: { ...query.state, error: serialized as never } }
    }),
  }
}

export function reviveQueryErrors(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error
      if (!isSerialized(error)) return query
      const { status, code, message, details, hasServerMessage, path } = error.apiRequestError
      const revived = new ApiRequestError(status, code, message, details, hasServerMessage, path)
      return { ...query, state: { ...query.state, error: revived as never } }
    }),
  }
}
