import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, inCheck, tstz } from './columns.ts'
import { languages, users } from './users.ts'

/** Footer newsletter sign-ups. Email stored lower-cased. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text().notNull(),
    language: text({ enum: languages }).notNull().default('am'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('newsletter_subscriptions_email_unique').on(t.email),
    check('newsletter_subscriptions_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    inCheck('newsletter_subscriptions_language_check', t.language, languages),
  ],
)

/** Append-only log of admin actions. targetId is text so it can hold non-uuid ids (currency codes). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt),
    index('admin_audit_log_actor_id_created_at_idx').on(t.actorId, t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
)

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    body: text(),
    link: text(),
    readAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
)

/** Stored responses of idempotent POSTs (Idempotency-Key header), per user. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    key: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hash of method + path + body, to reject a reused key with a different request. */
    requestHash: text().notNull(),
    response: jsonb(),
    statusCode: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_user_key_unique').on(t.userId, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
)

export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect
export type NewNewsletterSubscription = typeof newsletterSubscriptions.$inferInsert
export type AdminAuditLogEntry = typeof adminAuditLog.$inferSelect
export type NewAdminAuditLogEntry = typeof adminAuditLog.$inferInsert
export type Notification = typeof notifications.$inferSelect
export type NewNotification = typeof notifications.$inferInsert
export type IdempotencyKey = typeof idempotencyKeys.$inferSelect
export type NewIdempotencyKey = typeof idempotencyKeys.$inferInsert
