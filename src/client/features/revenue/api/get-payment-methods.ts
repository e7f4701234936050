import { useQuery } from '@tanstack/react-query'
import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return apiFetch<PaymentMethod[]>('/api/revenue/payment-methods', { signal })
}

/** Online methods offered for plans, memberships and services (sandbox at least). */
export function usePaymentMethods() {
  return useQuery({
    queryKey: revenueKeys.paymentMethods(),
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 10 * 60_000,
  })
}
