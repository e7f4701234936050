import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Conversation } from '#shared/contracts/chat.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { chatKeys } from './query-keys.ts'

export function markConversationRead(conversationId: string) {
  return apiFetch<{ conversationId: string; markedRead: number }>(
    `/api/chat/conversations/${conversationId}/read`,
    { method: 'POST' },
  )
}

export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: async ({ conversationId, markedRead }) => {
      queryClient.setQueryData<Conversation[]>(chatKeys.conversations(), (list) =>
        list?.map((c) => (c.id === conversationId ? { ...c, unreadCount: 0 } : c)),
      )
      if (markedRead > 0) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
          queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) }),
        ])
      }
    },
  })
}
