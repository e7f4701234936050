import { useQuery } from '@tanstack/react-query'
import type { PaymentMethod } from '#shared/contracts/wallet.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { walletKeys } from './query-keys.ts'

export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return apiFetch<PaymentMethod[]>('/api/payment-methods', { signal })
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: walletKeys.paymentMethods(),
    queryFn: ({ signal }) => getPaymentMethods(signal),
  })
}
