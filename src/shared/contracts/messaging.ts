import { z } from 'zod'

/** Ways a notice leaves the site, beside the in-site notice everyone always gets. */
export const NOTICE_CHANNELS = ['sms', 'email', 'telegram'] as const
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number]

/** Who an event is for: everyone buys; sellers and couriers see their own events too. */
export const NOTICE_AUDIENCES = ['buyer', 'seller', 'courier'] as const
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number]

/** Events a user may hear of outside the site, with the audience each belongs to. */
export const NOTICE_EVENTS = {
  order_confirmed: 'buyer',
  order_on_the_way: 'buyer',
  order_delivered: 'buyer',
  order_cancelled: 'buyer',
  order_refunded: 'buyer',
  ticket_answered: 'buyer',
  review_answered: 'buyer',
  order_new: 'seller',
  stock_low: 'seller',
  product_approved: 'seller',
  product_rejected: 'seller',
  payout_paid: 'seller',
  review_received: 'seller',
  delivery_assigned: 'courier',
  // Returns (docs/decisions/024-returns-and-refunds.md); the refund itself is order_refunded.
  return_accepted: 'buyer',
  return_refused: 'buyer',
  return_requested: 'seller',
  return_pickup_assigned: 'courier',
} as const satisfies Record<string, NoticeAudience>
export type NoticeEvent = keyof typeof NOTICE_EVENTS
export const NOTICE_EVENT_NAMES = Object.keys(NOTICE_EVENTS) as [NoticeEvent, ...NoticeEvent[]]

/** Why a channel cannot reach this user yet: their own setup, or the site's. */
export const channelState = z.object({
  channel: z.enum(NOTICE_CHANNELS),
  /** The site has this channel configured (SMTP, SMS gateway, Telegram bot). */
  siteConfigured: z.boolean(),
  /** The user can be reached: verified email, verified phone, linked Telegram. */
  userReady: z.boolean(),
})
export type ChannelState = z.infer<typeof channelState>

export const notificationSettings = z.object({
  channels: z.array(channelState),
  events: z.array(
    z.object({
      event: z.enum(NOTICE_EVENT_NAMES),
      audience: z.enum(NOTICE_AUDIENCES),
      sms: z.boolean(),
      email: z.boolean(),
      telegram: z.boolean(),
    }),
  ),
})
export type NotificationSettings = z.infer<typeof notificationSettings>

export const notificationSettingsUpdate = z.object({
  events: z
    .array(
      z.object({
        event: z.enum(NOTICE_EVENT_NAMES),
        sms: z.boolean(),
        email: z.boolean(),
        telegram: z.boolean(),
      }),
    )
    .max(NOTICE_EVENT_NAMES.length),
})
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdate>

export const telegramLink = z.object({
  /** `https://t.me/<bot>?start=<one-time token>`: opening it in Telegram links the account. */
  url: z.string(),
  expiresAt: z.string(),
})

/* ------------------------------------------------------------------------- admin outbox */

export const OUTBOX_CHANNELS = ['email', 'sms', 'telegram'] as const
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'held'] as const
export const OUTBOX_PAGE_SIZE = 25

export const outboxQuery = z.object({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  /** Part of an address: email, phone number or Telegram chat id. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type OutboxQuery = z.infer<typeof outboxQuery>

export const outboxMessage = z.object({
  id: z.uuid(),
  channel: z.enum(OUTBOX_CHANNELS),
  address: z.string(),
  language: z.string(),
  kind: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})
export type OutboxMessage = z.infer<typeof outboxMessage>

export const outboxPage = z.object({
  items: z.array(outboxMessage),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type OutboxPage = z.infer<typeof outboxPage>
