import { sql, type SQL } from 'drizzle-orm'
import { sellers } from '#server/db/schema/sellers.ts'
import { MARKET_TIME_ZONE } from '#shared/dates.ts'
import { AppError } from '#server/lib/errors.ts'

// Vacation mode is a rule of the moment a row is read: the store is away while its return date is
// still ahead in Addis Ababa, and open again on that date, with nothing to run when it comes.

const marketToday = sql.raw(`(now() at time zone '${MARKET_TIME_ZONE}')::date`)

/** The store's return date (`YYYY-MM-DD`) while it is away, else null. Needs `sellers` joined. */
export const storeAwayUntil: SQL<string | null> = sql<
  string | null
>`(case when ${sellers.vacationUntil} > ${marketToday} then ${sellers.vacationUntil}::text end)`

/** The seller's note while the store is away, else null. Needs `sellers` joined. */
export const storeAwayMessage: SQL<string | null> = sql<
  string | null
>`(case when ${sellers.vacationUntil} > ${marketToday} then ${sellers.vacationMessage} end)`

/** Today's date in Addis Ababa, `YYYY-MM-DD`, as the database reckons it above. */
export function marketDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE }).format(now)
}

/** 409: the product's store is away, so it cannot be put in a cart or bought until it returns. */
export function storeAway(product: {
  id: string
  name: string
  storeName: string
  awayUntil: string
}) {
  return new AppError(409, 'STORE_ON_VACATION', 'cart.storeAway', {
    values: { name: product.name, store: product.storeName },
    details: { productId: product.id, awayUntil: product.awayUntil },
  })
}
