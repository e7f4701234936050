import { useQuery } from '@tanstack/react-query'
import type { UserMembershipView } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function getUserMembership(signal?: AbortSignal): Promise<UserMembershipView> {
  return apiFetch<UserMembershipView>('/api/buyer-memberships/user', { signal })
}

export function useUserMembership(enabled: boolean) {
  return useQuery({
    queryKey: revenueKeys.userMembership(),
    queryFn: ({ signal }) => getUserMembership(signal),
    enabled,
    // Changes on the payment page (another screen): always read fresh on return.
    staleTime: 0,
  })
}
