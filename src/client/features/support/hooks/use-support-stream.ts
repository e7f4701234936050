import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { supportKeys } from '../api/query-keys.ts'

/**
 * Listens for staff's replies and status changes on the user's tickets and refreshes what they
 * touch. EventSource reconnects by itself; after a reconnect every ticket is refetched, since
 * events sent meanwhile are lost. `live` is false while disconnected, so callers can poll instead.
 */
export function useSupportStream(enabled: boolean) {
  const queryClient = useQueryClient()
  const [live, setLive] = useState(false)

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    const source = new EventSource('/api/support/stream', { withCredentials: true })
    let opened = false
    source.onopen = () => {
      setLive(true)
      if (opened) void queryClient.invalidateQueries({ queryKey: supportKeys.all })
      opened = true
    }
    source.onerror = () => setLive(false)
    const onEvent = (event: MessageEvent<string>) => {
      let ticketId: string | undefined
      try {
        ticketId = (JSON.parse(event.data) as { ticketId?: string }).ticketId
      } catch {
        ticketId = undefined
      }
      if (ticketId) void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(ticketId) })
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() })
    }
    source.addEventListener('reply', onEvent)
    source.addEventListener('status', onEvent)
    return () => {
      source.close()
      setLive(false)
    }
  }, [enabled, queryClient])

  return { live }
}
