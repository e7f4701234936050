import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { chatKeys } from '../api/query-keys.ts'

/**
 * Listens to the user's live chat events and refreshes what they touch. EventSource reconnects
 * by itself; after a reconnect everything is refetched, since events sent meanwhile are lost.
 * `live` is false while disconnected, so callers can poll instead.
 */
export function useChatStream(enabled: boolean) {
  const queryClient = useQueryClient()
  const [live, setLive] = useState(false)

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    const source = new EventSource('/api/chat/stream', { withCredentials: true })
    let opened = false
    source.onopen = () => {
      setLive(true)
      if (opened) void queryClient.invalidateQueries({ queryKey: chatKeys.all })
      opened = true
    }
    source.onerror = () => setLive(false)
    const onEvent = (event: MessageEvent<string>) => {
      let conversationId: string | undefined
      try {
        conversationId = (JSON.parse(event.data) as { conversationId?: string }).conversationId
      } catch {
        conversationId = undefined
      }
      if (conversationId) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) })
      }
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() })
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() })
    }
    source.addEventListener('message', onEvent)
    source.addEventListener('read', onEvent)
    return () => {
      source.close()
      setLive(false)
    }
  }, [enabled, queryClient])

  return { live }
}
