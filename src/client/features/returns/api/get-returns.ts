import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderReturn, ReturnListView } from '#shared/contracts/returns.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { returnKeys } from './query-keys.ts'

export function getReturns(
  params: { as: ReturnListView; queue?: 'admin' | undefined },
  signal?: AbortSignal,
): Promise<OrderReturn[]> {
  const search = new URLSearchParams({ as: params.as })
  if (params.queue) search.set('queue', params.queue)
  return apiFetch<OrderReturn[]>(`/api/returns?${search}`, { signal })
}

export function returnsQueryOptions(as: ReturnListView, queue?: 'admin') {
  return queryOptions({
    queryKey: returnKeys.list(as, queue),
    queryFn: ({ signal }) => getReturns({ as, queue }, signal),
  })
}

/** The returns the signed-in user sees in a role: as buyer, seller, courier or admin. */
export function useReturns(as: ReturnListView, queue?: 'admin') {
  return useQuery({ ...returnsQueryOptions(as, queue), enabled: useSignedInOnly() })
}
