import Big from 'big.js'
import { roundMoney } from './money.ts'

// Who earns what on one order line (docs/decisions/012-money-per-party.md). The amounts are fixed
// when the order is placed and stored on the order; every figure on a screen reads them.
//
// - The buyer pays items + delivery fee − discount (the order's totalAmount).
// - The courier who delivers is paid their own quote for the trip (courierFee).
// - The platform takes its commission (commissionAmount) at the rate in force at checkout.
// - The seller is paid the rest of the goods: items − discount − commission − their share of the
//   delivery (sellerNet). That share is zero unless the seller assigned another courier than the
//   buyer's choice (the difference between the two quotes) or ships abroad themselves (minus the
//   shipping fee, which then belongs to the seller).

export type OrderMoney = {
  itemsAmount: string
  discountAmount: string
  commissionRate: string
  commissionAmount: string
  courierFee: string
  sellerDeliveryShare: string
  sellerNet: string
}

/** What the goods of a line sold for: items less the coupon's discount (never below zero). */
export function salesAmount(itemsAmount: string, discountAmount: string): string {
  const sales = new Big(itemsAmount).minus(discountAmount)
  return roundMoney(sales.lt(0) ? new Big(0) : sales)
}

/** items − discount − commission − the seller's share of the delivery, to the cent. */
export function sellerNetOf(parts: {
  itemsAmount: string
  discountAmount: string
  commissionAmount: string
  sellerDeliveryShare: string
}): string {
  return roundMoney(
    new Big(parts.itemsAmount)
      .minus(parts.discountAmount)
      .minus(parts.commissionAmount)
      .minus(parts.sellerDeliveryShare),
  )
}

/** The commission on a base at a rate (0.0700 = 7 %), rounded half up to the cent. */
export function commissionOf(base: string, rate: string): string {
  return roundMoney(new Big(base).times(rate))
}

/**
 * When the seller hands the trip to another courier than the buyer's choice, that courier is paid
 * their own quote; the seller bears the difference from what the buyer's choice would have cost
 * (a cheaper courier leaves the seller the difference). The share is added to what the seller
 * already bears for the delivery.
 */
export function reassignedDeliveryShare(params: {
  /** The quote of the courier the buyer chose (what the trip was planned to cost). */
  plannedFee: string
  /** The quote of the courier the seller assigns. */
  newFee: string
}): string {
  return roundMoney(new Big(params.newFee).minus(params.plannedFee))
}
