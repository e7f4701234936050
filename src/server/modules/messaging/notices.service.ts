import { randomUUID } from 'node:crypto'
import type { SQL, SQLWrapper } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { writeTogether } from '#server/db/write-together.ts'
import type { MessageChannel } from '#server/db/schema/messaging.ts'
import { type NewNotification, notifications } from '#server/db/schema/system.ts'
import { hasRole } from '#server/lib/access.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import type { Channels } from '#server/lib/messaging/channel.ts'
import {
  NOTICE_CHANNELS,
  NOTICE_EVENT_NAMES,
  NOTICE_EVENTS,
  type NoticeChannel,
  type NoticeEvent,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '#shared/contracts/messaging.ts'
import { uiLanguageFor } from '#shared/language.ts'
import * as q from './messaging.queries.ts'
import { renderNotice } from './notice-texts.ts'

/** A notice for one user: the in-site row, and optionally the event it also tells outside the site. */
export type Notice = {
  userId: string
  /** In-site notice, already in the recipient's language. */
  type: string
  title: string
  body?: string | null
  link?: string | null
  /** Tell it by SMS, email or Telegram too, as the recipient chose; values fill the texts. */
  event?: { name: NoticeEvent; values: Record<string, string | number> }
}

// Text messages cost money and interrupt: on by default only where someone is waiting to act.
const SMS_BY_DEFAULT = new Set<NoticeEvent>([
  'order_confirmed',
  'order_on_the_way',
  'order_new',
  'delivery_assigned',
  'payout_paid',
])

/** What a user gets on a channel for an event until they choose otherwise. */
export function defaultPreference(event: NoticeEvent, channel: NoticeChannel): boolean {
  return channel === 'sms' ? SMS_BY_DEFAULT.has(event) : true
}

type Recipient = Awaited<ReturnType<typeof q.findRecipients>>[number]

/** Where a channel reaches this user: only a verified email or phone, only a linked chat. */
function addressOn(recipient: Recipient, channel: NoticeChannel): string | null {
  switch (channel) {
    case 'email':
      return recipient.isEmailVerified ? recipient.email : null
    case 'sms':
      return recipient.isPhoneVerified && recipient.phone ? recipient.phone : null
    case 'telegram':
      return recipient.telegramChatId
  }
}

const preferenceKey = (event: string, channel: string) => `${event}:${channel}`

/** What the recipient chose per event and channel; an event they never set keeps its default. */
const choicesOf = (recipient: Recipient) =>
  new Map(recipient.preferences.map((row) => [preferenceKey(row.event, row.channel), row.enabled]))

/** What notices write: the in-site rows and the outbox messages with their NOTIFY. */
export type NoticeWrites = { writes: SQLWrapper[]; notify: SQL | undefined }

/** The in-site rows and the outbox messages of some notices, each message with its id. */
export type NoticeRows = {
  notifications: Pick<NewNotification, 'userId' | 'type' | 'title' | 'body' | 'link'>[]
  messages: (q.QueuedMessage & { id: string })[]
}

/**
 * The rows notices write, worked out (the recipients read once) but not written, for a caller
 * that writes them with rows of its own in one statement; the messages' NOTIFY payload is
 * `q.outboxNotifyPayload` of their ids.
 */
export async function noticeRows(db: Executor, notices: readonly Notice[]): Promise<NoticeRows> {
  const rows: NoticeRows = {
    notifications: notices.map((notice) => ({
      userId: notice.userId,
      type: notice.type,
      title: notice.title,
      body: notice.body ?? null,
      link: notice.link ?? null,
    })),
    messages: [],
  }
  const outward = notices.filter((notice) => notice.event)
  if (outward.length === 0) return rows
  const recipients = await q.findRecipients(db, [
    ...new Set(outward.map((notice) => notice.userId)),
  ])
  const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]))
  for (const notice of outward) {
    const recipient = byId.get(notice.userId)
    const event = notice.event!
    if (!recipient) continue
    const chosen = choicesOf(recipient)
    const language = uiLanguageFor(recipient.preferredLanguage)
    for (const channel of NOTICE_CHANNELS) {
      const enabled =
        chosen.get(preferenceKey(event.name, channel)) ?? defaultPreference(event.name, channel)
      const address = addressOn(recipient, channel)
      if (!enabled || !address) continue
      rows.messages.push({
        id: randomUUID(),
        userId: recipient.id,
        channel: channel satisfies MessageChannel,
        address,
        language,
        kind: event.name,
        ...renderNotice(event.name, channel, language, event.values),
      })
    }
  }
  return rows
}

/**
 * The rows `notifyUsers` writes, worked out (the recipients read once) but not written: for a
 * caller that writes them in one statement with rows of its own (`writeTogether`, with `notify` as
 * its query), inside the transaction of the change they tell of.
 */
export async function noticeWrites(
  db: Executor,
  notices: readonly Notice[],
): Promise<NoticeWrites> {
  if (notices.length === 0) return { writes: [], notify: undefined }
  const rows = await noticeRows(db, notices)
  const writes: SQLWrapper[] = [db.insert(notifications).values(rows.notifications)]
  const outbox = q.outboxWrite(db, rows.messages)
  if (outbox) writes.push(outbox.insert)
  return { writes, notify: outbox?.notify }
}

/**
 * The one way a notice reaches a user: the in-site notice always, and for an event, an outbox
 * message on each channel the user chose and can be reached on, in their language. Call it inside
 * the transaction of the change it tells of; delivery follows the commit. One read (who the
 * recipients are and what they chose) and one write.
 */
export async function notifyUsers(db: Executor, notices: readonly Notice[]): Promise<void> {
  const { writes, notify } = await noticeWrites(db, notices)
  await writeTogether(db, writes, notify)
}

/* ---------------------------------------------------------------------------- settings */

async function eventsFor(db: Executor, user: AuthUser): Promise<NoticeEvent[]> {
  const courier = user.courierId !== null || (await q.isCourierUser(db, user.id))
  return NOTICE_EVENT_NAMES.filter((event) => {
    const audience = NOTICE_EVENTS[event]
    if (audience === 'seller') return hasRole(user, 'seller')
    if (audience === 'courier') return courier
    return true
  })
}

/** The user's choices per event and channel, and which channels can reach them at all. */
export async function getNotificationSettings(
  db: Executor,
  channels: Channels,
  user: AuthUser,
): Promise<NotificationSettings> {
  const [events, [recipient]] = await Promise.all([
    eventsFor(db, user),
    q.findRecipients(db, [user.id]),
  ])
  const chosen = recipient ? choicesOf(recipient) : new Map<string, boolean>()
  const value = (event: NoticeEvent, channel: NoticeChannel) =>
    chosen.get(preferenceKey(event, channel)) ?? defaultPreference(event, channel)
  return {
    channels: NOTICE_CHANNELS.map((channel) => ({
      channel,
      siteConfigured: channels[channel] !== undefined,
      userReady: recipient ? addressOn(recipient, channel) !== null : false,
    })),
    events: events.map((event) => ({
      event,
      audience: NOTICE_EVENTS[event],
      sms: value(event, 'sms'),
      email: value(event, 'email'),
      telegram: value(event, 'telegram'),
    })),
  }
}

/** Saves the user's choices for the events they may receive; other events are ignored. */
export async function updateNotificationSettings(
  db: Executor,
  channels: Channels,
  user: AuthUser,
  input: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  const allowed = new Set(await eventsFor(db, user))
  await q.upsertPreferences(
    db,
    user.id,
    input.events
      .filter((row) => allowed.has(row.event))
      .flatMap((row) =>
        NOTICE_CHANNELS.map((channel) => ({ event: row.event, channel, enabled: row[channel] })),
      ),
  )
  return getNotificationSettings(db, channels, user)
}

/** notifyUsers for a single notice. */
export const notifyUser = (db: Executor, notice: Notice) => notifyUsers(db, [notice])
