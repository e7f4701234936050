import type { QueryClient } from '@tanstack/react-query'
import type { ReturnListView } from '#shared/contracts/returns.ts'
import { domainKeys } from '#client/lib/query-keys.ts'

// Every return mutation invalidates `all`, the order (its timeline shows each step), the seller's
// figures and wallet (a refund takes money back) and the buyer's wallet credit.
export const returnKeys = {
  all: domainKeys.returns,
  forOrder: (orderId: string) => [...returnKeys.all, 'order', orderId] as const,
  list: (view: ReturnListView, queue: 'admin' | undefined) =>
    [...returnKeys.all, 'list', view, queue ?? 'all'] as const,
  policy: () => [...returnKeys.all, 'policy'] as const,
  courierQuotes: (returnId: string) => [...returnKeys.all, 'courier-quotes', returnId] as const,
  walletCredit: () => [...domainKeys.wallet, 'credit'] as const,
}

export async function invalidateReturnViews(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [domainKeys.returns, domainKeys.orders, domainKeys.sellerDashboard, domainKeys.wallet].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  )
}
