import { useInfiniteQuery } from '@tanstack/react-query'
import type { MessagePage } from '#shared/contracts/chat.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { chatKeys } from './query-keys.ts'

export function getMessages(
  conversationId: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const query = before ? `?${new URLSearchParams({ before }).toString()}` : ''
  return apiFetch<MessagePage>(`/api/chat/conversations/${conversationId}/messages${query}`, {
    signal,
  })
}

/** Pages run newest page first; each page's items are oldest first. */
export function useMessages(conversationId: string, options: { pollMs?: number | false } = {}) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.id : undefined),
    refetchInterval: options.pollMs ?? false,
  })
}
