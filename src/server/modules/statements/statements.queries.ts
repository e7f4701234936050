import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { payments, payouts } from '#server/db/schema/payments.ts'
import { orderReturns } from '#server/db/schema/returns.ts'
import {
  digitalServiceOrders,
  digitalServices,
  subscriptionPlans,
} from '#server/db/schema/revenue.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { orderCommission, orderSales, orderSellerNet } from '#server/lib/order-money.ts'
import {
  orderEarned,
  orderEarnedAt,
  payoutDrawnAt,
  returnRefunded,
  returnRefundedAt,
  returnSellerCharge,
  returnShippingCharged,
  serviceEarned,
  serviceEarnedAt,
} from '#server/lib/seller-balance.ts'

// Every read is scoped to one seller. What counts and when is the wallet's own definition
// (src/server/lib/seller-balance.ts); the amounts are the stored per-party columns.

type Period = { sellerId: string; start: Date; end: Date }

const at = (value: Date) => sql`${value.toISOString()}::timestamptz`
const within = (time: SQL, period: Period) =>
  sql`${time} >= ${at(period.start)} and ${time} < ${at(period.end)}`
const before = (time: SQL, instant: Date) => sql`${time} < ${at(instant)}`
const total = (value: SQL) => sql<string>`coalesce(sum(${value}), 0)::text`
const text = (value: SQL | AnyColumn) => sql<string>`${value}::text`
const addisMonthOf = (time: SQL) =>
  sql<string>`to_char(${time} at time zone 'Africa/Addis_Ababa', 'YYYY-MM')`

/** A seller's paid plans: program payments (decision record 010) naming the seller. */
const sellerPlanPayment = (sellerId: string) =>
  and(
    sql`${payments.metadata} ->> 'purpose' = 'seller_plan'`,
    sql`${payments.metadata} ->> 'sellerId' = ${sellerId}`,
    eq(payments.status, 'paid'),
  )
const planPaidAt = sql<Date>`coalesce(${payments.processedAt}, ${payments.updatedAt})`

export async function findStatementSeller(db: Executor, params: { sellerId: string }) {
  const [row] = await db
    .select({
      id: sellers.id,
      storeName: sellers.storeName,
      taxId: sellers.taxId,
      businessLicense: sellers.businessLicense,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(sellers.id, params.sellerId))
  return row
}

/** Order lines whose net was earned (delivered) in the period, oldest first. */
export function listEarnedOrders(db: Executor, period: Period) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      earnedAt: sql<Date>`${orderEarnedAt}`.mapWith(orders.updatedAt),
      productName: products.name,
      variantLabel: orders.variantLabel,
      quantity: orders.quantity,
      itemsAmount: text(orders.itemsAmount),
      discountAmount: text(orders.discountAmount),
      sales: text(orderSales),
      commissionAmount: text(orderCommission),
      deliveryShare: text(orders.sellerDeliveryShare),
      sellerNet: text(orderSellerNet),
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.sellerId, period.sellerId), orderEarned, within(orderEarnedAt, period)))
    .orderBy(asc(orderEarnedAt), asc(orders.id))
}

/** Digital-service orders delivered in the period, oldest first. */
export function listEarnedServices(db: Executor, period: Period) {
  return db
    .select({
      id: digitalServiceOrders.id,
      earnedAt: sql<Date>`${serviceEarnedAt}`.mapWith(digitalServiceOrders.updatedAt),
      title: digitalServices.title,
      price: text(digitalServiceOrders.price),
      platformFee: text(digitalServiceOrders.platformFee),
      sellerEarnings: text(digitalServiceOrders.sellerEarnings),
    })
    .from(digitalServiceOrders)
    .innerJoin(digitalServices, eq(digitalServices.id, digitalServiceOrders.serviceId))
    .where(
      and(
        eq(digitalServiceOrders.sellerId, period.sellerId),
        serviceEarned,
        within(serviceEarnedAt, period),
      ),
    )
    .orderBy(asc(serviceEarnedAt), asc(digitalServiceOrders.id))
}

/** Returns refunded in the period, oldest first. */
export function listRefundedReturns(db: Executor, period: Period) {
  return db
    .select({
      id: orderReturns.id,
      returnNumber: orderReturns.returnNumber,
      orderNumber: orders.orderNumber,
      refundedAt: sql<Date>`${returnRefundedAt}`.mapWith(orderReturns.updatedAt),
      productName: products.name,
      quantity: orderReturns.quantity,
      refundAmount: text(orderReturns.refundAmount),
      sellerNetReversed: text(orderReturns.sellerNetReversed),
      commissionReversed: text(orderReturns.commissionReversed),
      returnShipping: text(returnShippingCharged),
      sellerCharge: text(returnSellerCharge),
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orderReturns.sellerId, period.sellerId),
        returnRefunded,
        within(returnRefundedAt, period),
      ),
    )
    .orderBy(asc(returnRefundedAt), asc(orderReturns.id))
}

/** Payouts requested in the period, oldest first. */
export function listPayouts(db: Executor, period: Period) {
  return db
    .select({
      id: payouts.id,
      requestedAt: payouts.createdAt,
      status: payouts.status,
      referenceNumber: payouts.referenceNumber,
      amount: text(payouts.amount),
    })
    .from(payouts)
    .where(and(eq(payouts.sellerId, period.sellerId), within(payoutDrawnAt, period)))
    .orderBy(asc(payouts.createdAt), asc(payouts.id))
}

/** Plans the seller paid for in the period (through a provider, not from the balance). */
export function listPlanFees(db: Executor, period: Period) {
  return db
    .select({
      id: payments.id,
      paidAt: sql<Date>`${planPaidAt}`.mapWith(payments.updatedAt),
      description: payments.description,
      amount: text(payments.amount),
      planName: subscriptionPlans.name,
      planNameAmharic: subscriptionPlans.nameAmharic,
      planNameOm: subscriptionPlans.nameOm,
      planNameTi: subscriptionPlans.nameTi,
      billingInterval: subscriptionPlans.billingInterval,
    })
    .from(payments)
    .leftJoin(
      subscriptionPlans,
      sql`${subscriptionPlans.id}::text = ${payments.metadata} ->> 'planId'`,
    )
    .where(and(sellerPlanPayment(period.sellerId), within(planPaidAt, period)))
    .orderBy(asc(planPaidAt), asc(payments.id))
}

/**
 * The balance before an instant, from all history: delivered orders' net and delivered services'
 * earnings, less refunded returns' charges and every payout requested. Decimal strings (exact).
 */
export async function balanceBefore(db: Executor, params: { sellerId: string; before: Date }) {
  const [earned] = await db
    .select({ total: total(orderSellerNet) })
    .from(orders)
    .where(
      and(eq(orders.sellerId, params.sellerId), orderEarned, before(orderEarnedAt, params.before)),
    )
  const [services] = await db
    .select({ total: total(sql`${digitalServiceOrders.sellerEarnings}`) })
    .from(digitalServiceOrders)
    .where(
      and(
        eq(digitalServiceOrders.sellerId, params.sellerId),
        serviceEarned,
        before(serviceEarnedAt, params.before),
      ),
    )
  const [returned] = await db
    .select({ total: total(returnSellerCharge) })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.sellerId, params.sellerId),
        returnRefunded,
        before(returnRefundedAt, params.before),
      ),
    )
  const [paidOut] = await db
    .select({ total: total(sql`${payouts.amount}`) })
    .from(payouts)
    .where(and(eq(payouts.sellerId, params.sellerId), before(payoutDrawnAt, params.before)))
  return {
    orders: earned?.total ?? '0',
    services: services?.total ?? '0',
    returns: returned?.total ?? '0',
    payouts: paidOut?.total ?? '0',
  }
}

/** Every Addis Ababa month in which something moved the seller's balance or a plan was paid. */
export async function listActiveMonths(db: Executor, params: { sellerId: string }) {
  const [fromOrders, fromServices, fromReturns, fromPayouts, fromPlans] = await Promise.all([
    db
      .selectDistinct({ month: addisMonthOf(orderEarnedAt).as('month') })
      .from(orders)
      .where(and(eq(orders.sellerId, params.sellerId), orderEarned)),
    db
      .selectDistinct({ month: addisMonthOf(serviceEarnedAt).as('month') })
      .from(digitalServiceOrders)
      .where(and(eq(digitalServiceOrders.sellerId, params.sellerId), serviceEarned)),
    db
      .selectDistinct({ month: addisMonthOf(returnRefundedAt).as('month') })
      .from(orderReturns)
      .where(and(eq(orderReturns.sellerId, params.sellerId), returnRefunded)),
    db
      .selectDistinct({ month: addisMonthOf(payoutDrawnAt).as('month') })
      .from(payouts)
      .where(eq(payouts.sellerId, params.sellerId)),
    db
      .selectDistinct({ month: addisMonthOf(planPaidAt).as('month') })
      .from(payments)
      .where(sellerPlanPayment(params.sellerId)),
  ])
  return [...fromOrders, ...fromServices, ...fromReturns, ...fromPayouts, ...fromPlans]
    .map((row) => row.month)
    .filter((value): value is string => typeof value === 'string')
}
