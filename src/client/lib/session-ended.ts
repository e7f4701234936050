import { hashKey, type Query, type QueryClient } from '@tanstack/react-query'
import { isUnauthenticated } from './api-client.ts'
import { AUTH_PAGES, authHref } from './next-path.ts'
import { meQueryKey } from './query-keys.ts'

// One place decides what a 401 means, for every query and mutation: the session ended (or never
// began). The signed-in state is cleared and the user is sent to sign in, coming back afterwards.

/** Their 401 is an answer, not an ended session: wrong password, sign-out, the visitor check. */
const AUTH_ENDPOINTS = ['/api/auth/login', '/api/auth/register', '/api/auth/logout', '/api/auth/me']

export type SessionEndedContext = {
  queryClient: QueryClient
  /** The page the user is on, with its query string. */
  location: string
  navigate: (to: string) => void
  /** A read (query) or an action the user took (mutation). */
  source: 'query' | 'mutation'
}

/** True when the error was a 401 that this handled (the caller then shows nothing more). */
export function handleUnauthenticated(error: unknown, context: SessionEndedContext): boolean {
  if (!isUnauthenticated(error)) return false
  if (error.path && AUTH_ENDPOINTS.includes(error.path)) return false
  const { queryClient, location, navigate, source } = context
  const wasSignedIn = Boolean(queryClient.getQueryData(meQueryKey))
  if (wasSignedIn) queryClient.setQueryData(meQueryKey, null)
  // A visitor's page read needs no sign-in (the page shows its own prompt); an action does.
  if (!wasSignedIn && source === 'query') return true
  const path = location.split('?')[0] ?? location
  if (AUTH_PAGES.includes(path)) return true
  navigate(authHref('/login', location))
  return true
}

/**
 * After the session ended on purpose (sign-out, account deleted): the user becomes null in place,
 * since observers stay subscribed to their queries (clear() would orphan them and leave the header
 * signed in). Queries only a user may make switch themselves off at once (useSignedInOnly);
 * everything else may belong to the previous user: unused answers are dropped and the rest marked
 * stale, read again when next shown, so nothing asks a signed-in endpoint afterwards.
 */
export async function forgetSignedInAnswers(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries()
  queryClient.setQueryData(meQueryKey, null)
  const meHash = hashKey(meQueryKey)
  const others = { predicate: (query: Query) => query.queryHash !== meHash }
  queryClient.removeQueries({ ...others, type: 'inactive' })
  await queryClient.invalidateQueries({ ...others, refetchType: 'none' })
}
