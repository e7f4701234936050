import { useQuery } from '@tanstack/react-query'
import type { Conversation } from '#shared/contracts/chat.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { useSignedInOnly } from '#client/lib/session.ts'
import { chatKeys } from './query-keys.ts'

export function getConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return apiFetch<Conversation[]>('/api/chat/conversations', { signal })
}

export function useConversations(options: { pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: chatKeys.conversations(),
    queryFn: ({ signal }) => getConversations(signal),
    refetchInterval: options.pollMs ?? false,
    enabled: useSignedInOnly(),
  })
}
