import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { OUTBOX_NOTIFY_CHANNEL } from './messaging.queries.ts'
import {
  deliverOutboundMessage,
  deliverPendingMessages,
  MAX_DELIVERY_ATTEMPTS,
  RetryableDeliveryError,
} from './messaging.service.ts'

declare module '#server/plugins/jobs.ts' {
  interface JobPayloads {
    'messages.deliver': { messageId: string }
    'messages.sweep': Record<string, never>
  }
}

/** A message's job is queued once however many processes hear of the message. */
const DELIVER_SINGLETON_SECONDS = 60 * 60

/**
 * THE place where outbox messages are handed to delivery. Every write to the outbox sends a NOTIFY
 * that PostgreSQL (and PGlite) delivers only after its transaction commits. With the job queue
 * running (the server), each message becomes one `messages.deliver` job: a passing failure is
 * retried with growing delays, and a job that fails every attempt is a dead letter admins see and
 * can retry. A sweep every five minutes queues what a crash left pending. Without the queue (API
 * tests that do not start it) this process sends at once.
 */
async function outboxDelivery(app: FastifyInstance) {
  const deliverNow = (messageId: string) =>
    deliverOutboundMessage(app.db, app.messaging.channels, messageId)

  app.jobs.work('messages.deliver', async ({ messageId }) => ({
    outcome: await deliverNow(messageId),
  }))
  app.jobs.work('messages.sweep', async () =>
    deliverPendingMessages(app.db, app.messaging.channels),
  )
  app.jobs.schedule('messages.sweep', '*/5 * * * *', {})

  const inFlight = new Set<Promise<unknown>>()
  const deliver = (messageId: string) => {
    const sending = (
      app.jobs.running
        ? app.jobs.send(
            'messages.deliver',
            { messageId },
            {
              retries: MAX_DELIVERY_ATTEMPTS,
              retryDelaySeconds: 30,
              singleton: { key: messageId, seconds: DELIVER_SINGLETON_SECONDS },
            },
          )
        : deliverNow(messageId)
    )
      .catch((error: unknown) => {
        if (error instanceof RetryableDeliveryError) {
          app.log.warn({ err: error }, 'outbox: will retry')
        } else app.log.error({ err: error, messageId }, 'outbox: delivery failed')
      })
      .finally(() => inFlight.delete(sending))
    inFlight.add(sending)
  }
  const unsubscribe = await app.realtime.subscribe(OUTBOX_NOTIFY_CHANNEL, (payload) => {
    const ids = (payload as { ids?: unknown }).ids
    if (!Array.isArray(ids)) return
    for (const id of ids) if (typeof id === 'string') deliver(id)
  })
  // Sends under way finish before the database closes.
  app.addHook('onClose', async () => {
    unsubscribe()
    await Promise.allSettled([...inFlight])
  })
}

export default fp(outboxDelivery, {
  name: 'outbox-delivery',
  dependencies: ['realtime', 'messaging', 'database', 'jobs'],
})
