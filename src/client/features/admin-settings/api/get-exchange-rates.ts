import { useQuery } from '@tanstack/react-query'
import type { AdminRate } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'

export function getAdminRates(signal?: AbortSignal) {
  return apiFetch<AdminRate[]>('/api/admin/exchange-rates', { signal })
}

export function useAdminRates() {
  return useQuery({
    queryKey: settingsKeys.rates(),
    queryFn: ({ signal }) => getAdminRates(signal),
  })
}
