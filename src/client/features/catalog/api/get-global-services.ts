import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GlobalService } from '#shared/contracts/marketing.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { catalogKeys } from './query-keys.ts'

/** Active global (diaspora) services only (the server filters). */
export function getGlobalServices(signal?: AbortSignal): Promise<GlobalService[]> {
  return apiFetch<GlobalService[]>('/api/global-services', { signal })
}

export function globalServicesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.globalServices(),
    queryFn: ({ signal }) => getGlobalServices(signal),
  })
}

export function useGlobalServices() {
  return useQuery(globalServicesQueryOptions())
}
