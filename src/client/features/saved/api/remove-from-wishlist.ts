import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { apiFetch } from '#client/lib/api-client.ts'
import { offlineChangeOptions } from '#client/lib/offline-mutations.ts'
import { savedKeys, wishlistChangeScope } from './query-keys.ts'

export type RemoveFromWishlistInput = { userId: string; productId: string }

export function removeFromWishlist(params: RemoveFromWishlistInput): Promise<void> {
  return apiFetch<void>(
    `/api/wishlist/${encodeURIComponent(params.userId)}/${encodeURIComponent(params.productId)}`,
    { method: 'DELETE' },
  )
}

/** The change itself, for the hook and for a change restored after a reload offline. */
export function removeFromWishlistOptions(queryClient: QueryClient) {
  return {
    ...offlineChangeOptions,
    mutationKey: savedKeys.wishlistRemove(),
    mutationFn: removeFromWishlist,
    scope: wishlistChangeScope,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  }
}

export function useRemoveFromWishlist(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    ...removeFromWishlistOptions(queryClient),
    onSuccess: options.onSuccess,
    onError: options.onError,
  })
}
