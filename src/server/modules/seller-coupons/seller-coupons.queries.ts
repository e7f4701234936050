import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/database.ts'
import { pageViews } from '#server/db/schema/analytics.ts'
import { couponUsage, coupons, type NewCoupon } from '#server/db/schema/coupons.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { orderSalesAfterReturns } from '#server/lib/order-money.ts'

const couponColumns = {
  id: coupons.id,
  sellerId: coupons.sellerId,
  businessName: coupons.businessName,
  businessPhone: coupons.businessPhone,
  businessEmail: coupons.businessEmail,
  businessAddress: coupons.businessAddress,
  title: coupons.title,
  description: coupons.description,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  minimumPurchase: coupons.minimumPurchase,
  maxDiscount: coupons.maxDiscount,
  couponCode: coupons.couponCode,
  usageLimit: coupons.usageLimit,
  usagePerUser: coupons.usagePerUser,
  usedCount: coupons.usedCount,
  categoryId: coupons.categoryId,
  productIds: coupons.productIds,
  targetUserType: coupons.targetUserType,
  startDate: coupons.startDate,
  endDate: coupons.endDate,
  isActive: coupons.isActive,
  isFlashSale: coupons.isFlashSale,
  flashSaleEndTime: coupons.flashSaleEndTime,
  priority: coupons.priority,
  termsAndConditions: coupons.termsAndConditions,
  createdAt: coupons.createdAt,
}

export type CouponRow = Awaited<ReturnType<typeof findCoupon>> & {}

export async function listSellerCoupons(db: Executor, sellerId: string) {
  return db
    .select(couponColumns)
    .from(coupons)
    .where(eq(coupons.sellerId, sellerId))
    .orderBy(
      desc(coupons.isActive),
      desc(coupons.priority),
      desc(coupons.createdAt),
      asc(coupons.id),
    )
}

export async function findCoupon(db: Executor, id: string) {
  const [row] = await db.select(couponColumns).from(coupons).where(eq(coupons.id, id)).limit(1)
  return row ?? null
}

export async function findCouponIdByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`upper(${coupons.couponCode}) = ${code.toUpperCase()}`)
    .limit(1)
  return row?.id ?? null
}

export async function findStoreName(db: Executor, sellerId: string) {
  const [row] = await db
    .select({ storeName: sellers.storeName })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1)
  return row?.storeName ?? null
}

export async function insertCoupon(db: Executor, values: NewCoupon) {
  const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id })
  return row!.id
}

export async function updateCoupon(db: Executor, id: string, values: Partial<NewCoupon>) {
  await db
    .update(coupons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(coupons.id, id))
}

export async function deleteCoupon(db: Executor, id: string) {
  await db.delete(coupons).where(eq(coupons.id, id))
}

export async function countCouponUses(db: Executor, couponId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(couponUsage)
    .where(eq(couponUsage.couponId, couponId))
  return row?.count ?? 0
}

/**
 * Uses, discount and the revenue per coupon. One use covers one checkout; its revenue is the sales
 * (items less discount, as everywhere) of that checkout's not cancelled orders of the coupon's
 * seller (every seller's for a platform coupon).
 */
export async function usageByCoupon(db: Executor, couponIds: string[]) {
  if (couponIds.length === 0) return []
  const used = alias(orders, 'used_order')
  const revenue = db
    .select({
      usageId: couponUsage.id,
      amount:
        sql<string>`coalesce(sum(${orderSalesAfterReturns}) filter (where ${orders.status} <> 'cancelled'), 0)`.as(
          'amount',
        ),
    })
    .from(couponUsage)
    .innerJoin(coupons, eq(coupons.id, couponUsage.couponId))
    .innerJoin(used, eq(used.id, couponUsage.orderId))
    .innerJoin(
      orders,
      and(
        or(eq(orders.id, used.id), eq(orders.orderGroupId, used.orderGroupId)),
        or(isNull(coupons.sellerId), eq(orders.sellerId, coupons.sellerId)),
      ),
    )
    .where(inArray(couponUsage.couponId, couponIds))
    .groupBy(couponUsage.id)
    .as('usage_revenue')
  return db
    .select({
      couponId: couponUsage.couponId,
      uses: sql<number>`count(*)::int`,
      discountGiven: sql<string>`coalesce(sum(${couponUsage.discountAmount}), 0)::text`,
      revenue: sql<string>`coalesce(sum(${revenue.amount}), 0)::text`,
    })
    .from(couponUsage)
    .leftJoin(revenue, eq(revenue.usageId, couponUsage.id))
    .where(inArray(couponUsage.couponId, couponIds))
    .groupBy(couponUsage.couponId)
}

/** Views of the public coupons page since `since`. */
export async function countCouponPageViews(db: Executor, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pageViews)
    .where(
      and(gte(pageViews.createdAt, since), sql`split_part(${pageViews.page}, '?', 1) = '/coupons'`),
    )
  return row?.count ?? 0
}

/** Per coupon of the seller: views of the coupons page since the coupon started. */
export async function couponPageViewsSinceStart(db: Executor, sellerId: string) {
  return db
    .select({
      couponId: coupons.id,
      // Qualified by hand: a one-table select renders columns unqualified (see the dashboard).
      views: sql<number>`(select count(*)::int from ${pageViews} as pv
        where split_part(pv.page, '?', 1) = '/coupons' and pv.created_at >= ${sql.raw('"coupons"."start_date"')})`,
    })
    .from(coupons)
    .where(eq(coupons.sellerId, sellerId))
}
