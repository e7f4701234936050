import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { FavoriteTargetType, SavedStatus } from '#shared/contracts/saved.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { savedKeys } from './query-keys.ts'
import { pendingWishlisted, usePendingWishlistChanges } from './wishlist-changes.ts'

export function getSavedStatus(
  targetType: FavoriteTargetType,
  targetId: string,
  signal?: AbortSignal,
): Promise<SavedStatus> {
  const query = new URLSearchParams({ targetType, targetId })
  return apiFetch<SavedStatus>(`/api/saved/status?${query.toString()}`, { signal })
}

/** Whether the target is saved; a wishlist change not yet confirmed shows at once. */
export function useSavedStatus(targetType: FavoriteTargetType, targetId: string, enabled: boolean) {
  const pending = usePendingWishlistChanges()
  const wishlisted = targetType === 'product' ? pendingWishlisted(pending, targetId) : undefined
  return useQuery({
    queryKey: savedKeys.status(targetType, targetId),
    queryFn: ({ signal }) => getSavedStatus(targetType, targetId, signal),
    enabled,
    select: useCallback(
      (status: SavedStatus) => (wishlisted === undefined ? status : { ...status, wishlisted }),
      [wishlisted],
    ),
  })
}
