import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Courier } from '#shared/contracts/couriers.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { deliveryKeys } from './query-keys.ts'

/** Active couriers, public fields only. */
export function getCouriers(signal?: AbortSignal): Promise<Courier[]> {
  return apiFetch<Courier[]>('/api/couriers?isActive=true', { signal })
}

export function couriersQueryOptions() {
  return queryOptions({
    queryKey: deliveryKeys.couriers(),
    queryFn: ({ signal }) => getCouriers(signal),
  })
}

export function useCouriers() {
  return useQuery(couriersQueryOptions())
}
