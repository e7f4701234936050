import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { WishlistItem } from '#shared/contracts/saved.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { savedKeys } from './query-keys.ts'
import { pendingWishlisted, usePendingWishlistChanges } from './wishlist-changes.ts'

export function getWishlist(userId: string, signal?: AbortSignal): Promise<WishlistItem[]> {
  return apiFetch<WishlistItem[]>(`/api/wishlist/${encodeURIComponent(userId)}`, { signal })
}

/** The wishlist; a removal not yet confirmed (offline, for instance) hides the item at once. */
export function useWishlist(userId: string) {
  const pending = usePendingWishlistChanges()
  return useQuery({
    queryKey: savedKeys.wishlist(userId),
    queryFn: ({ signal }) => getWishlist(userId, signal),
    select: useCallback(
      (items: WishlistItem[]) =>
        pending.length === 0
          ? items
          : items.filter((item) => pendingWishlisted(pending, item.product.id) !== false),
      [pending],
    ),
  })
}
