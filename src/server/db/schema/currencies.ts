import { sql } from 'drizzle-orm'
import { boolean, check, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, id, inCheck, tstz, updatedAt } from './columns.ts'

export const currencyTypes = ['fiat', 'crypto'] as const
export type CurrencyType = (typeof currencyTypes)[number]

/** Primary key is the currency code itself ('ETB', 'USD', 'BTC', ...). */
export const currencies = pgTable(
  'currencies',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    nameAmharic: text(),
    /** Afaan Oromoo and Tigrinya names (the English `name` when empty). */
    nameOm: text(),
    nameTi: text(),
    symbol: text().notNull(),
    /** 2 for fiat, 8 for crypto. */
    decimals: integer().notNull().default(2),
    type: text({ enum: currencyTypes }).notNull().default('fiat'),
    isActive: boolean().notNull().default(true),
    displayOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    inCheck('currencies_type_check', t.type, currencyTypes),
    check('currencies_decimals_check', sql`${t.decimals} between 0 and 18`),
  ],
)

/** Cached conversion rate per (from, to) pair: 1 fromCurrency = rate toCurrency. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    fromCurrency: text()
      .notNull()
      .references(() => currencies.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    toCurrency: text()
      .notNull()
      .references(() => currencies.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    rate: numeric({ precision: 20, scale: 8 }).notNull(),
    lastUpdated: tstz().notNull().defaultNow(),
    source: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('exchange_rates_pair_unique').on(t.fromCurrency, t.toCurrency),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
    check('exchange_rates_distinct_pair_check', sql`${t.fromCurrency} <> ${t.toCurrency}`),
  ],
)

export type Currency = typeof currencies.$inferSelect
export type NewCurrency = typeof currencies.$inferInsert
export type ExchangeRate = typeof exchangeRates.$inferSelect
export type NewExchangeRate = typeof exchangeRates.$inferInsert
