import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#client/lib/api-client.ts'
import { walletKeys } from './query-keys.ts'

export function removePaymentMethod(id: string): Promise<void> {
  return apiFetch<void>(`/api/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useRemovePaymentMethod(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removePaymentMethod,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.paymentMethods() })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
