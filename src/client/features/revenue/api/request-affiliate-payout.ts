import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AffiliatePayoutResult } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function requestAffiliatePayout(): Promise<AffiliatePayoutResult> {
  return apiFetch<AffiliatePayoutResult>('/api/affiliate/payouts', { method: 'POST' })
}

export function useRequestAffiliatePayout(
  options: {
    onSuccess?: (result: AffiliatePayoutResult) => void
    onError?: (error: Error) => void
  } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestAffiliatePayout,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: revenueKeys.affiliate() })
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
