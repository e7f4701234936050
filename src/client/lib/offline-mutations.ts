import { onlineManager, type Mutation } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { ApiRequestError } from './api-client.ts'

// Changes made without a connection (cart, wishlist). TanStack Query pauses a mutation while the
// browser is offline and resumes it when the connection returns; `offline-persistence.ts` keeps
// the paused ones in storage across reloads. The server calls are idempotent (set a quantity,
// remove, save), so replaying one that already reached the server changes nothing.

/** `meta` of a mutation to keep while offline. */
export const OFFLINE_CHANGE = { offlineChange: true } as const

/** Options every offline-capable mutation shares: retried on a dropped connection, never on an answer. */
export const offlineChangeOptions = {
  meta: OFFLINE_CHANGE,
  retry: (failures: number, error: unknown) =>
    failures < 3 && error instanceof ApiRequestError && error.status === 0,
  retryDelay: (failures: number) => Math.min(1000 * 2 ** failures, 10_000),
}

export function isOfflineChange(mutation: Pick<Mutation, 'meta'>): boolean {
  return mutation.meta?.offlineChange === true
}

function subscribeOnline(onChange: () => void) {
  return onlineManager.subscribe(onChange)
}

/** Whether the browser has a connection, as TanStack Query sees it (it pauses mutations offline). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => onlineManager.isOnline(),
    () => true,
  )
}
