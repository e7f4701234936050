import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { NOTICE_CHANNELS, NOTICE_EVENT_NAMES } from '#shared/contracts/messaging.ts'
import { createdAt, id, inCheck, tstz } from './columns.ts'
import { languages, users } from './users.ts'

/** Ways a message leaves the site. */
export const messageChannels = ['email', 'sms', 'telegram'] as const
export type MessageChannel = (typeof messageChannels)[number]

/**
 * `pending`: waiting for its channel; `sent`: the channel accepted it; `failed`: the channel refused
 * it for good (after its retries); `held`: no channel of its kind is set up on this site, so it waits
 * in the outbox that admins read (the demo's way of reading a code or a link).
 */
export const messageStatuses = ['pending', 'sent', 'failed', 'held'] as const
export type MessageStatus = (typeof messageStatuses)[number]

/**
 * Every message sent out of the site (email, SMS, Telegram), already rendered in the recipient's
 * language. Written in the same transaction as the change it tells of (a transactional outbox);
 * delivery reads it afterwards.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: id(),
    /** The account it is for; null for an address with no account yet. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    channel: text({ enum: messageChannels }).notNull(),
    /** Email address, phone number (+251…) or Telegram chat id. */
    address: text().notNull(),
    language: text({ enum: languages }).notNull(),
    /** What it is about, such as `password-reset` or `order-new`. */
    kind: text().notNull(),
    subject: text(),
    text: text().notNull(),
    html: text(),
    status: text({ enum: messageStatuses }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: tstz(),
    /** While a sender holds it (a lease): no other process sends it before this time. */
    lockedUntil: tstz(),
  },
  (t) => [
    inCheck('outbound_messages_channel_check', t.channel, messageChannels),
    inCheck('outbound_messages_status_check', t.status, messageStatuses),
    inCheck('outbound_messages_language_check', t.language, languages),
    index('outbound_messages_created_at_idx').on(t.createdAt),
    index('outbound_messages_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('outbound_messages_status_idx').on(t.status, t.createdAt),
  ],
)

export type OutboundMessage = typeof outboundMessages.$inferSelect
export type NewOutboundMessage = typeof outboundMessages.$inferInsert

/**
 * A user's own choice for one event on one channel. Without a row the default applies (see
 * notice-preferences.ts), so new events reach people without anyone saving their settings again.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text({ enum: NOTICE_EVENT_NAMES }).notNull(),
    channel: text({ enum: NOTICE_CHANNELS }).notNull(),
    enabled: boolean().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.event, t.channel] }),
    inCheck('notification_preferences_event_check', t.event, NOTICE_EVENT_NAMES),
    inCheck('notification_preferences_channel_check', t.channel, NOTICE_CHANNELS),
  ],
)

/** The Telegram chat a user linked through the bot; notices for them go to this chat. */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: text().notNull(),
    linkedAt: createdAt(),
  },
  (t) => [unique('telegram_chats_chat_id_unique').on(t.chatId)],
)

/** One-time tokens of `t.me/<bot>?start=<token>` links; only the token's sha-256 hex is kept. */
export const telegramLinkTokens = pgTable(
  'telegram_link_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index('telegram_link_tokens_user_id_idx').on(t.userId)],
)

export type NotificationPreference = typeof notificationPreferences.$inferSelect
