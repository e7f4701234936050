import { useQuery } from '@tanstack/react-query'
import type { DigitalServiceOrder } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function getSoldOrders(signal?: AbortSignal): Promise<DigitalServiceOrder[]> {
  return apiFetch<DigitalServiceOrder[]>('/api/digital-service-orders/selling', { signal })
}

export function useSoldOrders(enabled: boolean) {
  return useQuery({
    queryKey: revenueKeys.soldOrders(),
    queryFn: ({ signal }) => getSoldOrders(signal),
    enabled,
    // Changes on the payment page (another screen): always read fresh on return.
    staleTime: 0,
  })
}
