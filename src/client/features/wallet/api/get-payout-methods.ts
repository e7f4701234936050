import { useQuery } from '@tanstack/react-query'
import type { PayoutMethod } from '#shared/contracts/wallet.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { walletKeys } from './query-keys.ts'

export function getPayoutMethods(signal?: AbortSignal): Promise<PayoutMethod[]> {
  return apiFetch<PayoutMethod[]>('/api/seller/payout-methods', { signal })
}

export function usePayoutMethods() {
  return useQuery({
    queryKey: walletKeys.payoutMethods(),
    queryFn: ({ signal }) => getPayoutMethods(signal),
  })
}
