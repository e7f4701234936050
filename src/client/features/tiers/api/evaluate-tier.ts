import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TierEvaluation } from '#shared/contracts/tiers.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { tierKeys } from './query-keys.ts'

export function evaluateTier(sellerId: string): Promise<TierEvaluation> {
  return apiFetch<TierEvaluation>(`/api/sellers/${encodeURIComponent(sellerId)}/evaluate-tier`, {
    method: 'POST',
  })
}

export function useEvaluateTier(
  sellerId: string,
  options: { onSuccess?: (result: TierEvaluation) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => evaluateTier(sellerId),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: tierKeys.seller(sellerId) })
      options.onSuccess?.(result)
    },
    onError: options.onError,
  })
}
