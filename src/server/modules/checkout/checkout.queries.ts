import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import { isUniqueViolation } from '#server/lib/errors.ts'
import { newReferenceNumber } from '#server/lib/reference-number.ts'
import type { Executor } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { couponUsage, coupons } from '#server/db/schema/coupons.ts'
import { deliveryServiceFees, deliveryUpdates, orders } from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import {
  affiliateSales,
  affiliates,
  buyerMemberships,
  transactionFees,
  userBuyerMemberships,
} from '#server/db/schema/revenue.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { idempotencyKeys } from '#server/db/schema/system.ts'
import { users } from '#server/db/schema/users.ts'
import {
  findVariant,
  releaseVariantStock,
  reserveVariantStock,
} from '#server/modules/variants/variants.queries.ts'

export async function findCouponByCode(db: Executor, code: string) {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.couponCode})`, code.toUpperCase()))
    .limit(1)
  return coupon
}

export async function countCouponUses(db: Executor, couponId: string, userId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(couponUsage)
    .where(and(eq(couponUsage.couponId, couponId), eq(couponUsage.userId, userId)))
  return row?.count ?? 0
}

/** Orders the buyer placed before, cancelled ones included: a new user is one who never ordered. */
export async function countBuyerOrders(db: Executor, userId: string) {
  const [row] = await db.select({ count: count() }).from(orders).where(eq(orders.buyerId, userId))
  return row?.count ?? 0
}

export async function findBuyer(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, isEthiopianDiaspora: users.isEthiopianDiaspora })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/** Serialises one buyer's checkouts, so per-user coupon counts and new-user checks hold. */
export async function lockBuyer(db: Executor, userId: string) {
  await db.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`)
}

export async function findSellers(db: Executor, sellerIds: string[]) {
  if (sellerIds.length === 0) return []
  return db
    .select({
      id: sellers.id,
      userId: sellers.userId,
      storeName: sellers.storeName,
      commissionRate: sellers.currentCommissionRate,
      preferredLanguage: users.preferredLanguage,
    })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(inArray(sellers.id, sellerIds))
}

/**
 * Takes units out of stock only when enough are left; the returned stock is what remains. A
 * variant's units come from the variant (and the product's mirror of it).
 */
export async function reserveStock(
  db: Executor,
  productId: string,
  quantity: number,
  variantId: string | null = null,
) {
  if (variantId) return reserveVariantStock(db, { productId, variantId, quantity })
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
    .returning({ stock: products.stock })
  return row
}

/**
 * Gives units back. An order of a variant that has since been removed (its id is gone, its label
 * kept) has nowhere to return them: the product's own stock mirrors its variants.
 */
export async function releaseStock(
  db: Executor,
  productId: string,
  quantity: number,
  variantId: string | null = null,
  variantLabel: string | null = null,
) {
  if (variantId) return releaseVariantStock(db, { productId, variantId, quantity })
  if (variantLabel) return
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId))
}

export async function findProductStock(
  db: Executor,
  productId: string,
  variantId: string | null = null,
) {
  if (variantId) {
    const [product, variant] = await Promise.all([
      db.select({ name: products.name }).from(products).where(eq(products.id, productId)),
      findVariant(db, productId, variantId),
    ])
    return {
      id: productId,
      name: product[0]?.name ?? '',
      stock: variant?.isActive ? variant.stock : 0,
    }
  }
  const [row] = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
  return row
}

/** One more use, only while the limit allows it: concurrent checkouts never pass the limit. */
export async function takeCouponUse(db: Executor, couponId: string) {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id })
  return rows.length > 0
}

/**
 * Inserts the orders, each with a fresh order number. A number already taken (a one in a million
 * repeat) rolls back only this savepoint and the numbers are drawn again.
 */
export async function insertOrders(db: Executor, values: (typeof orders.$inferInsert)[]) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((savepoint) =>
        savepoint
          .insert(orders)
          .values(values.map((value) => ({ ...value, orderNumber: newReferenceNumber() })))
          .returning({
            id: orders.id,
            orderNumber: orders.orderNumber,
            productId: orders.productId,
            variantId: orders.variantId,
            sellerId: orders.sellerId,
            commissionRate: orders.commissionRate,
            commissionAmount: orders.commissionAmount,
            totalAmount: orders.totalAmount,
          }),
      )
    } catch (error) {
      if (!isUniqueViolation(error, 'orders_order_number_unique') || attempt >= 5) throw error
    }
  }
}

export async function insertDeliveryUpdates(
  db: Executor,
  values: (typeof deliveryUpdates.$inferInsert)[],
) {
  if (values.length > 0) await db.insert(deliveryUpdates).values(values)
}

export async function insertDeliveryServiceFees(
  db: Executor,
  values: (typeof deliveryServiceFees.$inferInsert)[],
) {
  if (values.length > 0) await db.insert(deliveryServiceFees).values(values)
}

export async function insertTransactionFees(
  db: Executor,
  values: (typeof transactionFees.$inferInsert)[],
) {
  if (values.length > 0) await db.insert(transactionFees).values(values)
}

export async function insertCouponUsage(db: Executor, values: typeof couponUsage.$inferInsert) {
  await db.insert(couponUsage).values(values)
}

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id })
  return row!
}

/** True when this call claimed the key; false when it was already taken. */
export async function claimIdempotencyKey(
  db: Executor,
  values: { userId: string; key: string; requestHash: string },
) {
  const rows = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id })
  return rows.length > 0
}

export async function findIdempotencyKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      response: idempotencyKeys.response,
      statusCode: idempotencyKeys.statusCode,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  return row
}

export async function saveIdempotentResponse(
  db: Executor,
  params: { userId: string; key: string; statusCode: number; response: unknown },
) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: params.statusCode, response: params.response })
    .where(and(eq(idempotencyKeys.userId, params.userId), eq(idempotencyKeys.key, params.key)))
}

/** Frees the key of an attempt that ordered nothing, so the same key may be retried. */
export async function releaseIdempotencyKey(db: Executor, params: { userId: string; key: string }) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, params.userId), eq(idempotencyKeys.key, params.key)))
}

/** International shipping fee per unit of each product; null when it is not shipped abroad. */
export async function findInternationalFees(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string | null>()
  const rows = await db
    .select({ id: products.id, fee: products.internationalShippingFee })
    .from(products)
    .where(inArray(products.id, productIds))
  return new Map(rows.map((row) => [row.id, row.fee]))
}

/** The buyer's active membership plan: status active, not ended, the plan itself active. */
export async function findActiveMembership(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select({
      name: buyerMemberships.name,
      nameAmharic: buyerMemberships.nameAmharic,
      nameOm: buyerMemberships.nameOm,
      nameTi: buyerMemberships.nameTi,
      freeShippingThreshold: buyerMemberships.freeShippingThreshold,
      cashbackPercentage: buyerMemberships.cashbackPercentage,
      internationalShipping: buyerMemberships.internationalShipping,
    })
    .from(userBuyerMemberships)
    .innerJoin(buyerMemberships, eq(buyerMemberships.id, userBuyerMemberships.membershipId))
    .where(
      and(
        eq(userBuyerMemberships.userId, userId),
        eq(userBuyerMemberships.status, 'active'),
        or(isNull(userBuyerMemberships.endDate), gt(userBuyerMemberships.endDate, now)),
        eq(buyerMemberships.isActive, true),
      ),
    )
    // The most generous plan wins when a buyer holds more than one.
    .orderBy(sql`${buyerMemberships.cashbackPercentage} desc`, userBuyerMemberships.startDate)
    .limit(1)
  return row
}

export async function findActiveAffiliateByCode(db: Executor, code: string) {
  const [row] = await db
    .select({
      id: affiliates.id,
      userId: affiliates.userId,
      commissionRate: affiliates.commissionRate,
    })
    .from(affiliates)
    .where(
      and(
        eq(sql`upper(${affiliates.affiliateCode})`, code.trim().toUpperCase()),
        eq(affiliates.status, 'active'),
      ),
    )
    .limit(1)
  return row
}

export async function insertAffiliateSales(
  db: Executor,
  values: (typeof affiliateSales.$inferInsert)[],
) {
  if (values.length > 0) await db.insert(affiliateSales).values(values)
}
