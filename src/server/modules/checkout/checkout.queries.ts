import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm'
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
import { idempotencyKeys } from '#server/db/schema/system.ts'
import { users } from '#server/db/schema/users.ts'
import { releaseVariantStock } from '#server/modules/variants/variants.queries.ts'

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

/**
 * Serialises one buyer's checkouts (so per-user coupon counts, new-user checks and wallet credit
 * hold), then claims the Idempotency-Key, in one statement: true when this call claimed it. The
 * buyer's row is locked first, so two requests of one buyer wait in one place and cannot deadlock;
 * a request with a key another request holds waits for that one to end, then finds it taken
 * (ON CONFLICT sees rows committed after this statement began). Whatever the checkout reads next
 * must be read in later statements, which see what the buyer's previous checkout committed.
 */
export async function lockBuyerAndClaimKey(
  db: Executor,
  values: { userId: string; key: string; requestHash: string },
): Promise<boolean> {
  // Both drivers (node-postgres, PGlite) answer raw queries with `rows`.
  const result = (await db.execute(sql`
    with buyer as (
      select ${users.id} from ${users} where ${users.id} = ${values.userId} for update
    ), claimed as (
      insert into ${idempotencyKeys} ("user_id", "key", "request_hash")
      select buyer.id, ${values.key}, ${values.requestHash} from buyer
      on conflict ("user_id", "key") do nothing
      returning 1
    )
    select exists (select 1 from claimed) as claimed
  `)) as unknown as { rows: { claimed: boolean }[] }
  return result.rows[0]?.claimed === true
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

/**
 * One more use, only while the limit allows it: concurrent checkouts never pass the limit. Unrun,
 * a part of the checkout's one statement, returning a row when the use was taken.
 */
export function takeCouponUse(db: Executor, couponId: string) {
  return db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id })
}

// The writes of a placed checkout. Each returns its statement unrun: awaited, it runs alone;
// handed to writeTogether, it goes with the others in one round trip. Every row's id is made here
// (and each order's number), so no write needs to read another's back.

/** The orders, each with its id and number set; a repeated number fails the unique index. */
export function insertOrders(db: Executor, values: (typeof orders.$inferInsert)[]) {
  return db.insert(orders).values(values)
}

export function insertDeliveryUpdates(
  db: Executor,
  values: (typeof deliveryUpdates.$inferInsert)[],
) {
  return values.length > 0 ? db.insert(deliveryUpdates).values(values) : undefined
}

export function insertDeliveryServiceFees(
  db: Executor,
  values: (typeof deliveryServiceFees.$inferInsert)[],
) {
  return values.length > 0 ? db.insert(deliveryServiceFees).values(values) : undefined
}

export function insertTransactionFees(
  db: Executor,
  values: (typeof transactionFees.$inferInsert)[],
) {
  return values.length > 0 ? db.insert(transactionFees).values(values) : undefined
}

export function insertCouponUsage(db: Executor, values: typeof couponUsage.$inferInsert) {
  return db.insert(couponUsage).values(values)
}

export function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  return db.insert(payments).values(values)
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

export function saveIdempotentResponse(
  db: Executor,
  params: { userId: string; key: string; statusCode: number; response: unknown },
) {
  return db
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

/**
 * The buyer's active membership plan: status active, not ended, the plan itself active. Read at
 * every checkout and quote: a named statement, planned once per connection.
 */
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
        eq(userBuyerMemberships.userId, sql.placeholder('userId')),
        eq(userBuyerMemberships.status, 'active'),
        or(
          isNull(userBuyerMemberships.endDate),
          gt(userBuyerMemberships.endDate, sql.placeholder('now')),
        ),
        eq(buyerMemberships.isActive, true),
      ),
    )
    // The most generous plan wins when a buyer holds more than one.
    .orderBy(sql`${buyerMemberships.cashbackPercentage} desc`, userBuyerMemberships.startDate)
    .limit(1)
    .prepare('checkout_membership')
    .execute({ userId, now: now.toISOString() })
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

export function insertAffiliateSales(db: Executor, values: (typeof affiliateSales.$inferInsert)[]) {
  return values.length > 0 ? db.insert(affiliateSales).values(values) : undefined
}
