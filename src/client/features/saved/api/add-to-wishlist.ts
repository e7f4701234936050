import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { WishlistInput, WishlistItem } from '#shared/contracts/saved.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { savedKeys } from './query-keys.ts'

export function addToWishlist(input: WishlistInput): Promise<WishlistItem> {
  return apiFetch<WishlistItem>('/api/wishlist', { method: 'POST', body: input })
}

export function useAddToWishlist(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedKeys.all })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
