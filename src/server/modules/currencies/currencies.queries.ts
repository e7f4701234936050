import { asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { currencies, exchangeRates } from '#server/db/schema/currencies.ts'

export const currencyColumns = {
  id: currencies.id,
  name: currencies.name,
  nameAmharic: currencies.nameAmharic,
  nameOm: currencies.nameOm,
  nameTi: currencies.nameTi,
  symbol: currencies.symbol,
  type: currencies.type,
  decimals: currencies.decimals,
  isActive: currencies.isActive,
}

export function listActiveCurrencies(db: Executor) {
  return db
    .select(currencyColumns)
    .from(currencies)
    .where(eq(currencies.isActive, true))
    .orderBy(asc(currencies.displayOrder), asc(currencies.id))
}

export async function findCurrency(db: Executor, id: string) {
  const [row] = await db
    .select(currencyColumns)
    .from(currencies)
    .where(eq(currencies.id, id))
    .limit(1)
  return row ?? null
}

export const rateColumns = {
  fromCurrency: exchangeRates.fromCurrency,
  toCurrency: exchangeRates.toCurrency,
  rate: exchangeRates.rate,
  source: exchangeRates.source,
  lastUpdated: exchangeRates.lastUpdated,
}

/** Every active stored pair; the table holds a few dozen rows, so resolving in memory is cheapest. */
export function listActiveRates(db: Executor) {
  return db.select(rateColumns).from(exchangeRates).where(eq(exchangeRates.isActive, true))
}

/** Stores the pair's rate: one row per pair, the latest dated one (what conversions read). */
export async function upsertRate(
  db: Executor,
  values: {
    fromCurrency: string
    toCurrency: string
    rate: string
    source: string
    lastUpdated: Date
  },
) {
  const [row] = await db
    .insert(exchangeRates)
    .values({ ...values, isActive: true })
    .onConflictDoUpdate({
      target: [exchangeRates.fromCurrency, exchangeRates.toCurrency],
      set: {
        rate: sql`excluded.rate`,
        source: sql`excluded.source`,
        lastUpdated: sql`excluded.last_updated`,
        isActive: true,
      },
    })
    .returning({ id: exchangeRates.id, ...rateColumns, isActive: exchangeRates.isActive })
  return row!
}
