import { useQuery } from '@tanstack/react-query'
import type { SellerSubscriptionView } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function getSellerSubscription(signal?: AbortSignal): Promise<SellerSubscriptionView> {
  return apiFetch<SellerSubscriptionView>('/api/seller-subscriptions', { signal })
}

/** The seller's plan, trial and limits; only asked for when the user is a seller. */
export function useSellerSubscription(enabled: boolean) {
  return useQuery({
    queryKey: revenueKeys.subscription(),
    queryFn: ({ signal }) => getSellerSubscription(signal),
    enabled,
    // Changes on the payment page (another screen): always read fresh on return.
    staleTime: 0,
  })
}
