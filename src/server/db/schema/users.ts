import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, id, inCheck, tstz, updatedAt } from './columns.ts'

export const userRoles = ['user', 'admin'] as const
export type UserRole = (typeof userRoles)[number]

/** Interface languages; `or` is how the original spells Afaan Oromo, `om` is the ISO code. */
export const languages = ['am', 'en', 'or', 'om', 'ti'] as const
export type Language = (typeof languages)[number]

/** Calendars dates are shown in; a user without one reads their language's own (see shared/dates.ts). */
export const calendars = ['ethiopic', 'gregorian'] as const

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text().notNull(),
    /** Always stored lower-cased (enforced by a CHECK). */
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: userRoles }).notNull().default('user'),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    dateOfBirth: date(),
    gender: text(),
    profileImageUrl: text(),
    bio: text(),
    address: text(),
    city: text(),
    state: text(),
    postalCode: text(),
    country: text().notNull().default('Ethiopia'),
    timezone: text().notNull().default('Africa/Addis_Ababa'),
    preferredCurrency: text().notNull().default('ETB'),
    preferredLanguage: text({ enum: languages }).notNull().default('am'),
    /** Null: the preferred language's calendar (Ethiopian for Amharic and Tigrinya). */
    calendar: text({ enum: calendars }),
    isEthiopianDiaspora: boolean().notNull().default(false),
    ethiopianRegionOfOrigin: text(),
    isEmailVerified: boolean().notNull().default(false),
    isPhoneVerified: boolean().notNull().default(false),
    isSeller: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    lastLoginAt: tstz(),
    suspendedAt: tstz(),
    /** When the owner deleted the account: personal fields are erased and it cannot sign in. */
    deletedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    unique('users_username_unique').on(t.username),
    // A phone number signs in and receives reset codes only once verified, so one account at most
    // may hold it verified; unverified, several may have typed it.
    uniqueIndex('users_verified_phone_unique')
      .on(t.phone)
      .where(sql`${t.isPhoneVerified}`),
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    inCheck('users_role_check', t.role, userRoles),
    inCheck('users_preferred_language_check', t.preferredLanguage, languages),
    inCheck('users_calendar_check', t.calendar, calendars),
  ],
)

/** Server-side login sessions. The cookie holds an opaque token; only its sha-256 hex is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: tstz().notNull().defaultNow(),
    /** Absolute expiry. */
    expiresAt: tstz().notNull(),
    ipAddress: text(),
    userAgent: text(),
  },
  (t) => [
    unique('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
)

/** Sign-in and registration attempts for throttling; key 'pair:<email>|<ip>', 'ip:<ip>' or 'register-taken:<ip>'. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    key: text().notNull(),
    succeeded: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_key_created_at_idx').on(t.key, t.createdAt)],
)

/** What a one-time secret proves when it comes back. */
export const accountTokenPurposes = [
  'password-reset',
  'email-verification',
  'phone-verification',
] as const
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number]

/**
 * One-time secrets sent to an address: a 32-byte link token (stored as its sha-256) or a six-digit
 * code (stored as the sha-256 of the account id and the code, so equal codes of two accounts
 * differ). Each is single-use, expires, and a code dies after a few wrong tries.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: accountTokenPurposes }).notNull(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    /** The email or phone (E.164) it was sent to; verification holds only while the account still has it. */
    address: text().notNull(),
    secretHash: text().notNull(),
    /** Wrong codes tried against it. */
    attempts: integer().notNull().default(0),
    expiresAt: tstz().notNull(),
    /** Set when used, or when a newer secret or a reset made it void. */
    usedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_secret_hash_idx').on(t.secretHash),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    inCheck('account_tokens_purpose_check', t.purpose, accountTokenPurposes),
    inCheck('account_tokens_channel_check', t.channel, ['email', 'sms'] as const),
  ],
)

export type AccountToken = typeof accountTokens.$inferSelect

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type Session = typeof sessions.$inferSelect
export type NewSession = typeof sessions.$inferInsert
export type LoginAttempt = typeof loginAttempts.$inferSelect
export type NewLoginAttempt = typeof loginAttempts.$inferInsert
