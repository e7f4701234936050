import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CourierQuotes } from '#shared/contracts/couriers.ts'
import type { ServiceArea } from '#shared/delivery-areas.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { orderKeys } from './query-keys.ts'

/**
 * Each courier's own quote for a trip in the area (couriers whose maximum distance the trip
 * exceeds are not quoted): what a courier the seller hands the trip to is paid.
 */
export function getTripQuotes(
  params: { area: ServiceArea; price: string },
  signal?: AbortSignal,
): Promise<CourierQuotes> {
  const search = new URLSearchParams({ city: params.area, price: params.price })
  return apiFetch<CourierQuotes>(`/api/couriers/quotes?${search}`, { signal })
}

export function tripQuotesQueryOptions(area: ServiceArea, price: string) {
  return queryOptions({
    queryKey: orderKeys.tripQuotes(area, price),
    queryFn: ({ signal }) => getTripQuotes({ area, price }, signal),
    staleTime: 60_000,
  })
}

export function useTripQuotes(area: ServiceArea, price: string) {
  return useQuery(tripQuotesQueryOptions(area, price))
}
