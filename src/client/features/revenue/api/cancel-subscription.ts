import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SellerSubscriptionView } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function cancelSubscription(): Promise<SellerSubscriptionView> {
  return apiFetch<SellerSubscriptionView>('/api/seller-subscriptions/cancel', { method: 'POST' })
}

export function useCancelSubscription(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (view) => {
      queryClient.setQueryData(revenueKeys.subscription(), view)
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
