import { useQuery } from '@tanstack/react-query'
import type { SavedCounts } from '#shared/contracts/saved.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { savedKeys } from './query-keys.ts'

export function getSavedCounts(signal?: AbortSignal): Promise<SavedCounts> {
  return apiFetch<SavedCounts>('/api/saved/counts', { signal })
}

/** The header badges' figures; asked only for a signed-in user. */
export function useSavedCounts(enabled: boolean) {
  return useQuery({
    queryKey: savedKeys.counts(),
    queryFn: ({ signal }) => getSavedCounts(signal),
    enabled: useSignedInOnly(enabled),
  })
}
