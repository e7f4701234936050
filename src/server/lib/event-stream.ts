import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** Keeps proxies and browsers from timing out a quiet stream. */
export const HEARTBEAT_MS = 25_000

/** Writes one named server-sent event; a no-op once the stream has ended. */
export type SendEvent = (type: string, data: unknown) => void

/**
 * Server-sent event streams of one routes plugin (docs/decisions/005): `open` answers the request
 * with a stream, lets `subscribe` wire it to the realtime channel, sends heartbeats, and cleans up
 * when the browser leaves. Shutdown ends every open stream first, since they would keep the
 * server from closing.
 */
export function eventStreams(app: FastifyInstance) {
  const streams = new Set<ServerResponse>()
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end()
    streams.clear()
  })

  return {
    async open(
      request: FastifyRequest,
      reply: FastifyReply,
      subscribe: (send: SendEvent) => Promise<() => void>,
    ) {
      const raw = reply.raw
      const write = (text: string) => {
        if (!raw.writableEnded) raw.write(text)
      }
      const unsubscribe = await subscribe((type, data) =>
        write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
      )

      // Hijacked, the answer leaves through the raw response: the headers set so far (security
      // headers among them) go with it.
      const headers = reply.getHeaders() as OutgoingHttpHeaders
      reply.hijack()
      raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      })
      streams.add(raw)
      write('retry: 3000\n: connected\n\n')
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS)

      const cleanup = () => {
        clearInterval(heartbeat)
        unsubscribe()
        streams.delete(raw)
      }
      raw.on('close', cleanup)
      request.raw.on('close', () => {
        cleanup()
        raw.end()
      })
    },
  }
}
