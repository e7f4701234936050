import { useQuery } from '@tanstack/react-query'
import type { SellerBalance } from '#shared/contracts/wallet.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { walletKeys } from './query-keys.ts'

export function getSellerBalance(signal?: AbortSignal): Promise<SellerBalance> {
  return apiFetch<SellerBalance>('/api/seller/balance', { signal })
}

export function useSellerBalance() {
  return useQuery({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => getSellerBalance(signal),
  })
}
