import type { CommissionTier, SellerTier, TierEvaluation } from '#shared/contracts/tiers.ts'
import { roundMoney } from '#shared/money.ts'
import type { Executor } from '#server/db/database.ts'
import { assertOwner } from '#server/lib/access.ts'
import { AppError, forbidden, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { addisMonthStart } from '../seller-dashboard/seller-dashboard.figures.ts'
import {
  computeSellerTotals,
  findSellerStanding,
  listActiveTiers,
  sumDeliveredSales,
  type TierRow,
  updateSellerStanding,
} from './tiers.queries.ts'
import { nextTierAfter, pickTier, progressTowards } from './tiers.rules.ts'

const toTier = (row: TierRow): CommissionTier => ({ ...row })

/**
 * A store's standing (public: the tier card and the store page show it). The tier and its
 * commission are those of the last evaluation; the sales are counted now from delivered orders
 * (items less discount), never read from stored figures, and the rating is the seller's row, as
 * every other page shows it.
 */
export async function getSellerTier(
  db: Executor,
  sellerId: string,
  now = new Date(),
): Promise<SellerTier> {
  const [seller, tiers, sales] = await Promise.all([
    findSellerStanding(db, sellerId),
    listActiveTiers(db),
    sumDeliveredSales(db, sellerId, addisMonthStart(now)),
  ])
  if (!seller) throw notFound('seller.notFound', 'SELLER_NOT_FOUND')
  const current = tiers.find((tier) => tier.id === seller.currentTierId) ?? null
  const next = nextTierAfter(current?.level ?? null, tiers)
  return {
    seller: {
      id: seller.id,
      storeName: seller.storeName,
      totalSalesAmount: roundMoney(sales.total),
      monthlySalesAmount: roundMoney(sales.monthly),
      rating: seller.rating,
      totalReviews: seller.totalReviews,
      commissionRate: seller.currentCommissionRate,
      lastTierEvaluationAt: seller.lastTierEvaluationAt?.toISOString() ?? null,
    },
    currentTier: current ? toTier(current) : null,
    nextTier: next ? toTier(next) : null,
    progressPercentage: Number(seller.tierProgressPercentage),
  }
}

/**
 * Recomputes the store's totals from its delivered orders and reviews, moves it to the highest
 * tier it qualifies for (up or down) and sets the commission it pays to that tier's rate. The
 * order lifecycle calls this when an order is delivered.
 */
export async function evaluateSellerTier(
  db: Executor,
  sellerId: string,
  now = new Date(),
): Promise<TierEvaluation> {
  const [seller, tiers] = await Promise.all([findSellerStanding(db, sellerId), listActiveTiers(db)])
  if (!seller) throw notFound('seller.notFound', 'SELLER_NOT_FOUND')
  const stats = await computeSellerTotals(db, sellerId, addisMonthStart(now))
  const tier = pickTier(stats, tiers)
  if (!tier) throw new AppError(409, 'NO_TIERS', 'tier.noneConfigured')
  const previous = tiers.find((candidate) => candidate.id === seller.currentTierId) ?? null
  await updateSellerStanding(db, sellerId, {
    totalSalesAmount: stats.totalSales,
    monthlySalesAmount: stats.monthlySales,
    rating: stats.rating,
    totalReviews: stats.reviews,
    currentTierId: tier.id,
    currentCommissionRate: tier.commissionRate,
    tierProgressPercentage: progressTowards(stats, nextTierAfter(tier.level, tiers)),
    lastTierEvaluationAt: now,
  })
  return {
    tier: tierNames(tier),
    upgraded: previous !== null && tier.level > previous.level,
    previousTier: previous ? tierNames(previous) : null,
  }
}

/** Only the store's owner (or an admin) may ask for a re-evaluation. */
export async function evaluateTierFor(
  db: Executor,
  user: AuthUser,
  sellerId: string,
): Promise<TierEvaluation> {
  const seller = await findSellerStanding(db, sellerId)
  if (!seller) {
    // Only an admin learns whether an id that is not theirs exists.
    if (user.role === 'admin') throw notFound('seller.notFound', 'SELLER_NOT_FOUND')
    throw forbidden()
  }
  assertOwner(user, seller.userId)
  return evaluateSellerTier(db, sellerId)
}

/**
 * For the order lifecycle, after a delivery: re-evaluates the store's tier. A marketplace with no
 * tier the store qualifies for keeps the store's current commission rather than failing the delivery.
 */
export async function refreshTierAfterDelivery(db: Executor, sellerId: string): Promise<void> {
  try {
    await evaluateSellerTier(db, sellerId)
  } catch (error) {
    if (error instanceof AppError && error.code === 'NO_TIERS') return
    throw error
  }
}

type TierNames = TierEvaluation['tier']

/** Only the names, in every language, of a tier row. */
function tierNames(tier: TierNames): TierNames {
  return {
    name: tier.name,
    nameAmharic: tier.nameAmharic,
    nameOm: tier.nameOm,
    nameTi: tier.nameTi,
  }
}
