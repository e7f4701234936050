import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CourierQuote } from '#shared/contracts/couriers.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { returnKeys } from './query-keys.ts'

export function getReturnCourierQuotes(
  returnId: string,
  signal?: AbortSignal,
): Promise<CourierQuote[]> {
  return apiFetch<CourierQuote[]>(`/api/returns/${encodeURIComponent(returnId)}/courier-quotes`, {
    signal,
  })
}

export function returnCourierQuotesQueryOptions(returnId: string) {
  return queryOptions({
    queryKey: returnKeys.courierQuotes(returnId),
    queryFn: ({ signal }) => getReturnCourierQuotes(returnId, signal),
    staleTime: 60_000,
  })
}

/** Each active courier's own quote for the trip back of a return. */
export function useReturnCourierQuotes(returnId: string) {
  return useQuery(returnCourierQuotesQueryOptions(returnId))
}
