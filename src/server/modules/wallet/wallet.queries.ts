import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { orderReturns } from '#server/db/schema/returns.ts'
import {
  paymentMethods,
  payouts,
  sellerPayoutMethods,
  type NewPaymentMethod,
  type NewPayout,
  type NewSellerPayoutMethod,
} from '#server/db/schema/payments.ts'
import { products } from '#server/db/schema/catalog.ts'
import { digitalServiceOrders, digitalServices } from '#server/db/schema/revenue.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { orderSellerNet } from '#server/lib/order-money.ts'
import {
  orderEarned,
  orderEarnedAt,
  returnRefunded,
  returnRefundedAt,
  returnSellerCharge,
  serviceEarned,
  serviceEarnedAt,
} from '#server/lib/seller-balance.ts'

const methodColumns = {
  id: paymentMethods.id,
  userId: paymentMethods.userId,
  type: paymentMethods.type,
  provider: paymentMethods.provider,
  accountNumber: paymentMethods.accountNumber,
  accountHolderName: paymentMethods.accountHolderName,
  bankName: paymentMethods.bankName,
  branchCode: paymentMethods.branchCode,
  isDefault: paymentMethods.isDefault,
  isVerified: paymentMethods.isVerified,
  createdAt: paymentMethods.createdAt,
}
export type PaymentMethodRow = Awaited<ReturnType<typeof listPaymentMethods>>[number]

export function listPaymentMethods(db: Executor, params: { userId: string }) {
  return db
    .select(methodColumns)
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, params.userId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt), asc(paymentMethods.id))
}

export async function findPaymentMethod(db: Executor, params: { id: string }) {
  const [row] = await db
    .select(methodColumns)
    .from(paymentMethods)
    .where(eq(paymentMethods.id, params.id))
  return row
}

export async function countPaymentMethods(db: Executor, params: { userId: string }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, params.userId))
  return row?.count ?? 0
}

export async function insertPaymentMethod(db: Executor, values: NewPaymentMethod) {
  const [row] = await db.insert(paymentMethods).values(values).returning(methodColumns)
  return row!
}

export async function deletePaymentMethod(db: Executor, params: { id: string; userId: string }) {
  await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, params.id), eq(paymentMethods.userId, params.userId)))
}

/** Clears the user's default first, so the one-default partial unique index never trips. */
export async function makeDefaultPaymentMethod(
  db: Executor,
  params: { id: string; userId: string },
) {
  await db
    .update(paymentMethods)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(paymentMethods.userId, params.userId), eq(paymentMethods.isDefault, true)))
  const [row] = await db
    .update(paymentMethods)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(and(eq(paymentMethods.id, params.id), eq(paymentMethods.userId, params.userId)))
    .returning(methodColumns)
  return row!
}

/** The user's oldest remaining method, to inherit the default when the default is deleted. */
export async function oldestPaymentMethodId(db: Executor, params: { userId: string }) {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, params.userId))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id))
    .limit(1)
  return row?.id
}

const payoutMethodColumns = {
  id: sellerPayoutMethods.id,
  sellerId: sellerPayoutMethods.sellerId,
  type: sellerPayoutMethods.type,
  provider: sellerPayoutMethods.provider,
  accountNumber: sellerPayoutMethods.accountNumber,
  accountHolderName: sellerPayoutMethods.accountHolderName,
  bankName: sellerPayoutMethods.bankName,
  branchName: sellerPayoutMethods.branchName,
  swiftCode: sellerPayoutMethods.swiftCode,
  iban: sellerPayoutMethods.iban,
  isDefault: sellerPayoutMethods.isDefault,
  isVerified: sellerPayoutMethods.isVerified,
  minimumPayout: sellerPayoutMethods.minimumPayout,
  createdAt: sellerPayoutMethods.createdAt,
}
export type PayoutMethodRow = Awaited<ReturnType<typeof listPayoutMethods>>[number]

export function listPayoutMethods(db: Executor, params: { sellerId: string }) {
  return db
    .select(payoutMethodColumns)
    .from(sellerPayoutMethods)
    .where(eq(sellerPayoutMethods.sellerId, params.sellerId))
    .orderBy(
      desc(sellerPayoutMethods.isDefault),
      asc(sellerPayoutMethods.createdAt),
      asc(sellerPayoutMethods.id),
    )
}

export async function findPayoutMethod(db: Executor, params: { id: string }) {
  const [row] = await db
    .select(payoutMethodColumns)
    .from(sellerPayoutMethods)
    .where(eq(sellerPayoutMethods.id, params.id))
  return row
}

export async function countPayoutMethods(db: Executor, params: { sellerId: string }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sellerPayoutMethods)
    .where(eq(sellerPayoutMethods.sellerId, params.sellerId))
  return row?.count ?? 0
}

export async function insertPayoutMethod(db: Executor, values: NewSellerPayoutMethod) {
  const [row] = await db.insert(sellerPayoutMethods).values(values).returning(payoutMethodColumns)
  return row!
}

/** Serialises payout requests of one seller, so two requests cannot both spend one balance. */
export async function lockSeller(db: Executor, params: { sellerId: string }) {
  await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.id, params.sellerId))
    .for('update')
}

/** Sums in SQL numeric (exact), returned as decimal strings. */
export async function sellerEarnings(db: Executor, params: { sellerId: string }) {
  const delivered = and(eq(orders.sellerId, params.sellerId), orderEarned)
  const [totals] = await db
    .select({ total: sql<string>`coalesce(sum(${orderSellerNet}), 0)::text` })
    .from(orders)
    .where(delivered)
  // A delivered digital service pays the seller its recorded earnings (price less platform fee).
  const [services] = await db
    .select({
      total: sql<string>`coalesce(sum(${digitalServiceOrders.sellerEarnings}), 0)::text`,
    })
    .from(digitalServiceOrders)
    .where(and(eq(digitalServiceOrders.sellerId, params.sellerId), serviceEarned))
  // A refunded return takes back its net and the trip back the seller bears
  // (docs/decisions/024-returns-and-refunds.md), as the monthly statement counts it.
  const [returned] = await db
    .select({ total: sql<string>`coalesce(sum(${returnSellerCharge}), 0)::text` })
    .from(orderReturns)
    .where(and(eq(orderReturns.sellerId, params.sellerId), returnRefunded))
  const [requested] = await db
    .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
    .from(payouts)
    .where(eq(payouts.sellerId, params.sellerId))
  return {
    /** The sellers' net of delivered product orders. */
    ordersTotal: totals?.total ?? '0',
    /** What refunded returns took back from it. */
    returnsTotal: returned?.total ?? '0',
    servicesTotal: services?.total ?? '0',
    requestedTotal: requested?.total ?? '0',
  }
}

const EARNINGS_LIST_LIMIT = 100

/**
 * The seller's most recent earnings, each with its source: delivered product orders (the seller's
 * net stored on each), delivered digital-service orders (their seller earnings) and refunded
 * returns (what each took back, as a negative amount on the day of its refund).
 */
export async function listSellerEarnings(db: Executor, params: { sellerId: string }) {
  const productRows = await db
    .select({
      id: orders.id,
      title: products.name,
      amount: sql<string>`${orderSellerNet}::text`,
      earnedAt: sql<Date>`${orderEarnedAt}`.mapWith(orders.updatedAt),
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.sellerId, params.sellerId), orderEarned))
    .orderBy(desc(orderEarnedAt))
    .limit(EARNINGS_LIST_LIMIT)
  const serviceRows = await db
    .select({
      id: digitalServiceOrders.id,
      title: digitalServices.title,
      amount: sql<string>`${digitalServiceOrders.sellerEarnings}::text`,
      earnedAt: sql<Date>`${serviceEarnedAt}`.mapWith(digitalServiceOrders.updatedAt),
    })
    .from(digitalServiceOrders)
    .innerJoin(digitalServices, eq(digitalServices.id, digitalServiceOrders.serviceId))
    .where(and(eq(digitalServiceOrders.sellerId, params.sellerId), serviceEarned))
    .orderBy(desc(serviceEarnedAt))
    .limit(EARNINGS_LIST_LIMIT)
  const returnRows = await db
    .select({
      id: orderReturns.id,
      title: products.name,
      amount: sql<string>`(-${returnSellerCharge})::text`,
      earnedAt: sql<Date>`${returnRefundedAt}`.mapWith(orderReturns.updatedAt),
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orderReturns.sellerId, params.sellerId), returnRefunded))
    .orderBy(desc(returnRefundedAt))
    .limit(EARNINGS_LIST_LIMIT)
  return [
    ...productRows.map((row) => ({ ...row, source: 'product_order' as const })),
    ...serviceRows.map((row) => ({ ...row, source: 'digital_service' as const })),
    ...returnRows.map((row) => ({ ...row, source: 'return' as const })),
  ]
    .sort((a, b) => b.earnedAt.getTime() - a.earnedAt.getTime())
    .slice(0, EARNINGS_LIST_LIMIT)
}

const payoutColumns = {
  id: payouts.id,
  payoutMethodId: payouts.payoutMethodId,
  amount: payouts.amount,
  netAmount: payouts.netAmount,
  currency: payouts.currency,
  status: payouts.status,
  createdAt: payouts.createdAt,
}

export function listPayouts(db: Executor, params: { sellerId: string }) {
  return db
    .select(payoutColumns)
    .from(payouts)
    .where(eq(payouts.sellerId, params.sellerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(100)
}

export async function insertPayout(db: Executor, values: NewPayout) {
  const [row] = await db.insert(payouts).values(values).returning(payoutColumns)
  return row!
}
