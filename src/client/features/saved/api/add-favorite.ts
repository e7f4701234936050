import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Favorite, FavoriteInput } from '#shared/contracts/saved.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { savedKeys } from './query-keys.ts'

export function addFavorite(input: FavoriteInput): Promise<Favorite> {
  return apiFetch<Favorite>('/api/favorites', { method: 'POST', body: input })
}

export function useAddFavorite(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedKeys.all })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
