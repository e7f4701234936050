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
  const track = (sending: Promise<unknown>) => {
    inFlight.add(sending)
    void sending.finally(() => inFlight.delete(sending))
  }
  const deliveryJob = (messageId: string) => ({
    data: { messageId },
    options: {
      retries: MAX_DELIVERY_ATTEMPTS,
      retryDelaySeconds: 30,
      singleton: { key: messageId, seconds: DELIVER_SINGLETON_SECONDS },
    },
  })
  // One notice names the messages of one transaction (a checkout writes several): their jobs are
  // queued in one statement.
  const deliver = (messageIds: string[]) => {
    if (app.jobs.running) {
      track(
        app.jobs
          .sendMany('messages.deliver', messageIds.map(deliveryJob))
          .catch((error: unknown) => {
            app.log.error({ err: error, messageIds }, 'outbox: delivery not queued')
          }),
      )
      return
    }
    for (const messageId of messageIds) {
      track(
        deliverNow(messageId).catch((error: unknown) => {
          if (error instanceof RetryableDeliveryError) {
            app.log.warn({ err: error }, 'outbox: will retry')
          } else app.log.error({ err: error, messageId }, 'outbox: delivery failed')
        }),
      )
    }
  }
  const unsubscribe = await app.realtime.subscribe(OUTBOX_NOTIFY_CHANNEL, (payload) => {
    const ids = (payload as { ids?: unknown }).ids
    if (!Array.isArray(ids)) return
    const messageIds = ids.filter((id): id is string => typeof id === 'string')
    if (messageIds.length > 0) deliver(messageIds)
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
