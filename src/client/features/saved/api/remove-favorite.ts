import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FavoriteTargetType } from '#shared/contracts/saved.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { savedKeys } from './query-keys.ts'

export function removeFavorite(params: {
  userId: string
  targetType: FavoriteTargetType
  targetId: string
}): Promise<void> {
  const path = [params.userId, params.targetType, params.targetId].map(encodeURIComponent).join('/')
  return apiFetch<void>(`/api/favorites/${path}`, { method: 'DELETE' })
}

export function useRemoveFavorite(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedKeys.all })
      options.onSuccess?.()
    },
    onError: options.onError,
  })
}
