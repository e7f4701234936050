import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderReturns } from '#shared/contracts/returns.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { returnKeys } from './query-keys.ts'

export function getOrderReturns(orderId: string, signal?: AbortSignal): Promise<OrderReturns> {
  return apiFetch<OrderReturns>(`/api/orders/${encodeURIComponent(orderId)}/returns`, { signal })
}

export function orderReturnsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: returnKeys.forOrder(orderId),
    queryFn: ({ signal }) => getOrderReturns(orderId, signal),
    retry: false,
  })
}

/** An order's returns and whether its buyer may ask for one now. */
export function useOrderReturns(orderId: string) {
  return useQuery({ ...orderReturnsQueryOptions(orderId), enabled: useSignedInOnly() })
}
