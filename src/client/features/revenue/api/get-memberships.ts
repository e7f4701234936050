import { useQuery } from '@tanstack/react-query'
import type { BuyerMembership } from '#shared/contracts/revenue.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { revenueKeys } from './query-keys.ts'

export function getMemberships(signal?: AbortSignal): Promise<BuyerMembership[]> {
  return apiFetch<BuyerMembership[]>('/api/buyer-memberships', { signal })
}

export function useMemberships() {
  return useQuery({
    queryKey: revenueKeys.memberships(),
    queryFn: ({ signal }) => getMemberships(signal),
  })
}
