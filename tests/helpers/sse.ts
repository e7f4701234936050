/** One server-sent event as the stream carried it. */
export type SseEvent = { event: string; data: string }

/**
 * Opens an SSE stream with fetch and collects its events; `next` waits for the first event not
 * yet taken that matches.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController()
  const response = await fetch(url, { headers, signal: controller.signal })
  const events: SseEvent[] = []
  const waiters = new Set<() => void>()
  let buffer = ''
  let ended = false

  const pump = (async () => {
    if (!response.body) return
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let boundary = buffer.indexOf('\n\n')
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary)
          buffer = buffer.slice(boundary + 2)
          const lines = block.split('\n')
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7)
          const data = lines
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n')
          if (event) events.push({ event, data })
          boundary = buffer.indexOf('\n\n')
        }
        for (const wake of waiters) wake()
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true
      for (const wake of waiters) wake()
    }
  })()

  return {
    response,
    events,
    get ended() {
      return ended
    },
    /** Resolves with the first collected event matching, or rejects after `timeoutMs`. */
    async next(match: (event: SseEvent) => boolean, timeoutMs = 5_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const index = events.findIndex(match)
        if (index >= 0) return events.splice(index, 1)[0]!
        if (ended) throw new Error('the stream ended before the event arrived')
        const left = deadline - Date.now()
        if (left <= 0) throw new Error('no matching event before the timeout')
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, left)
          function done() {
            clearTimeout(timer)
            waiters.delete(done)
            resolve()
          }
          waiters.add(done)
        })
      }
    },
    /** Resolves once the server has ended the stream. */
    async untilEnded() {
      await pump
    },
    async close() {
      controller.abort()
      await pump
    },
  }
}
