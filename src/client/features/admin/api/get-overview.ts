import { useQuery } from '@tanstack/react-query'
import type { AdminOverview } from '#shared/contracts/admin.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys } from './query-keys.ts'

export function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return apiFetch<AdminOverview>('/api/admin/overview', { signal })
}

export function useAdminOverview() {
  return useQuery({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => getOverview(signal) })
}
