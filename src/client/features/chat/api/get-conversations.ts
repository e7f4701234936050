import { useQuery } from '@tanstack/react-query'
import { useSignedInOnly } from '#client/lib/session.ts'
import { conversationsQueryOptions } from '#client/lib/shared-queries.ts'

export function useConversations(options: { pollMs?: number | false } = {}) {
  return useQuery({
    ...conversationsQueryOptions(),
    refetchInterval: options.pollMs ?? false,
    enabled: useSignedInOnly(),
  })
}
