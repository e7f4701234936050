// Shared column builders and helpers for the Drizzle schema.
// Every helper returns a NEW builder: never reuse one builder instance in two tables.
// `casing: 'snake_case'` (drizzle.config.ts) turns the camelCase keys into snake_case column names.
import { type SQL, sql } from 'drizzle-orm'
import { type PgColumn, check, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** uuid primary key with a server-side random default. */
export const id = () => uuid().primaryKey().defaultRandom()

/** timestamptz (nullable unless chained with .notNull()). */
export const tstz = () => timestamp({ withTimezone: true })

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()

/** Set to now() on insert and refreshed by Drizzle on every update issued through the ORM. */
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

/** Money amount: numeric(14,2), read back as a decimal string. */
export const money = () => numeric({ precision: 14, scale: 2 })

/** Fractional rate such as a commission (0.0800 = 8 %): numeric(5,4). */
export const rate = () => numeric({ precision: 5, scale: 4 })

/** Star rating average 0.00 - 5.00: numeric(3,2). */
export const ratingAvg = () => numeric({ precision: 3, scale: 2 })

/** Latitude / longitude in degrees: numeric(10,7). */
export const coordinate = () => numeric({ precision: 10, scale: 7 })

/** Non-null list of strings, empty by default. */
export const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

/** Non-null list of uuids, empty by default. */
export const uuidList = () =>
  uuid()
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`)

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`

/** SQL list literal ('a', 'b') for IN / ARRAY checks. Values are constants from this schema. */
export const sqlList = (values: readonly string[]): SQL => sql.raw(values.map(quote).join(', '))

/** CHECK (column IN (...values)). NULL passes, as in any CHECK constraint. */
export const inCheck = (name: string, column: PgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sqlList(values)})`)
