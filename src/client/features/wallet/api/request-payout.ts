import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Payout, PayoutInput } from '#shared/contracts/wallet.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { walletKeys } from './query-keys.ts'

export function requestPayout(input: PayoutInput): Promise<Payout> {
  return apiFetch<Payout>('/api/seller/payouts', { method: 'POST', body: input })
}

export function useRequestPayout(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: async () => {
      // The whole wallet root: the balance and history here, and the monthly statements.
      await queryClient.invalidateQueries({ queryKey: walletKeys.all })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
