import { useQuery } from '@tanstack/react-query'
import type { AdChannel, SellerAdList } from '#shared/contracts/ads.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adKeys } from './query-keys.ts'

export function getSellerAds(channel: AdChannel, signal?: AbortSignal): Promise<SellerAdList> {
  return apiFetch<SellerAdList>(`/api/seller/advertisements?channel=${channel}`, { signal })
}

export function useSellerAds(channel: AdChannel, enabled = true) {
  return useQuery({
    queryKey: adKeys.seller(channel),
    queryFn: ({ signal }) => getSellerAds(channel, signal),
    enabled,
  })
}
