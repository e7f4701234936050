import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PaymentMethod, PaymentMethodInput } from '#shared/contracts/wallet.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { walletKeys } from './query-keys.ts'

export function addPaymentMethod(input: PaymentMethodInput): Promise<PaymentMethod> {
  return apiFetch<PaymentMethod>('/api/payment-methods', { method: 'POST', body: input })
}

export function useAddPaymentMethod(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addPaymentMethod,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.paymentMethods() })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
