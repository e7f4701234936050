import { useQuery } from '@tanstack/react-query'
import type { DeadLetterList } from '#shared/contracts/jobs.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys } from './query-keys.ts'

export function getFailedJobs(signal?: AbortSignal) {
  return apiFetch<DeadLetterList>('/api/admin/jobs/failed', { signal })
}

export function useFailedJobs() {
  return useQuery({
    queryKey: adminKeys.failedJobs(),
    queryFn: ({ signal }) => getFailedJobs(signal),
  })
}
