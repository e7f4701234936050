import { domainKeys, sharedKeys } from '#client/lib/query-keys.ts'

export const chatKeys = {
  all: domainKeys.chat,
  conversations: sharedKeys.conversations,
  messages: (conversationId: string) => [...chatKeys.all, 'messages', conversationId] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
}
