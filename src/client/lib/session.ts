import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MeResponse, SessionUser } from '#shared/contracts/auth.ts'
import { apiFetch } from './api-client.ts'
import { meQueryKey } from './query-keys.ts'

// The session is data every feature needs to know about (who is signed in), so its one query lives
// here; the auth feature owns signing in and out.

/** The signed-in user, or null for a visitor (the server answers 200 with `user: null`). */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await apiFetch<MeResponse>('/api/auth/me', { signal })
  return user
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60_000,
})

/** `data` is the user, null when signed out, undefined while the first answer is pending. */
export function useMe() {
  return useQuery(meQueryOptions)
}

/**
 * `enabled` for a query only a signed-in user may make: off for visitors, and off the moment the
 * session query is cleared (sign-out, an ended session), before the screen has re-rendered, so
 * nothing asks a signed-in endpoint after logout.
 */
export function useSignedInOnly(enabled = true): boolean | (() => boolean) {
  const queryClient = useQueryClient()
  const { data: user } = useMe()
  if (!enabled || !user) return false
  return () => Boolean(queryClient.getQueryData(meQueryKey))
}
