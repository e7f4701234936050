import { useQuery } from '@tanstack/react-query'
import type { AdminCategory } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'

export function getAdminCategories(signal?: AbortSignal) {
  return apiFetch<AdminCategory[]>('/api/admin/categories', { signal })
}

export function useAdminCategories() {
  return useQuery({
    queryKey: settingsKeys.categories(),
    queryFn: ({ signal }) => getAdminCategories(signal),
  })
}
