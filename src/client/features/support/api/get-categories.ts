import { useQuery } from '@tanstack/react-query'
import type { SupportCategory } from '#shared/contracts/support.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { supportKeys } from './query-keys.ts'

export function getSupportCategories(signal?: AbortSignal): Promise<SupportCategory[]> {
  return apiFetch<SupportCategory[]>('/api/support/categories', { signal })
}

export function useSupportCategories() {
  return useQuery({
    queryKey: supportKeys.categories(),
    queryFn: ({ signal }) => getSupportCategories(signal),
    staleTime: 10 * 60_000,
  })
}
