import { randomUUID } from 'node:crypto'
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNull,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { writeTogether } from '#server/db/write-together.ts'
import { couriers } from '#server/db/schema/delivery.ts'
import {
  type MessageChannel,
  type MessageStatus,
  type NewOutboundMessage,
  notificationPreferences,
  outboundMessages,
  telegramChats,
  telegramLinkTokens,
} from '#server/db/schema/messaging.ts'
import { users } from '#server/db/schema/users.ts'
import type { NoticeChannel, NoticeEvent } from '#shared/contracts/messaging.ts'
import { containing } from '#server/db/like-pattern.ts'

/** LISTEN/NOTIFY channel told of new outbox rows; PostgreSQL delivers it only once they commit. */
export const OUTBOX_NOTIFY_CHANNEL = 'outbound_messages'

/** A message for the outbox: rendered text in the recipient's language, and where it goes. */
export type QueuedMessage = Pick<
  NewOutboundMessage,
  'userId' | 'channel' | 'address' | 'language' | 'kind' | 'subject' | 'text' | 'html'
>

/** Messages with their ids, made here so that the NOTIFY can name them without reading them back. */
export type OutboxWrite = { ids: string[]; insert: SQLWrapper; notify: SQL }

/**
 * The outbox insert and its NOTIFY as parts of one statement (`writeTogether`), for a caller that
 * writes other rows in the same statement. PostgreSQL delivers the NOTIFY only once the transaction
 * commits, so listeners never look for a message that does not exist yet.
 */
export function outboxWrite(
  db: Executor,
  messages: readonly (QueuedMessage & { id?: string })[],
): OutboxWrite | null {
  if (messages.length === 0) return null
  const rows = messages.map((message) => ({ ...message, id: message.id ?? randomUUID() }))
  const ids = rows.map((row) => row.id)
  return {
    ids,
    insert: db.insert(outboundMessages).values(rows),
    notify: sql`select pg_notify(${OUTBOX_NOTIFY_CHANNEL}, ${outboxNotifyPayload(ids)})`,
  }
}

/** What the outbox's NOTIFY carries: the new messages' ids. */
export const outboxNotifyPayload = (ids: readonly string[]) => JSON.stringify({ ids })

/**
 * Writes messages to the outbox. Call it inside the transaction that makes the change the message
 * tells of, so the message exists exactly when the change does; delivery happens afterwards: the
 * NOTIFY sent with them reaches listeners only when (and if) the transaction commits.
 */
export async function insertOutboundMessages(db: Executor, messages: readonly QueuedMessage[]) {
  const write = outboxWrite(db, messages)
  if (!write) return []
  await writeTogether(db, [write.insert], write.notify)
  return write.ids.map((id) => ({ id }))
}

/* ---------------------------------------------------------------------------- delivery */

/**
 * Takes a pending message for one sending attempt: a lease, so two processes (or a retry and a
 * sweep) never send it at once. Undefined when it is sent, failed, held or leased elsewhere.
 */
export async function claimOutboundMessage(db: Executor, id: string, leaseMs: number) {
  const [row] = await db
    .update(outboundMessages)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(
      and(
        eq(outboundMessages.id, id),
        eq(outboundMessages.status, 'pending'),
        or(isNull(outboundMessages.lockedUntil), lt(outboundMessages.lockedUntil, sql`now()`)),
      ),
    )
    .returning()
  return row
}

export async function findOutboundStatus(db: Executor, id: string) {
  const [row] = await db
    .select({ status: outboundMessages.status })
    .from(outboundMessages)
    .where(eq(outboundMessages.id, id))
  return row?.status
}

/** Ends an attempt: the new status (or still pending), the attempt counted, the lease released. */
export async function finishAttempt(
  db: Executor,
  id: string,
  outcome: { status: MessageStatus; attempted: boolean; error?: string | null },
) {
  await db
    .update(outboundMessages)
    .set({
      status: outcome.status,
      lockedUntil: null,
      ...(outcome.attempted ? { attempts: sql`${outboundMessages.attempts} + 1` } : {}),
      ...(outcome.error !== undefined ? { lastError: outcome.error } : {}),
      ...(outcome.status === 'sent' ? { sentAt: new Date() } : {}),
    })
    .where(eq(outboundMessages.id, id))
}

/** Pending messages nobody is sending, oldest first. */
export async function listDeliverableIds(db: Executor, limit: number) {
  const rows = await db
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.status, 'pending'),
        or(isNull(outboundMessages.lockedUntil), lt(outboundMessages.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outboundMessages.createdAt))
    .limit(limit)
  return rows.map((row) => row.id)
}

/* ------------------------------------------------------------------------------ outbox */

export type OutboxFilter = {
  channel?: MessageChannel
  status?: MessageStatus
  address?: string
}

function outboxWhere(filter: OutboxFilter) {
  return and(
    filter.channel ? eq(outboundMessages.channel, filter.channel) : undefined,
    filter.status ? eq(outboundMessages.status, filter.status) : undefined,
    filter.address ? ilike(outboundMessages.address, containing(filter.address)) : undefined,
  )
}

export async function listOutbox(
  db: Executor,
  filter: OutboxFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: outboundMessages.id,
      channel: outboundMessages.channel,
      address: outboundMessages.address,
      language: outboundMessages.language,
      kind: outboundMessages.kind,
      subject: outboundMessages.subject,
      text: outboundMessages.text,
      status: outboundMessages.status,
      attempts: outboundMessages.attempts,
      lastError: outboundMessages.lastError,
      createdAt: outboundMessages.createdAt,
      sentAt: outboundMessages.sentAt,
    })
    .from(outboundMessages)
    .where(outboxWhere(filter))
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(page.limit)
    .offset(page.offset)
}

export async function countOutbox(db: Executor, filter: OutboxFilter) {
  const [row] = await db
    .select({ total: count() })
    .from(outboundMessages)
    .where(outboxWhere(filter))
  return row?.total ?? 0
}

/* ------------------------------------------------------------------------- recipients */

/**
 * How each user can be reached: language, verified addresses, linked Telegram chat, roles, and the
 * choices they made per event and channel, in one read: made for every notice, so a named
 * statement PostgreSQL plans once per connection.
 */
export async function findRecipients(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return []
  return db
    .select({
      id: users.id,
      preferredLanguage: users.preferredLanguage,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      phone: users.phone,
      isPhoneVerified: users.isPhoneVerified,
      isSeller: users.isSeller,
      telegramChatId: telegramChats.chatId,
      preferences: sql<{ event: string; channel: string; enabled: boolean }[]>`coalesce((
        select json_agg(json_build_object('event', ${notificationPreferences.event}, 'channel', ${notificationPreferences.channel}, 'enabled', ${notificationPreferences.enabled}))
        from ${notificationPreferences} where ${notificationPreferences.userId} = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .leftJoin(telegramChats, eq(telegramChats.userId, users.id))
    .where(sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare('notice_recipients')
    .execute({ userIds: [...userIds] })
}

export async function isCourierUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: couriers.id })
    .from(couriers)
    .where(eq(couriers.userId, userId))
    .limit(1)
  return row !== undefined
}

/* ------------------------------------------------------------------------ preferences */

export async function upsertPreferences(
  db: Executor,
  userId: string,
  rows: readonly { event: NoticeEvent; channel: NoticeChannel; enabled: boolean }[],
) {
  if (rows.length === 0) return
  await db
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ ...row, userId })))
    .onConflictDoUpdate({
      target: [
        notificationPreferences.userId,
        notificationPreferences.event,
        notificationPreferences.channel,
      ],
      set: { enabled: sql`excluded.enabled`, updatedAt: new Date() },
    })
}

/* --------------------------------------------------------------------------- telegram */

export async function insertTelegramLinkToken(
  db: Executor,
  values: { tokenHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(telegramLinkTokens).values(values)
}

/** Uses a link token once: the user it was made for, if it is unused and unexpired. */
export async function consumeTelegramLinkToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(telegramLinkTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(telegramLinkTokens.tokenHash, tokenHash),
        isNull(telegramLinkTokens.usedAt),
        gt(telegramLinkTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: telegramLinkTokens.userId })
  return row?.userId
}

/** One chat per user and one user per chat: linking again moves the chat to the new account. */
export async function linkTelegramChat(db: Executor, userId: string, chatId: string) {
  await db.delete(telegramChats).where(eq(telegramChats.chatId, chatId))
  await db
    .insert(telegramChats)
    .values({ userId, chatId })
    .onConflictDoUpdate({
      target: telegramChats.userId,
      set: { chatId, linkedAt: new Date() },
    })
}

export async function unlinkTelegramChat(db: Executor, chatId: string) {
  const rows = await db
    .delete(telegramChats)
    .where(eq(telegramChats.chatId, chatId))
    .returning({ userId: telegramChats.userId })
  return rows[0]?.userId
}

export async function findUserLanguage(db: Executor, userId: string) {
  const [row] = await db
    .select({ preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId))
  return row?.preferredLanguage
}
