import { domainKeys } from '#client/lib/query-keys.ts'

export const chatKeys = {
  all: domainKeys.chat,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  messages: (conversationId: string) => [...chatKeys.all, 'messages', conversationId] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
}
