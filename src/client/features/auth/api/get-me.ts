import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SessionUser } from '#shared/contracts/auth.ts'
import { apiFetch, isUnauthenticated } from '#client/lib/api-client.ts'

export const meQueryKey = ['auth', 'me'] as const

/** The signed-in user, or null for a visitor (the server answers 401). */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const { user } = await apiFetch<{ user: SessionUser }>('/api/auth/me', { signal })
    return user
  } catch (error) {
    if (isUnauthenticated(error)) return null
    throw error
  }
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
