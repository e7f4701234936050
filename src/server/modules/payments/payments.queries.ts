import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { CART_MAX_QUANTITY } from '#shared/cart-limits.ts'
import type { Executor } from '#server/db/database.ts'
import type { TimelineText } from '#server/lib/timeline-text.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products } from '#server/db/schema/catalog.ts'
import { coupons, couponUsage } from '#server/db/schema/coupons.ts'
import { deliveryUpdates, orders } from '#server/db/schema/delivery.ts'
import { payments } from '#server/db/schema/payments.ts'
import { affiliateSales } from '#server/db/schema/revenue.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'

const paymentColumns = {
  id: payments.id,
  userId: payments.userId,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  paymentMethod: payments.paymentMethod,
  transactionId: payments.transactionId,
  referenceNumber: payments.referenceNumber,
  metadata: payments.metadata,
  createdAt: payments.createdAt,
  processedAt: payments.processedAt,
}

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id })
  return row!
}

export async function findPayment(db: Executor, id: string) {
  const [row] = await db.select(paymentColumns).from(payments).where(eq(payments.id, id))
  return row
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>

/** The payment row, locked until the transaction ends: callbacks for it run one at a time. */
export async function lockPayment(db: Executor, id: string) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.id, id))
    .for('update')
  return row
}

export async function updatePayment(
  db: Executor,
  id: string,
  values: Partial<
    Pick<typeof payments.$inferInsert, 'status' | 'transactionId' | 'processedAt' | 'failureReason'>
  >,
) {
  await db.update(payments).set(values).where(eq(payments.id, id))
}

export async function findGroupOrders(db: Executor, orderGroupId: string) {
  return db
    .select({
      id: orders.id,
      productId: orders.productId,
      variantId: orders.variantId,
      variantLabel: orders.variantLabel,
      quantity: orders.quantity,
      status: orders.status,
      buyerId: orders.buyerId,
      sellerUserId: sellers.userId,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(eq(orders.orderGroupId, orderGroupId))
}

/** The orders a payment covers, as its payer sees them on the payment page. */
export async function listPaymentOrders(db: Executor, orderGroupId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      quantity: orders.quantity,
      totalAmount: orders.totalAmount,
      productName: products.name,
      variantLabel: orders.variantLabel,
      storeName: sellers.storeName,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.orderGroupId, orderGroupId))
    .orderBy(orders.createdAt, orders.id)
}

/**
 * An unpaid checkout's lines go back into the buyer's cart, so declining or missing the deadline
 * does not lose the choice. A line already there keeps the larger quantity (within the cart limit).
 */
export async function restoreCartLines(
  db: Executor,
  userId: string,
  lines: { productId: string; variantId: string | null; quantity: number }[],
) {
  if (lines.length === 0) return
  await db
    .insert(cartItems)
    .values(
      lines.map((line) => ({
        userId,
        productId: line.productId,
        variantId: line.variantId,
        quantity: Math.min(line.quantity, CART_MAX_QUANTITY),
      })),
    )
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.variantId],
      set: {
        quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)`,
        updatedAt: new Date(),
      },
    })
}

export async function setOrdersStatus(
  db: Executor,
  ids: string[],
  status: 'confirmed' | 'cancelled',
  text: { message: string; messageParts: TimelineText },
) {
  if (ids.length === 0) return
  await db.update(orders).set({ status }).where(inArray(orders.id, ids))
  await db.insert(deliveryUpdates).values(ids.map((orderId) => ({ orderId, status, ...text })))
}

/** Gives back the coupon uses of cancelled orders, so an unpaid checkout does not spend them. */
export async function releaseCouponUses(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return
  const released = await db
    .delete(couponUsage)
    .where(inArray(couponUsage.orderId, orderIds))
    .returning({ couponId: couponUsage.couponId })
  for (const { couponId } of released) {
    await db
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId))
  }
}

export async function findStalePayments(db: Executor, methods: string[], before: Date) {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.paymentMethod, methods),
        lt(payments.createdAt, before),
      ),
    )
}

export async function findUserLanguage(db: Executor, userId: string) {
  const [row] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId))
  return row?.language ?? null
}

/** A referral's pending sales end with their cancelled orders. */
export async function cancelAffiliateSales(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return
  await db
    .update(affiliateSales)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(inArray(affiliateSales.orderId, orderIds), eq(affiliateSales.status, 'pending')))
}
