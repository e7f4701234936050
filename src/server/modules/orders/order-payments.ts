import { translate } from '#shared/i18n/messages.ts'
import { uiLanguageFor } from '#shared/language.ts'
import type { Executor } from '#server/db/database.ts'
import { timelineColumns } from '#server/lib/timeline-text.ts'
import { restoreCartLines } from '#server/modules/cart/cart.queries.ts'
import { notifyUsers } from '#server/modules/messaging/notices.service.ts'
import { releaseOrderCredit } from '#server/modules/wallet-credit/wallet-credit.queries.ts'
import type { PaymentOutcome, SettlingPayment } from '#server/modules/payments/payments.service.ts'
import {
  cancelAffiliateSales,
  findGroupOrders,
  findUserLanguages,
  releaseCouponUses,
  returnStock,
  setOrdersStatus,
} from './orders.queries.ts'
import { confirmPaidOrder } from './orders.service.ts'

// What a checkout's payment settles for its orders, inside the payment's transaction. The
// payments module moves the payment itself and calls settleOrderPayment (wired in app.ts).

/** A checkout's payment: the orders it names (by order group). */
type OrdersPayment = Pick<SettlingPayment, 'id' | 'userId' | 'metadata'>

/** The checkout's orders still waiting for this payment. */
async function pendingOrders(tx: Executor, payment: OrdersPayment) {
  const { orderGroupId } = (payment.metadata ?? {}) as { orderGroupId?: string }
  const groupOrders = orderGroupId ? await findGroupOrders(tx, orderGroupId) : []
  return groupOrders.filter((order) => order.status === 'pending')
}

async function userLanguage(tx: Executor, userId: string) {
  return uiLanguageFor((await findUserLanguages(tx, [userId])).get(userId))
}

/** Paid confirms the payment's orders; failed or expired cancels them (cancelUnpaidOrders). */
export async function settleOrderPayment(
  tx: Executor,
  payment: OrdersPayment,
  outcome: PaymentOutcome,
) {
  if (outcome.status !== 'paid') return cancelUnpaidOrders(tx, payment, outcome.status)
  const pending = await pendingOrders(tx, payment)
  // The buyer's notice reads in the buyer's language.
  const language = await userLanguage(tx, payment.userId)
  // The order lifecycle confirms each order: timeline in the buyer's language, notices to all parties.
  for (const order of pending) await confirmPaidOrder(tx, order.id)
  await notifyUsers(tx, [
    {
      userId: payment.userId,
      type: 'payment_paid',
      title: translate('paymentNotice.paidTitle', language),
      body: translate('paymentNotice.paidBody', language),
      link: `/payment/${payment.id}`,
    },
  ])
}

/**
 * A payment that failed or expired buys nothing: its pending orders are cancelled, their stock,
 * coupon uses, referral sales and wallet credit given back, their lines put back in the buyer's cart, and buyer
 * and sellers told.
 */
export async function cancelUnpaidOrders(
  tx: Executor,
  payment: OrdersPayment,
  reason: 'failed' | 'expired',
) {
  const pending = await pendingOrders(tx, payment)
  const ids = pending.map((order) => order.id)
  // The timeline and the buyer's notice read in the buyer's language.
  const language = await userLanguage(tx, payment.userId)
  const text = {
    parts: [
      {
        key:
          reason === 'expired'
            ? ('paymentUpdate.expired' as const)
            : ('paymentUpdate.cancelledUnpaid' as const),
      },
    ],
  }
  await setOrdersStatus(tx, ids, 'cancelled', timelineColumns(text, language))
  // In product id order, as a checkout locks them (PostgreSQL orders uuids as their text does):
  // a checkout of the same products never waits for this one while this one waits for it.
  const lineOf = (order: { productId: string; variantId: string | null }) =>
    `${order.productId}:${order.variantId ?? ''}`
  const byProduct = [...pending].sort((a, b) => (lineOf(a) < lineOf(b) ? -1 : 1))
  for (const order of byProduct) await returnStock(tx, order)
  await releaseCouponUses(tx, ids)
  await cancelAffiliateSales(tx, ids)
  // Wallet credit spent on them goes back to the buyer.
  await releaseOrderCredit(tx, ids)
  // Nothing was bought: the lines go back into the cart for another try.
  await restoreCartLines(tx, payment.userId, pending)
  const sellerUsers = [...new Set(pending.map((order) => order.sellerUserId))]
  const sellerLanguages = await findUserLanguages(tx, sellerUsers)
  await notifyUsers(tx, [
    {
      userId: payment.userId,
      type: 'payment_failed',
      title: translate('paymentNotice.failedTitle', language),
      body: `${translate('paymentNotice.failedBody', language)}. ${translate('paymentNotice.cartRestored', language)}`,
      link: `/payment/${payment.id}`,
    },
    ...sellerUsers.map((userId) => ({
      userId,
      type: 'order_cancelled',
      title: translate(
        'paymentNotice.sellerCancelledTitle',
        uiLanguageFor(sellerLanguages.get(userId)),
      ),
      link: '/seller-dashboard',
    })),
  ])
}
