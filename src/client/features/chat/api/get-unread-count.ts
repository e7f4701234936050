import { useQuery } from '@tanstack/react-query'
import type { UnreadCount } from '#shared/contracts/chat.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { chatKeys } from './query-keys.ts'

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiFetch<UnreadCount>('/api/chat/unread-count', { signal })
}

/** The header badge's figure; the chat page's live stream refreshes it as messages arrive. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: useSignedInOnly(enabled),
    refetchInterval: 60_000,
  })
}
