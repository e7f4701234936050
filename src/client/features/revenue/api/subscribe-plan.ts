import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RevenueCheckout, SubscribeInput } from '#shared/contracts/revenue.ts'
import { domainKeys } from '#client/lib/query-keys.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function subscribePlan(input: SubscribeInput): Promise<RevenueCheckout> {
  return apiFetch<RevenueCheckout>('/api/seller-subscriptions', { method: 'POST', body: input })
}

export function useSubscribePlan(
  options: { onSuccess?: (result: RevenueCheckout) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: subscribePlan,
    onSuccess: async (result) => {
      // The plan also lifts the trial limits the dashboard's banner shows.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: revenueKeys.subscription() }),
        queryClient.invalidateQueries({ queryKey: domainKeys.sellerDashboard }),
      ])
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
