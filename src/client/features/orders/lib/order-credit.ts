import type { Order } from '#shared/contracts/orders.ts'
import { compareMoney, subtractMoney } from '#shared/money.ts'

/**
 * A cancelled order's money in two parts: the wallet credit spent on it, which goes back to the
 * wallet at once, and what is owed through its payment (the rest).
 */
export function cancelledMoney(order: Order) {
  const credit = order.payment?.walletCredit ?? '0.00'
  return {
    credit,
    paidInCredit: compareMoney(credit, '0') > 0,
    owed: subtractMoney(order.totalAmount, credit),
  }
}
