import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AffiliateView } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function joinAffiliate(): Promise<AffiliateView> {
  return apiFetch<AffiliateView>('/api/affiliate', { method: 'POST' })
}

export function useJoinAffiliate(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinAffiliate,
    onSuccess: (view) => {
      queryClient.setQueryData(revenueKeys.affiliate(), view)
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
