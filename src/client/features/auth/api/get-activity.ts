import { useQuery } from '@tanstack/react-query'
import type { ActivityItem } from '#shared/contracts/profile.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'

export const activityQueryKey = ['profile', 'activity'] as const

export function getActivity(signal?: AbortSignal): Promise<ActivityItem[]> {
  return apiFetch<ActivityItem[]>('/api/profile/activity', { signal })
}

/** The signed-in user's latest orders, reviews, saved products and support tickets. */
export function useActivity() {
  return useQuery({
    queryKey: activityQueryKey,
    queryFn: ({ signal }) => getActivity(signal),
    enabled: useSignedInOnly(),
  })
}
