import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PaymentMethod } from '#shared/contracts/wallet.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { walletKeys } from './query-keys.ts'

export function setDefaultPaymentMethod(id: string): Promise<PaymentMethod> {
  return apiFetch<PaymentMethod>(`/api/payment-methods/${encodeURIComponent(id)}/set-default`, {
    method: 'PUT',
  })
}

export function useSetDefaultPaymentMethod(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.paymentMethods() })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
