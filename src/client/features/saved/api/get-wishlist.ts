import { useQuery } from '@tanstack/react-query'
import type { WishlistItem } from '#shared/contracts/saved.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { savedKeys } from './query-keys.ts'

export function getWishlist(userId: string, signal?: AbortSignal): Promise<WishlistItem[]> {
  return apiFetch<WishlistItem[]>(`/api/wishlist/${encodeURIComponent(userId)}`, { signal })
}

export function useWishlist(userId: string) {
  return useQuery({
    queryKey: savedKeys.wishlist(userId),
    queryFn: ({ signal }) => getWishlist(userId, signal),
  })
}
