import { useQuery } from '@tanstack/react-query'
import type { Favorite, FavoriteTargetType } from '#shared/contracts/saved.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { savedKeys } from './query-keys.ts'

export function getFavorites(
  userId: string,
  targetType: FavoriteTargetType,
  signal?: AbortSignal,
): Promise<Favorite[]> {
  return apiFetch<Favorite[]>(
    `/api/favorites/${encodeURIComponent(userId)}/${encodeURIComponent(targetType)}`,
    { signal },
  )
}

export function useFavorites(userId: string, targetType: FavoriteTargetType) {
  return useQuery({
    queryKey: savedKeys.favorites(userId, targetType),
    queryFn: ({ signal }) => getFavorites(userId, targetType, signal),
  })
}
