import Big from 'big.js'
import { roundMoney } from './money.ts'
import { salesAmount } from './order-money.ts'
import type { ReturnShippingPayer } from './returns.ts'

// What a return moves, exact to the santim (docs/decisions/024-returns-and-refunds.md).
//
// A return of q of an order line's Q units reverses q/Q of the line's sales, commission and
// cashback. Each share is rounded DOWN to the santim, so whatever is not returned keeps the
// remainder and no return ever gives back more than was stored; a return of every unit (q = Q)
// reverses exactly the stored amounts. The seller's part is the sales reversed less the commission
// reversed, so the seller's and the platform's parts always add up to what the buyer paid for the
// goods. The trip back is the courier's quote: the seller bears it for a fault of the item, the
// buyer otherwise (then it comes off the refund, never below zero).

export type ReturnMoneyInput = {
  order: {
    quantity: number
    itemsAmount: string
    discountAmount: string
    commissionAmount: string
    cashbackAmount: string
  }
  /** Units returned, 1..order.quantity. */
  quantity: number
  /** The courier's fee for the trip back (zero abroad, or while no courier is known). */
  returnShippingFee: string
  returnShippingPaidBy: ReturnShippingPayer
}

export type ReturnMoney = {
  /** The goods' sales given back: sellerNetReversed + commissionReversed. */
  salesReversed: string
  sellerNetReversed: string
  commissionReversed: string
  cashbackReversed: string
  returnShippingFee: string
  /** What the buyer gets back. */
  refundAmount: string
}

/** q/Q of an amount, rounded down to the santim; the whole amount when q = Q. */
export function shareOf(amount: string, quantity: number, of: number): string {
  if (!Number.isInteger(quantity) || !Number.isInteger(of) || quantity < 1 || quantity > of) {
    throw new RangeError(`quantity ${quantity} of ${of}`)
  }
  if (quantity === of) return roundMoney(amount)
  return new Big(amount).times(quantity).div(of).round(2, Big.roundDown).toFixed(2)
}

const min = (a: string, b: string) => (new Big(a).lt(b) ? a : b)
const atLeastZero = (value: Big) => roundMoney(value.lt(0) ? new Big(0) : value)

export function returnMoney(input: ReturnMoneyInput): ReturnMoney {
  const { order, quantity } = input
  const salesReversed = shareOf(
    salesAmount(order.itemsAmount, order.discountAmount),
    quantity,
    order.quantity,
  )
  // The commission never exceeds the sales it was taken on (a free-shipping coupon can make the
  // line's sales smaller than its commission base).
  const commissionReversed = min(
    shareOf(order.commissionAmount, quantity, order.quantity),
    salesReversed,
  )
  const returnShippingFee = roundMoney(input.returnShippingFee)
  const refund =
    input.returnShippingPaidBy === 'buyer'
      ? new Big(salesReversed).minus(returnShippingFee)
      : new Big(salesReversed)
  return {
    salesReversed,
    sellerNetReversed: roundMoney(new Big(salesReversed).minus(commissionReversed)),
    commissionReversed,
    cashbackReversed: shareOf(order.cashbackAmount, quantity, order.quantity),
    returnShippingFee,
    refundAmount: atLeastZero(refund),
  }
}

/** What the seller's balance gives up on a refunded return: its net, and the trip back if theirs. */
export function sellerChargeOf(row: {
  sellerNetReversed: string
  returnShippingFee: string
  returnShippingPaidBy: ReturnShippingPayer
}): string {
  const charge = new Big(row.sellerNetReversed)
  return roundMoney(
    row.returnShippingPaidBy === 'seller' ? charge.plus(row.returnShippingFee) : charge,
  )
}
