import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PayoutMethod, PayoutMethodInput } from '#shared/contracts/wallet.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { walletKeys } from './query-keys.ts'

export function addPayoutMethod(input: PayoutMethodInput): Promise<PayoutMethod> {
  return apiFetch<PayoutMethod>('/api/seller/payout-methods', { method: 'POST', body: input })
}

export function useAddPayoutMethod(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addPayoutMethod,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.payoutMethods() })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
