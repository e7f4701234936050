import type { Executor } from '#server/db/database.ts'
import { type Channels, ChannelError } from '#server/lib/messaging/channel.ts'
import type { OutboxPage, OutboxQuery } from '#shared/contracts/messaging.ts'
import { OUTBOX_PAGE_SIZE } from '#shared/contracts/messaging.ts'
import * as q from './messaging.queries.ts'

/** Transient failures tolerated before a message is marked failed for good. */
export const MAX_DELIVERY_ATTEMPTS = 5
/** Longer than any provider may take (CHANNEL_TIMEOUT_MS), so a lease never ends mid-send. */
const LEASE_MS = 60_000

export type DeliveryOutcome = 'sent' | 'held' | 'failed' | 'skipped'

/** A send that may succeed later; the job queue retries it with backoff. */
export class RetryableDeliveryError extends Error {
  readonly messageId: string
  constructor(messageId: string, reason: string) {
    super(`outbound message ${messageId} not sent yet: ${reason}`)
    this.name = 'RetryableDeliveryError'
    this.messageId = messageId
  }
}

/**
 * Sends one outbox message through its channel, once. A message already sent, failed or held, or
 * being sent elsewhere, is left alone (`skipped`), so calling this again is always safe. With no
 * channel of its kind set up the message is `held` for admins to read in the Outbox. A permanent
 * refusal marks it `failed`; a transient one counts the attempt, records the error and throws
 * RetryableDeliveryError (until MAX_DELIVERY_ATTEMPTS, then `failed`).
 */
export async function deliverOutboundMessage(
  db: Executor,
  channels: Channels,
  id: string,
): Promise<DeliveryOutcome> {
  const message = await q.claimOutboundMessage(db, id, LEASE_MS)
  if (!message) return 'skipped'
  const channel = channels[message.channel]
  if (!channel) {
    await q.finishAttempt(db, id, { status: 'held', attempted: false })
    return 'held'
  }
  try {
    await channel.send(message)
  } catch (error) {
    const refusal =
      error instanceof ChannelError
        ? error
        : new ChannelError('unexpected sending error', { permanent: false })
    const exhausted = message.attempts + 1 >= MAX_DELIVERY_ATTEMPTS
    const failed = refusal.permanent || exhausted
    await q.finishAttempt(db, id, {
      status: failed ? 'failed' : 'pending',
      attempted: true,
      error: refusal.message,
    })
    if (failed) return 'failed'
    throw new RetryableDeliveryError(id, refusal.message)
  }
  await q.finishAttempt(db, id, { status: 'sent', attempted: true, error: null })
  return 'sent'
}

export type DeliveryReport = Record<DeliveryOutcome | 'retrying', number>

/** Sends (or holds) every pending message nobody is sending, oldest first; never throws for one. */
export async function deliverPendingMessages(
  db: Executor,
  channels: Channels,
  { limit = 200 }: { limit?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, held: 0, failed: 0, skipped: 0, retrying: 0 }
  for (const id of await q.listDeliverableIds(db, limit)) {
    try {
      report[await deliverOutboundMessage(db, channels, id)] += 1
    } catch (error) {
      if (!(error instanceof RetryableDeliveryError)) throw error
      report.retrying += 1
    }
  }
  return report
}

/* ------------------------------------------------------------------------------ outbox */

/** The admin Outbox: messages newest first, filtered by channel, status and address. */
export async function listOutbox(db: Executor, query: OutboxQuery): Promise<OutboxPage> {
  const filter = { channel: query.channel, status: query.status, address: query.q || undefined }
  const [rows, total] = await Promise.all([
    q.listOutbox(db, filter, {
      limit: OUTBOX_PAGE_SIZE,
      offset: (query.page - 1) * OUTBOX_PAGE_SIZE,
    }),
    q.countOutbox(db, filter),
  ])
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    pageSize: OUTBOX_PAGE_SIZE,
  }
}
