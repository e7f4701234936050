import type { SellerDetail, SellerListItem } from '#shared/contracts/catalog.ts'
import {
  VACATION_MAX_DAYS,
  type StoreVacation,
  type storeVacationInput,
} from '#shared/contracts/store-vacation.ts'
import type { z } from 'zod'
import type { Executor } from '#server/db/database.ts'
import { AppError, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { listProductPage } from '../catalog/catalog.queries.ts'
import { toProductListItem } from '../catalog/catalog.service.ts'
import { DisplayCountCache } from '../catalog/display-count-cache.ts'
import {
  countListedProductsBySeller,
  findSellerProfile,
  findVacation,
  listPublicSellers,
  updateVacation,
} from './sellers.queries.ts'
import { marketDate } from './store-away.ts'

/** The directory is one page; a marketplace of this size has a few hundred stores. */
export const SELLER_LIST_MAX = 500
/** Products shown on a store's page, newest first. */
export const SELLER_PAGE_PRODUCTS = 48

// The directory's product counts cover every store at once; display-only, so kept ~30 s.
const productCounts = new DisplayCountCache<Map<string, number>>({ ttlMs: 30_000, maxEntries: 1 })

export async function listSellers(db: Executor): Promise<SellerListItem[]> {
  const [rows, counts] = await Promise.all([
    listPublicSellers(db, SELLER_LIST_MAX),
    productCounts.get(db, 'all', async () => {
      const bySeller = await countListedProductsBySeller(db)
      return new Map(bySeller.map((row) => [row.sellerId, row.count]))
    }),
  ])
  return rows.map((row) => ({
    ...row,
    productCount: counts.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  }))
}

/** A store's page. A suspended or deactivated owner's store exists only for that owner and admins. */
export async function getSeller(
  db: Executor,
  sellerId: string,
  viewer: AuthUser | null,
): Promise<SellerDetail> {
  // Both reads at once: a miss costs one cheap index probe, a hit saves a round trip.
  const [seller, products] = await Promise.all([
    findSellerProfile(db, sellerId),
    listProductPage(db, { filters: { sellerId }, sort: 'newest', limit: SELLER_PAGE_PRODUCTS }),
  ])
  const mayView =
    seller && (seller.public || viewer?.role === 'admin' || viewer?.id === seller.userId)
  if (!seller || !mayView) throw notFound('seller.notFound', 'SELLER_NOT_FOUND')
  return {
    id: seller.id,
    storeName: seller.storeName,
    description: seller.description,
    rating: seller.rating,
    totalReviews: seller.totalReviews,
    verified: seller.verified,
    awayUntil: seller.awayUntil,
    awayMessage: seller.awayMessage,
    productCount: seller.productCount,
    user: seller.user,
    createdAt: seller.createdAt.toISOString(),
    servesInternational: seller.servesInternational,
    shippingRegions: seller.shippingRegions,
    isDiasporaFriendly: seller.isDiasporaFriendly,
    products: products.slice(0, SELLER_PAGE_PRODUCTS).map(toProductListItem),
  }
}

/* ------------------------------------------------------------------------- vacation mode */

const vacationDateError = (messageKey: 'seller.vacationPast' | 'seller.vacationTooFar') =>
  new AppError(400, 'VACATION_DATE_INVALID', messageKey, {
    details: { fields: { until: messageKey } },
  })

/** Adds days to a `YYYY-MM-DD` calendar date. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export async function getVacation(db: Executor, sellerId: string): Promise<StoreVacation> {
  const row = await findVacation(db, sellerId)
  if (!row) throw notFound('seller.notFound', 'SELLER_NOT_FOUND')
  return row
}

/**
 * Pauses the store until a return date after today (Addis Ababa) and within a year, or with a null
 * date opens it again now.
 */
export async function setVacation(
  db: Executor,
  sellerId: string,
  input: z.output<typeof storeVacationInput>,
): Promise<StoreVacation> {
  if (input.until !== null) {
    const today = marketDate()
    if (input.until <= today) throw vacationDateError('seller.vacationPast')
    if (input.until > addDays(today, VACATION_MAX_DAYS)) {
      throw vacationDateError('seller.vacationTooFar')
    }
  }
  await updateVacation(db, sellerId, {
    vacationUntil: input.until,
    vacationMessage: input.until === null ? null : input.message,
  })
  return getVacation(db, sellerId)
}
