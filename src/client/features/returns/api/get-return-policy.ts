import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ReturnPolicy } from '#shared/contracts/returns.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { returnKeys } from './query-keys.ts'

export function getReturnPolicy(signal?: AbortSignal): Promise<ReturnPolicy> {
  return apiFetch<ReturnPolicy>('/api/returns/policy', { signal })
}

export function returnPolicyQueryOptions() {
  return queryOptions({
    queryKey: returnKeys.policy(),
    queryFn: ({ signal }) => getReturnPolicy(signal),
  })
}

/** The return rules in force (public: the policy page states them). */
export function useReturnPolicy() {
  return useQuery(returnPolicyQueryOptions())
}
