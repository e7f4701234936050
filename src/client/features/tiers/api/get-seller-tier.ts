import { useQuery } from '@tanstack/react-query'
import type { SellerTier } from '#shared/contracts/tiers.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { tierKeys } from './query-keys.ts'

export function getSellerTier(sellerId: string, signal?: AbortSignal): Promise<SellerTier> {
  return apiFetch<SellerTier>(`/api/sellers/${encodeURIComponent(sellerId)}/tier`, { signal })
}

export function useSellerTier(sellerId: string) {
  return useQuery({
    queryKey: tierKeys.seller(sellerId),
    queryFn: ({ signal }) => getSellerTier(sellerId, signal),
  })
}
