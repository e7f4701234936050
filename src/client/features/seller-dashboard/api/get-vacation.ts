import { useQuery } from '@tanstack/react-query'
import type { StoreVacation } from '#shared/contracts/store-vacation.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { sellerDashboardKeys } from './query-keys.ts'

export function getVacation(signal?: AbortSignal): Promise<StoreVacation> {
  return apiFetch<StoreVacation>('/api/seller/vacation', { signal })
}

/** The signed-in seller's vacation mode (the return date while the store is away). */
export function useVacation() {
  return useQuery({
    queryKey: sellerDashboardKeys.vacation(),
    queryFn: ({ signal }) => getVacation(signal),
    enabled: useSignedInOnly(),
  })
}
