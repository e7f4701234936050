import { useQuery } from '@tanstack/react-query'
import type { AdminPlan } from '#shared/contracts/admin-settings.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { settingsKeys } from './query-keys.ts'

export function getAdminPlans(signal?: AbortSignal) {
  return apiFetch<AdminPlan[]>('/api/admin/subscription-plans', { signal })
}

export function useAdminPlans() {
  return useQuery({
    queryKey: settingsKeys.plans(),
    queryFn: ({ signal }) => getAdminPlans(signal),
  })
}
