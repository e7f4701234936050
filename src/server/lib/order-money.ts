import { sql, type SQL } from 'drizzle-orm'
import { orders } from '#server/db/schema/delivery.ts'
import { orderReturns } from '#server/db/schema/returns.ts'
import { affiliateSales } from '#server/db/schema/revenue.ts'
import { returnRefunded, returnSellerCharge } from './seller-balance.ts'

// The one definition of an order's money in SQL, read by every figure: seller dashboard, wallet,
// tiers, analytics (seller and platform), top products, coupon revenue and couriers' earnings.
// The amounts themselves are stored on the order when it is placed (checkout) and changed only
// when the seller hands the trip to another courier (docs/decisions/012-money-per-party.md).
//
// A refunded return takes back part of an order's money, recorded on the return row
// (docs/decisions/024-returns-and-refunds.md). Two readings, equal over all time:
// - as movements: the order's stored amounts when it was delivered, and the return's on its own
//   line when refunded (the wallet's balance, the monthly statement: `orderSales`,
//   `orderSellerNet`, `orderCommission` with `returnSellerCharge`, src/server/lib/seller-balance.ts);
// - per order, net of its refunded return (dashboards, analytics, tiers, coupon revenue: the
//   `…AfterReturns` expressions), so an order's figures drop when its return is refunded.

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

/** The sum of an amount over the order's refunded returns (an order has at most one). */
const refundedReturnsOf = (amount: SQL) =>
  sql`coalesce((select sum(${amount}) from ${orderReturns}
    where ${orderReturns.orderId} = ${orders.id} and ${returnRefunded}), 0)`

/** The goods' sales a refunded return gave back: the seller's part plus the platform's. */
export const orderSalesReturned = refundedReturnsOf(
  sql`${orderReturns.sellerNetReversed} + ${orderReturns.commissionReversed}`,
)

/** Sales less what a refunded return gave back. */
export const orderSalesAfterReturns = sql<string>`(${orderSales} - ${orderSalesReturned})`

/** The seller's net less what a refunded return took back (its net, and the trip back borne). */
export const orderSellerNetAfterReturns = sql<string>`(${orderSellerNet} - ${refundedReturnsOf(returnSellerCharge)})`

/** The platform's commission less what a refunded return gave back. */
export const orderCommissionAfterReturns = sql<string>`(${orderCommission} - ${refundedReturnsOf(
  sql`${orderReturns.commissionReversed}`,
)})`

/** The part of the order's membership cashback a refunded return took back. */
export const orderCashbackReturned = sql<string>`${refundedReturnsOf(
  sql`${orderReturns.cashbackReversed}`,
)}`

/** The buyer's membership cashback on the order, less the part a refunded return took back. */
export const orderCashback = sql<string>`(${orders.cashbackAmount} - ${orderCashbackReturned})`

/**
 * What a courier earned bringing returns back: the fee of each trip back they made (the item
 * reached the seller). Added to the courier's delivery earnings.
 */
export const courierReturnTripEarnings = (courierId: string) =>
  sql<string>`coalesce((select sum(${orderReturns.returnShippingFee}) from ${orderReturns}
    where ${orderReturns.pickupCourierId} = ${courierId}
      and ${orderReturns.status} in ('received', 'refunded')), 0)`

/** What an affiliate earns on a referral sale: the commission less the part on goods returned. */
export const affiliateNetCommission = sql<string>`(${affiliateSales.commissionAmount} - ${affiliateSales.commissionReturned})`

/** The sale an affiliate brought: the goods less those returned. */
export const affiliateNetSale = sql<string>`(${affiliateSales.saleAmount} - ${affiliateSales.returnedAmount})`
