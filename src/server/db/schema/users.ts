import { sql } from 'drizzle-orm'
import { boolean, check, date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, inCheck, tstz, updatedAt } from './columns.ts'

export const userRoles = ['user', 'admin'] as const
export type UserRole = (typeof userRoles)[number]

/** Interface languages; `or` is how the original spells Afaan Oromo, `om` is the ISO code. */
export const languages = ['am', 'en', 'or', 'om', 'ti'] as const
export type Language = (typeof languages)[number]

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
    isEthiopianDiaspora: boolean().notNull().default(false),
    ethiopianRegionOfOrigin: text(),
    isEmailVerified: boolean().notNull().default(false),
    isPhoneVerified: boolean().notNull().default(false),
    isSeller: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    lastLoginAt: tstz(),
    suspendedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    unique('users_username_unique').on(t.username),
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    inCheck('users_role_check', t.role, userRoles),
    inCheck('users_preferred_language_check', t.preferredLanguage, languages),
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

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type Session = typeof sessions.$inferSelect
export type NewSession = typeof sessions.$inferInsert
export type LoginAttempt = typeof loginAttempts.$inferSelect
export type NewLoginAttempt = typeof loginAttempts.$inferInsert
