import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminSeller, AdminSellersQuery, Paged } from '#shared/contracts/admin.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys, toSearch } from './query-keys.ts'

export function getSellers(query: AdminSellersQuery, signal?: AbortSignal) {
  return apiFetch<Paged<AdminSeller>>(`/api/admin/sellers${toSearch(query)}`, { signal })
}

export function useAdminSellers(query: AdminSellersQuery) {
  return useQuery({
    queryKey: adminKeys.sellers(query),
    queryFn: ({ signal }) => getSellers(query, signal),
    placeholderData: keepPreviousData,
  })
}
