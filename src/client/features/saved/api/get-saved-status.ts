import { useQuery } from '@tanstack/react-query'
import type { FavoriteTargetType, SavedStatus } from '#shared/contracts/saved.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { savedKeys } from './query-keys.ts'

export function getSavedStatus(
  targetType: FavoriteTargetType,
  targetId: string,
  signal?: AbortSignal,
): Promise<SavedStatus> {
  const query = new URLSearchParams({ targetType, targetId })
  return apiFetch<SavedStatus>(`/api/saved/status?${query.toString()}`, { signal })
}

export function useSavedStatus(targetType: FavoriteTargetType, targetId: string, enabled: boolean) {
  return useQuery({
    queryKey: savedKeys.status(targetType, targetId),
    queryFn: ({ signal }) => getSavedStatus(targetType, targetId, signal),
    enabled,
  })
}
