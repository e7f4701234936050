import { sql } from 'drizzle-orm'
import { orders } from '#server/db/schema/delivery.ts'

// The one definition of an order's money in SQL, read by every figure: seller dashboard, wallet,
// tiers, analytics (seller and platform), top products, coupon revenue and couriers' earnings.
// The amounts themselves are stored on the order when it is placed (checkout) and changed only
// when the seller hands the trip to another courier (docs/decisions/012-money-per-party.md).

/**
 * What the goods sold for: items less the coupon's discount, never below zero (as `salesAmount` in
 * src/shared/order-money.ts). "Sales" and "revenue" everywhere.
 */
export const orderSales = sql<string>`greatest(${orders.itemsAmount} - ${orders.discountAmount}, 0)`

/** The seller's net: sales less commission less the seller's share of the delivery. */
export const orderSellerNet = sql<string>`${orders.sellerNet}`

/** The platform's commission on the order. */
export const orderCommission = sql<string>`${orders.commissionAmount}`

/** What the courier who delivers the order is paid. */
export const orderCourierFee = sql<string>`${orders.courierFee}`
