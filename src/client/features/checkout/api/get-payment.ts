import { useQuery } from '@tanstack/react-query'
import type { PaymentView } from '#shared/contracts/payments.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { checkoutKeys } from './query-keys.ts'

export function getPayment(id: string, signal?: AbortSignal) {
  return apiFetch<PaymentView>(`/api/payments/${encodeURIComponent(id)}`, { signal })
}

export function usePayment(id: string) {
  return useQuery({
    queryKey: checkoutKeys.payment(id),
    queryFn: ({ signal }) => getPayment(id, signal),
    retry: false,
    // A telebirr or Chapa payment is confirmed by the provider's notification: look again while pending.
    refetchInterval: (query) => {
      const data = query.state.data
      return data &&
        data.status === 'pending' &&
        (data.method === 'telebirr' || data.method === 'chapa')
        ? 5000
        : false
    },
  })
}
