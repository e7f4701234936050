import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { WishlistInput, WishlistItem } from '#shared/contracts/saved.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { offlineChangeOptions } from '#client/lib/offline-mutations.ts'
import { savedKeys, wishlistChangeScope } from './query-keys.ts'

export function addToWishlist(input: WishlistInput): Promise<WishlistItem> {
  return apiFetch<WishlistItem>('/api/wishlist', { method: 'POST', body: input })
}

/** The change itself (saving twice keeps one entry), for the hook and after a reload offline. */
export function addToWishlistOptions(queryClient: QueryClient) {
  return {
    ...offlineChangeOptions,
    mutationKey: savedKeys.wishlistAdd(),
    mutationFn: addToWishlist,
    scope: wishlistChangeScope,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  }
}

export function useAddToWishlist(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    ...addToWishlistOptions(queryClient),
    onSuccess: options.onSuccess,
    onError: options.onError,
  })
}
