import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PaymentView } from '#shared/contracts/payments.ts'
import { domainKeys } from '#client/lib/query-keys.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { checkoutKeys } from './query-keys.ts'

export function decideSandboxPayment(input: { id: string; action: 'approve' | 'decline' }) {
  return apiFetch<PaymentView>(
    `/api/payments/${encodeURIComponent(input.id)}/sandbox/${input.action}`,
    { method: 'POST' },
  )
}

export function useDecideSandboxPayment(options: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideSandboxPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(checkoutKeys.payment(payment.id), payment)
      // Orders changed status; order lists elsewhere refetch. A declined payment put the items
      // back in the cart.
      void queryClient.invalidateQueries({ queryKey: domainKeys.orders })
      if (payment.status !== 'paid')
        void queryClient.invalidateQueries({ queryKey: domainKeys.cart })
    },
    onError: options.onError,
  })
}
