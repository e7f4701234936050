import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminService, AdminServicesQuery, Paged } from '#shared/contracts/admin.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys, toSearch } from './query-keys.ts'

export function getServices(query: AdminServicesQuery, signal?: AbortSignal) {
  return apiFetch<Paged<AdminService>>(`/api/admin/services${toSearch(query)}`, { signal })
}

export function useAdminServices(query: AdminServicesQuery) {
  return useQuery({
    queryKey: adminKeys.services(query),
    queryFn: ({ signal }) => getServices(query, signal),
    placeholderData: keepPreviousData,
  })
}
