import { useQuery } from '@tanstack/react-query'
import type { AdminTier } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'

export function getAdminTiers(signal?: AbortSignal) {
  return apiFetch<AdminTier[]>('/api/admin/tiers', { signal })
}

export function useAdminTiers() {
  return useQuery({
    queryKey: settingsKeys.tiers(),
    queryFn: ({ signal }) => getAdminTiers(signal),
  })
}
