import type { QueryClient } from '@tanstack/react-query'
import { domainKeys } from '#client/lib/query-keys.ts'
import type { OrderStatus } from '#shared/constants.ts'
import type { OrderListView } from '#shared/contracts/orders.ts'

// Every order mutation invalidates `all`: lists, details, timelines and stats move together.
export const orderKeys = {
  all: domainKeys.orders,
  list: (view: OrderListView, status: OrderStatus | undefined) =>
    [...orderKeys.all, 'list', view, status ?? 'all'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  tracking: (id: string) => [...orderKeys.all, 'tracking', id] as const,
  courierStats: () => [...orderKeys.all, 'courier-stats'] as const,
  tripQuotes: (area: string, price: string) =>
    [...orderKeys.all, 'trip-quotes', area, price] as const,
}

/** How often an open order refreshes, so its status and courier position follow live. */
export const LIVE_REFRESH_MS = 15_000

/** An order's move shows in the order lists and also in the seller's dashboard figures and wallet. */
export async function invalidateOrderViews(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [domainKeys.orders, domainKeys.sellerDashboard, domainKeys.wallet].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  )
}
