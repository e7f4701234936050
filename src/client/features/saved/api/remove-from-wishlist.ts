import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '#client/lib/api-client.ts'
import { savedKeys } from './query-keys.ts'

export function removeFromWishlist(params: { userId: string; productId: string }): Promise<void> {
  return apiFetch<void>(
    `/api/wishlist/${encodeURIComponent(params.userId)}/${encodeURIComponent(params.productId)}`,
    { method: 'DELETE' },
  )
}

export function useRemoveFromWishlist(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedKeys.all })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
