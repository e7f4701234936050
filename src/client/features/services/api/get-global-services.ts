import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GlobalService } from '#shared/contracts/marketing.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { servicesKeys } from './query-keys.ts'

/**
 * Every active service at once: the directory is small, and searching and filtering it locally
 * (as the spec does) keeps the stats about the whole directory.
 */
export function getGlobalServices(signal?: AbortSignal): Promise<GlobalService[]> {
  return apiFetch<GlobalService[]>('/api/global-services?isActive=true', { signal })
}

export function globalServicesQueryOptions() {
  return queryOptions({
    queryKey: servicesKeys.list(),
    queryFn: ({ signal }) => getGlobalServices(signal),
  })
}

export function useGlobalServices() {
  return useQuery(globalServicesQueryOptions())
}
