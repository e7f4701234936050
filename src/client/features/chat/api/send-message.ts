import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatMessage, SendMessageInput } from '#shared/contracts/chat.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { chatKeys } from './query-keys.ts'

export function sendMessage(input: SendMessageInput): Promise<ChatMessage> {
  return apiFetch<ChatMessage>('/api/chat/messages', { method: 'POST', body: input })
}

export function useSendMessage(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async (message) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.messages(message.conversationId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
      ])
    },
    onError: options.onError,
  })
}
