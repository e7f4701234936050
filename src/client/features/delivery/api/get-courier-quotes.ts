import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CourierQuotes } from '#shared/contracts/couriers.ts'
import type { ServiceArea } from '#shared/delivery-areas.ts'
import { isMoney } from '#shared/money.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { deliveryKeys } from './query-keys.ts'

export function getCourierQuotes(
  city: ServiceArea,
  price: string,
  signal?: AbortSignal,
): Promise<CourierQuotes> {
  const query = new URLSearchParams({ city, price })
  return apiFetch<CourierQuotes>(`/api/couriers/quotes?${query.toString()}`, { signal })
}

export function courierQuotesQueryOptions(city: ServiceArea, price: string) {
  return queryOptions({
    queryKey: deliveryKeys.quotes(city, price),
    queryFn: ({ signal }) => getCourierQuotes(city, price, signal),
  })
}

/** Quotes for a city and price; waits while the price is not a valid amount. */
export function useCourierQuotes(city: ServiceArea, price: string) {
  return useQuery({
    ...courierQuotesQueryOptions(city, price),
    enabled: isMoney(price),
    // Changing the city keeps the old list on screen (dimmed) instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  })
}
