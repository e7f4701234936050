import { useQuery } from '@tanstack/react-query'
import type { Payout } from '#shared/contracts/wallet.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { walletKeys } from './query-keys.ts'

export function getPayouts(signal?: AbortSignal): Promise<Payout[]> {
  return apiFetch<Payout[]>('/api/seller/payouts', { signal })
}

export function usePayouts() {
  return useQuery({
    queryKey: walletKeys.history(),
    queryFn: ({ signal }) => getPayouts(signal),
  })
}
