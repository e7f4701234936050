import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Conversation, OpenConversationInput } from '#shared/contracts/chat.ts'
import { apiFetch } from '#client/lib/api-client.ts'
import { chatKeys } from './query-keys.ts'

export function openConversation(input: OpenConversationInput): Promise<Conversation> {
  return apiFetch<Conversation>('/api/chat/conversations', { method: 'POST', body: input })
}

export function useOpenConversation(
  options: {
    onSuccess?: (conversation: Conversation) => void
    onError?: (error: Error) => void
  } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: openConversation,
    onSuccess: async (conversation) => {
      await queryClient.invalidateQueries({ queryKey: chatKeys.conversations() })
      options.onSuccess?.(conversation)
    },
    onError: options.onError,
  })
}
