import { eq, sql } from 'drizzle-orm'
import { orders } from '#server/db/schema/delivery.ts'
import { payouts } from '#server/db/schema/payments.ts'
import { digitalServiceOrders } from '#server/db/schema/revenue.ts'
import { orderReturns } from '#server/db/schema/returns.ts'

// What moves a seller's balance, and when: the one definition the wallet (balance, earnings list)
// and the monthly statement both read, so the statement's closing balance is the wallet's.
// The amounts themselves are the stored per-party columns (src/server/lib/order-money.ts,
// docs/decisions/012-money-per-party.md and 026-seller-statements.md).

/** A product order line pays the seller its stored net once it is delivered. */
export const orderEarned = eq(orders.status, 'delivered')

/**
 * When a delivered order line's net was earned: its delivery time; rows delivered before that
 * time was kept fall back to their last change.
 */
export const orderEarnedAt = sql<Date>`coalesce(${orders.actualDeliveryTime}, ${orders.updatedAt})`

/** A digital-service order pays the seller its recorded earnings once delivered. */
export const serviceEarned = eq(digitalServiceOrders.status, 'delivered')

/** When a delivered digital-service order's earnings were earned. */
export const serviceEarnedAt = sql<Date>`coalesce(${digitalServiceOrders.completedAt}, ${digitalServiceOrders.updatedAt})`

/**
 * A payout draws on the balance from the moment it is requested, whatever becomes of it (the
 * wallet counts every request, so two requests cannot both spend one balance).
 */
export const payoutDrawnAt = sql<Date>`${payouts.createdAt}`

/** A return moves money only once refunded, in the month of its refund. */
export const returnRefunded = eq(orderReturns.status, 'refunded')

/** When a refunded return's money moved. */
export const returnRefundedAt = sql<Date>`${orderReturns.refundedAt}`

/** The trip back, when the seller bears it (an item's fault); zero when the buyer does. */
export const returnShippingCharged = sql<string>`case when ${orderReturns.returnShippingPaidBy} = 'seller' then ${orderReturns.returnShippingFee} else 0 end`

/** What a refunded return takes from the seller: the net given back and the trip back they bear. */
export const returnSellerCharge = sql<string>`(${orderReturns.sellerNetReversed} + ${returnShippingCharged})`
