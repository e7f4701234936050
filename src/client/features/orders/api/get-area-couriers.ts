import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Courier, ServiceArea } from '#shared/contracts/couriers.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { orderKeys } from './query-keys.ts'

/** Active couriers serving an area: the ones an order there may be handed to. */
export function getAreaCouriers(area: ServiceArea, signal?: AbortSignal): Promise<Courier[]> {
  return apiFetch<Courier[]>(`/api/couriers?serviceArea=${encodeURIComponent(area)}`, { signal })
}

export function areaCouriersQueryOptions(area: ServiceArea) {
  return queryOptions({
    queryKey: orderKeys.areaCouriers(area),
    queryFn: ({ signal }) => getAreaCouriers(area, signal),
    staleTime: 60_000,
  })
}

export function useAreaCouriers(area: ServiceArea, options: { enabled?: boolean } = {}) {
  return useQuery({ ...areaCouriersQueryOptions(area), enabled: options.enabled ?? true })
}
