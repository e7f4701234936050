import { releaseVariantStock } from '#server/modules/variants/variants.queries.ts'
import { and, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/database.ts'
import { categories, products } from '#server/db/schema/catalog.ts'
import { couriers, orders } from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import { orderReturns, type OrderReturn } from '#server/db/schema/returns.ts'
import {
  affiliateSales,
  buyerMemberships,
  userBuyerMemberships,
} from '#server/db/schema/revenue.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { platformSettings } from '#server/db/schema/settings.ts'
import { users } from '#server/db/schema/users.ts'
import { isUniqueViolation } from '#server/lib/errors.ts'
import { newReferenceNumber } from '#server/lib/reference-number.ts'
import { isInternational } from '#server/modules/orders/orders.queries.ts'
import type { ReturnStatus } from '#shared/returns.ts'
import { DEFAULT_RETURN_WINDOW_DAYS, SELLER_RETURN_DECISION_DAYS } from '#shared/returns.ts'

// Every read is scoped by the service to one party: the buyer, the seller, the courier bringing it
// back, or an admin (docs/decisions/024-returns-and-refunds.md).

/* ------------------------------------------------------------------------------ settings */

export async function findReturnSettings(db: Executor) {
  const [row] = await db
    .select({
      windowDays: platformSettings.returnWindowDays,
      decisionDays: platformSettings.returnDecisionDays,
    })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1))
  return (
    row ?? { windowDays: DEFAULT_RETURN_WINDOW_DAYS, decisionDays: SELLER_RETURN_DECISION_DAYS }
  )
}

export async function saveReturnSettings(
  db: Executor,
  values: { windowDays: number; decisionDays: number; updatedById: string },
) {
  const set = {
    returnWindowDays: values.windowDays,
    returnDecisionDays: values.decisionDays,
    updatedById: values.updatedById,
    updatedAt: new Date(),
  }
  await db
    .insert(platformSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: platformSettings.id, set })
}

export function listCategoryWindows(db: Executor) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameAm: categories.nameAm,
      nameOm: categories.nameOm,
      nameTi: categories.nameTi,
      windowDays: categories.returnWindowDays,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(categories.displayOrder, categories.name, categories.id)
}

export async function setCategoryWindow(db: Executor, id: string, windowDays: number | null) {
  const [row] = await db
    .update(categories)
    .set({ returnWindowDays: windowDays, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning({ id: categories.id })
  return row !== undefined
}

/* -------------------------------------------------------------------------------- orders */

const orderForReturnColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  orderGroupId: orders.orderGroupId,
  status: orders.status,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  productId: orders.productId,
  variantId: orders.variantId,
  courierId: orders.courierId,
  quantity: orders.quantity,
  deliveryAddress: orders.deliveryAddress,
  deliveredAt: sql<Date>`coalesce(${orders.actualDeliveryTime}, ${orders.updatedAt})`.mapWith(
    orders.updatedAt,
  ),
  itemsAmount: orders.itemsAmount,
  discountAmount: orders.discountAmount,
  commissionAmount: orders.commissionAmount,
  cashbackAmount: orders.cashbackAmount,
  international: isInternational,
  categoryWindowDays: categories.returnWindowDays,
}
export type OrderForReturn = NonNullable<Awaited<ReturnType<typeof findOrderForReturn>>>

/** The order line a return is about, with what deciding its window needs. */
export async function findOrderForReturn(db: Executor, orderId: string, lock = false) {
  const query = db
    .select(orderForReturnColumns)
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orders.id, orderId))
  const [row] = lock ? await query.for('update', { of: orders }) : await query
  return row ?? null
}

/** The longest return period of a buyer membership in force (0 without one). */
export async function membershipReturnDays(db: Executor, userId: string) {
  const [row] = await db
    .select({
      days: sql<number>`coalesce(max(${buyerMemberships.extendedReturnPeriod}), 0)::int`,
    })
    .from(userBuyerMemberships)
    .innerJoin(buyerMemberships, eq(buyerMemberships.id, userBuyerMemberships.membershipId))
    .where(
      and(
        eq(userBuyerMemberships.userId, userId),
        eq(userBuyerMemberships.status, 'active'),
        or(isNull(userBuyerMemberships.endDate), gt(userBuyerMemberships.endDate, sql`now()`)),
      ),
    )
  return row?.days ?? 0
}

/** A return still on its way to a decision or a refund. */
const OPEN_RETURN = sql`${orderReturns.status} not in ('refused', 'cancelled', 'refunded')`

/**
 * Delivered orders whose referral sale is pending and whose return window (the category's or the
 * platform's, lengthened by a membership of the buyer's in force, as a buyer asking would get it)
 * has closed with no return open: their sales can be settled. Oldest delivery first.
 */
export async function listReferralOrdersPastWindow(
  db: Executor,
  platformWindowDays: number,
  now: Date,
  limit: number,
) {
  const membershipDays = sql`coalesce((select max(${buyerMemberships.extendedReturnPeriod})
    from ${userBuyerMemberships}
    join ${buyerMemberships} on ${buyerMemberships.id} = ${userBuyerMemberships.membershipId}
    where ${userBuyerMemberships.userId} = ${orders.buyerId}
      and ${userBuyerMemberships.status} = 'active'
      and (${userBuyerMemberships.endDate} is null or ${userBuyerMemberships.endDate} > ${now})), 0)`
  const base = sql`coalesce(${categories.returnWindowDays}, ${platformWindowDays}::int)`
  const windowDays = sql`case when ${base} = 0 then 0 else greatest(${base}, ${membershipDays}) end`
  const deliveredAt = sql`coalesce(${orders.actualDeliveryTime}, ${orders.updatedAt})`
  const rows = await db
    .selectDistinct({ orderId: affiliateSales.orderId, deliveredAt })
    .from(affiliateSales)
    .innerJoin(orders, eq(orders.id, affiliateSales.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(affiliateSales.status, 'pending'),
        eq(orders.status, 'delivered'),
        sql`${deliveredAt} + ${windowDays} * interval '1 day' < ${now}`,
        sql`not exists (select 1 from ${orderReturns}
          where ${orderReturns.orderId} = ${orders.id} and ${OPEN_RETURN})`,
      ),
    )
    .orderBy(deliveredAt)
    .limit(limit)
  return rows.map((row) => row.orderId)
}

/** The checkout payment that covers the order (its reference is the order group). */
export async function findOrderPayment(
  db: Executor,
  order: { id: string; orderGroupId: string | null },
) {
  const [row] = await db
    .select({
      id: payments.id,
      method: payments.paymentMethod,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      transactionId: payments.transactionId,
    })
    .from(payments)
    .where(
      order.orderGroupId
        ? or(eq(payments.referenceNumber, order.orderGroupId), eq(payments.orderId, order.id))
        : eq(payments.orderId, order.id),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1)
  return row ?? null
}

/** Keeps the refund in the payment's ledger of money given back (metadata.refunds). */
export async function recordPaymentRefund(
  db: Executor,
  paymentId: string,
  refund: { orderId: string; returnId: string; amount: string; reference: string | null },
) {
  const entry = { ...refund, at: new Date().toISOString() }
  await db
    .update(payments)
    .set({
      metadata: sql`jsonb_set(coalesce(${payments.metadata}, '{}'::jsonb), '{refunds}', coalesce(${payments.metadata} -> 'refunds', '[]'::jsonb) || ${JSON.stringify([entry])}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, paymentId))
}

/**
 * Stock comes back to the product; for a variant bought, to that variant, and the product's stock
 * is then its variants' sum again (variants.queries.ts keeps that mirror).
 */
export async function returnStock(
  db: Executor,
  params: { productId: string; variantId: string | null; quantity: number },
) {
  if (params.variantId) {
    await releaseVariantStock(db, { ...params, variantId: params.variantId })
    return
  }
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${params.quantity}`, updatedAt: new Date() })
    .where(eq(products.id, params.productId))
}

/* ------------------------------------------------------------------------------- returns */

/** Inserts the return with a fresh number; a number already taken is drawn again. */
export async function insertReturn(
  db: Executor,
  values: Omit<typeof orderReturns.$inferInsert, 'returnNumber'>,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(orderReturns)
          .values({ ...values, returnNumber: newReferenceNumber() })
          .returning({ id: orderReturns.id })
        return row!
      })
    } catch (error) {
      if (!isUniqueViolation(error, 'order_returns_return_number_unique') || attempt >= 5) {
        throw error
      }
    }
  }
}

/** The return of an order that is open or done (a refused or cancelled one does not count). */
export async function findActiveReturnId(db: Executor, orderId: string) {
  const [row] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.orderId, orderId),
        sql`${orderReturns.status} not in ('refused', 'cancelled')`,
      ),
    )
    .limit(1)
  return row?.id ?? null
}

/** Whether a refused return of the order is final (an admin refused it after an appeal). */
export async function hasFinalRefusal(db: Executor, orderId: string) {
  const [row] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.orderId, orderId),
        eq(orderReturns.status, 'refused'),
        sql`${orderReturns.appealedAt} is not null`,
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The return's row, without a lock: what checks and money need. */
export async function findReturn(db: Executor, id: string) {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id))
  return row ?? null
}

/**
 * Moves the return only if it is still in one of `from` (and passes `also`): the guard that lets
 * exactly one of two racing decisions apply. Returns the updated row, or null when it had moved.
 */
export async function moveReturn(
  db: Executor,
  params: {
    id: string
    from: readonly ReturnStatus[]
    also?: SQL | undefined
    set: Partial<typeof orderReturns.$inferInsert>
  },
): Promise<OrderReturn | null> {
  const [row] = await db
    .update(orderReturns)
    .set({ ...params.set, updatedAt: new Date() })
    .where(
      and(
        eq(orderReturns.id, params.id),
        inArray(orderReturns.status, [...params.from]),
        params.also,
      ),
    )
    .returning()
  return row ?? null
}

/** Claims the refund of a received return for one caller; null when someone else holds it. */
export async function claimRefund(db: Executor, id: string, staleBefore: Date) {
  return moveReturn(db, {
    id,
    from: ['received'],
    also: or(isNull(orderReturns.refundClaimedAt), lt(orderReturns.refundClaimedAt, staleBefore)),
    set: { refundClaimedAt: new Date() },
  })
}

export async function releaseRefundClaim(db: Executor, id: string) {
  await db
    .update(orderReturns)
    .set({ refundClaimedAt: null, updatedAt: new Date() })
    .where(and(eq(orderReturns.id, id), eq(orderReturns.status, 'received')))
}

const pickupCourier = alias(couriers, 'pickup_courier')

/** The checkout payment's method of the return's order. */
const paymentMethodOf = sql<string | null>`(
  select "payment"."payment_method" from "payments" as "payment"
  where "payment"."reference_number" = "orders"."order_group_id"::text
     or "payment"."order_id" = "orders"."id"
  order by "payment"."created_at" desc
  limit 1
)`

const returnViewColumns = {
  id: orderReturns.id,
  returnNumber: orderReturns.returnNumber,
  orderId: orderReturns.orderId,
  buyerId: orderReturns.buyerId,
  sellerId: orderReturns.sellerId,
  orderNumber: orders.orderNumber,
  orderQuantity: orders.quantity,
  variantLabel: orders.variantLabel,
  deliveryAddress: orders.deliveryAddress,
  international: isInternational,
  paymentMethod: paymentMethodOf,
  product: { id: products.id, name: products.name, imageUrl: products.imageUrl },
  storeName: sellers.storeName,
  buyer: { firstName: users.firstName, lastName: users.lastName },
  quantity: orderReturns.quantity,
  reason: orderReturns.reason,
  details: orderReturns.details,
  photoUrls: orderReturns.photoUrls,
  status: orderReturns.status,
  sellerDeadline: orderReturns.sellerDeadline,
  decisionReason: orderReturns.decisionReason,
  decidedAt: orderReturns.decidedAt,
  decidedByAdmin: sql<boolean>`coalesce((select "decider"."role" = 'admin' from "users" as "decider" where "decider"."id" = ${orderReturns.decidedById}), false)`,
  appealReason: orderReturns.appealReason,
  appealedAt: orderReturns.appealedAt,
  pickupCourierId: pickupCourier.id,
  pickupCourierName: pickupCourier.name,
  pickupCourierPhone: pickupCourier.phone,
  shippingCarrier: orderReturns.shippingCarrier,
  trackingNumber: orderReturns.trackingNumber,
  receivedAt: orderReturns.receivedAt,
  refundMethod: orderReturns.refundMethod,
  refundReference: orderReturns.refundReference,
  refundedAt: orderReturns.refundedAt,
  refundAmount: orderReturns.refundAmount,
  sellerNetReversed: orderReturns.sellerNetReversed,
  commissionReversed: orderReturns.commissionReversed,
  returnShippingFee: orderReturns.returnShippingFee,
  returnShippingPaidBy: orderReturns.returnShippingPaidBy,
  createdAt: orderReturns.createdAt,
}
export type ReturnViewRow = Awaited<ReturnType<typeof listReturnRows>>[number]

function selectReturns(db: Executor) {
  return db
    .select(returnViewColumns)
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(sellers, eq(sellers.id, orderReturns.sellerId))
    .innerJoin(users, eq(users.id, orderReturns.buyerId))
    .leftJoin(pickupCourier, eq(pickupCourier.id, orderReturns.pickupCourierId))
}

/** Waiting for an admin: undecided past the seller's deadline, or appealed. */
export const awaitingAdmin = (now: Date) =>
  or(
    eq(orderReturns.status, 'appealed'),
    and(eq(orderReturns.status, 'requested'), lt(orderReturns.sellerDeadline, now)),
  )

const RETURN_LIST_LIMIT = 200

export function listReturnRows(
  db: Executor,
  params: {
    owner:
      | { buyerId: string }
      | { sellerId: string }
      | { courierId: string }
      | { orderId: string }
      | { all: true }
    adminQueue?: { now: Date } | undefined
  },
) {
  const { owner } = params
  const ownerFilter =
    'buyerId' in owner
      ? eq(orderReturns.buyerId, owner.buyerId)
      : 'sellerId' in owner
        ? eq(orderReturns.sellerId, owner.sellerId)
        : 'courierId' in owner
          ? eq(orderReturns.pickupCourierId, owner.courierId)
          : 'orderId' in owner
            ? eq(orderReturns.orderId, owner.orderId)
            : undefined
  return selectReturns(db)
    .where(and(ownerFilter, params.adminQueue ? awaitingAdmin(params.adminQueue.now) : undefined))
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
    .limit(RETURN_LIST_LIMIT)
}

export async function findReturnRow(db: Executor, id: string) {
  const [row] = await selectReturns(db).where(eq(orderReturns.id, id))
  return row ?? null
}

/** Requests still undecided past their deadline that nobody has told about yet. */
export function listOverdueToEscalate(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.status, 'requested'),
        lt(orderReturns.sellerDeadline, now),
        isNull(orderReturns.escalatedAt),
      ),
    )
    .orderBy(orderReturns.sellerDeadline)
    .limit(limit)
}
