import { useQuery } from '@tanstack/react-query'
import type { DigitalServiceOrder } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function getPurchasedOrders(signal?: AbortSignal): Promise<DigitalServiceOrder[]> {
  return apiFetch<DigitalServiceOrder[]>('/api/digital-service-orders', { signal })
}

export function usePurchasedOrders(enabled: boolean) {
  return useQuery({
    queryKey: revenueKeys.purchasedOrders(),
    queryFn: ({ signal }) => getPurchasedOrders(signal),
    enabled,
    // Changes on the payment page (another screen): always read fresh on return.
    staleTime: 0,
  })
}
