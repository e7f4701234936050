import { useQuery } from '@tanstack/react-query'
import type { AdminCurrency } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'

export function getAdminCurrencies(signal?: AbortSignal) {
  return apiFetch<AdminCurrency[]>('/api/admin/currencies', { signal })
}

export function useAdminCurrencies() {
  return useQuery({
    queryKey: settingsKeys.currencies(),
    queryFn: ({ signal }) => getAdminCurrencies(signal),
  })
}
