import { useQuery } from '@tanstack/react-query'
import type { AdminMembership } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'

export function getAdminMemberships(signal?: AbortSignal) {
  return apiFetch<AdminMembership[]>('/api/admin/buyer-memberships', { signal })
}

export function useAdminMemberships() {
  return useQuery({
    queryKey: settingsKeys.memberships(),
    queryFn: ({ signal }) => getAdminMemberships(signal),
  })
}
