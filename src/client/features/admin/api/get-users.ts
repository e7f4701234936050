import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminUser, AdminUsersQuery, Paged } from '#shared/contracts/admin.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys, toSearch } from './query-keys.ts'

export function getUsers(query: AdminUsersQuery, signal?: AbortSignal) {
  return apiFetch<Paged<AdminUser>>(`/api/admin/users${toSearch(query)}`, { signal })
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  })
}
