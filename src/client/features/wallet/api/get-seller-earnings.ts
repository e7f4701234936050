import { useQuery } from '@tanstack/react-query'
import type { SellerEarning } from '#shared/contracts/wallet.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { walletKeys } from './query-keys.ts'

export function getSellerEarnings(signal?: AbortSignal): Promise<SellerEarning[]> {
  return apiFetch<SellerEarning[]>('/api/seller/earnings', { signal })
}

export function useSellerEarnings() {
  return useQuery({
    queryKey: walletKeys.earnings(),
    queryFn: ({ signal }) => getSellerEarnings(signal),
  })
}
