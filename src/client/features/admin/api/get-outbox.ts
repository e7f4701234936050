import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { OutboxPage, OutboxQuery } from '#shared/contracts/messaging.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { adminKeys, toSearch } from './query-keys.ts'

/** How often an open Outbox asks for new messages. */
const OUTBOX_REFRESH_MS = 5_000

export function getOutbox(query: OutboxQuery, signal?: AbortSignal) {
  return apiFetch<OutboxPage>(`/api/admin/outbox${toSearch(query)}`, { signal })
}

export function useOutbox(query: OutboxQuery) {
  return useQuery({
    queryKey: adminKeys.outbox(query),
    queryFn: ({ signal }) => getOutbox(query, signal),
    placeholderData: keepPreviousData,
    // Someone waiting for a code or a link reads it here: new messages and their sending show up
    // without a reload.
    staleTime: 0,
    refetchInterval: OUTBOX_REFRESH_MS,
  })
}
