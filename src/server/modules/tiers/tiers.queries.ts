import { and, asc, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { detailedReviews, products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { commissionTiers, sellers } from '#server/db/schema/sellers.ts'
import { orderSalesAfterReturns } from '#server/lib/order-money.ts'

export const tierColumns = {
  id: commissionTiers.id,
  name: commissionTiers.name,
  nameAmharic: commissionTiers.nameAmharic,
  nameOm: commissionTiers.nameOm,
  nameTi: commissionTiers.nameTi,
  description: commissionTiers.description,
  descriptionAmharic: commissionTiers.descriptionAmharic,
  descriptionOm: commissionTiers.descriptionOm,
  descriptionTi: commissionTiers.descriptionTi,
  level: commissionTiers.level,
  commissionRate: commissionTiers.commissionRate,
  minimumMonthlySales: commissionTiers.minimumMonthlySales,
  minimumTotalSales: commissionTiers.minimumTotalSales,
  minimumRating: commissionTiers.minimumRating,
  minimumReviews: commissionTiers.minimumReviews,
  minimumActiveProducts: commissionTiers.minimumActiveProducts,
  featuredListingAllowance: commissionTiers.featuredListingAllowance,
  freeShippingThreshold: commissionTiers.freeShippingThreshold,
  prioritySupport: commissionTiers.prioritySupport,
  analyticsAccess: commissionTiers.analyticsAccess,
  bulkUploadAccess: commissionTiers.bulkUploadAccess,
  badgeColor: commissionTiers.badgeColor,
  badgeIcon: commissionTiers.badgeIcon,
}

/** Active tiers, lowest level first. */
export async function listActiveTiers(db: Executor) {
  return db
    .select(tierColumns)
    .from(commissionTiers)
    .where(eq(commissionTiers.isActive, true))
    .orderBy(asc(commissionTiers.level))
}

export type TierRow = Awaited<ReturnType<typeof listActiveTiers>>[number]

export async function findSellerStanding(db: Executor, sellerId: string) {
  const [row] = await db
    .select({
      id: sellers.id,
      userId: sellers.userId,
      storeName: sellers.storeName,
      totalSalesAmount: sellers.totalSalesAmount,
      monthlySalesAmount: sellers.monthlySalesAmount,
      rating: sellers.rating,
      totalReviews: sellers.totalReviews,
      currentTierId: sellers.currentTierId,
      currentCommissionRate: sellers.currentCommissionRate,
      tierProgressPercentage: sellers.tierProgressPercentage,
      lastTierEvaluationAt: sellers.lastTierEvaluationAt,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1)
  return row ?? null
}

/** Sales of the seller's delivered orders: all of them, and those placed since `monthStart`. */
export async function sumDeliveredSales(db: Executor, sellerId: string, monthStart: Date) {
  const [sales] = await db
    .select({
      // Net of refunded returns (docs/decisions/024-returns-and-refunds.md).
      total: sql<string>`coalesce(sum(${orderSalesAfterReturns}), 0)::text`,
      monthly: sql<string>`coalesce(sum(${orderSalesAfterReturns}) filter (where ${gte(orders.createdAt, monthStart)}), 0)::text`,
    })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.status, 'delivered')))
  return { total: sales?.total ?? '0', monthly: sales?.monthly ?? '0' }
}

/**
 * The seller's figures as tier thresholds measure them, from recorded rows only: sales of delivered
 * orders (items less discount, as everywhere) and the rating of the product reviews, computed as
 * the review service stores it on the seller (two decimals, rounded in SQL).
 */
export async function computeSellerTotals(db: Executor, sellerId: string, monthStart: Date) {
  const ofSeller = sql`${detailedReviews.targetType} = 'product' and ${detailedReviews.targetId} in
    (select ${products.id} from ${products} where ${products.sellerId} = ${sellerId})`
  const sales = await sumDeliveredSales(db, sellerId, monthStart)
  const [rest] = await db
    .select({
      rating: sql<string>`coalesce((select round(avg(${detailedReviews.rating}), 2) from ${detailedReviews} where ${ofSeller}), 0)::text`,
      reviews: sql<number>`(select count(*)::int from ${detailedReviews} where ${ofSeller})`,
      activeProducts: sql<number>`(select count(*)::int from ${products} where ${products.sellerId} = ${sellerId} and ${products.isActive} and ${products.reviewStatus} = 'approved')`,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
  return {
    totalSales: sales.total,
    monthlySales: sales.monthly,
    rating: rest?.rating ?? '0',
    reviews: rest?.reviews ?? 0,
    activeProducts: rest?.activeProducts ?? 0,
  }
}

export async function updateSellerStanding(
  db: Executor,
  sellerId: string,
  values: {
    totalSalesAmount: string
    monthlySalesAmount: string
    rating: string
    totalReviews: number
    currentTierId: string
    currentCommissionRate: string
    tierProgressPercentage: string
    lastTierEvaluationAt: Date
  },
) {
  await db.update(sellers).set(values).where(eq(sellers.id, sellerId))
}
