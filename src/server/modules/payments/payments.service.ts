import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import {
  PAYMENT_EXPIRY_MINUTES,
  type PaymentStatus,
  type PaymentView,
} from '#shared/contracts/payments.ts'
import { orderRefundState } from '#shared/orders.ts'
import type { Executor } from '#server/db/database.ts'
import { translate } from '#shared/i18n/messages.ts'
import { uiLanguageFor } from '#shared/language.ts'
import { assertOwner } from '#server/lib/access.ts'
import { AppError, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { timelineColumns } from '#server/lib/timeline-text.ts'
import { releaseStock } from '#server/modules/checkout/checkout.queries.ts'
import type { ProviderCallback } from './providers/payment-provider.ts'
import { InvalidCallbackError } from './providers/payment-provider.ts'
import { type ExternalProviders, providerFor } from './providers/registry.ts'
import { sandboxCallback, sandboxProvider } from './providers/sandbox.ts'
import {
  findPayment,
  findStalePayments,
  findUserLanguage,
  lockPayment,
  type PaymentRow,
  listPaymentOrders,
  updatePayment,
} from './payments.queries.ts'
import { restoreCartLines } from '#server/modules/cart/cart.queries.ts'
import {
  cancelAffiliateSales,
  findGroupOrders,
  releaseCouponUses,
  setOrdersStatus,
} from '#server/modules/orders/orders.queries.ts'
import { confirmPaidOrder } from '#server/modules/orders/orders.service.ts'
import {
  isRevenuePayment,
  settleRevenuePayment,
} from '#server/modules/revenue-payments/revenue-payments.service.ts'
import { notifyUsers } from '#server/modules/messaging/notices.service.ts'

const MINUTE_MS = 60_000

/** Online payments the buyer completes elsewhere; unfinished ones expire and release stock. */
const EXPIRING_METHODS: readonly PaymentMethod[] = ['sandbox', 'telebirr', 'chapa']

type PaymentMetadata = {
  orderGroupId?: string
  orderIds?: string[]
  purpose?: string
  refunds?: { orderId: string }[]
}

async function toView(db: Executor, row: PaymentRow): Promise<PaymentView> {
  const metadata = (row.metadata ?? {}) as PaymentMetadata
  const method = row.paymentMethod as PaymentMethod
  const refunded = new Set((metadata.refunds ?? []).map((refund) => refund.orderId))
  const rows = metadata.orderGroupId ? await listPaymentOrders(db, metadata.orderGroupId) : []
  const orders = rows.map((order) => ({
    ...order,
    refund: orderRefundState(order.status, row.status, refunded.has(order.id)),
  }))
  return {
    orders,
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentStatus,
    method,
    orderGroupId: metadata.orderGroupId ?? null,
    orderIds: metadata.orderIds ?? [],
    purpose: metadata.purpose ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt:
      EXPIRING_METHODS.includes(method) && row.status === 'pending'
        ? new Date(row.createdAt.getTime() + PAYMENT_EXPIRY_MINUTES * MINUTE_MS).toISOString()
        : null,
    processedAt: row.processedAt?.toISOString() ?? null,
  }
}

async function ownPayment(db: Executor, user: AuthUser, id: string) {
  const payment = await findPayment(db, id)
  if (!payment) throw notFound('payment.notFound', 'PAYMENT_NOT_FOUND')
  assertOwner(user, payment.userId)
  return payment
}

export async function getPayment(db: Executor, user: AuthUser, id: string) {
  return toView(db, await ownPayment(db, user, id))
}

type Outcome =
  { status: 'paid'; transactionId: string } | { status: 'failed' | 'expired'; reason: string }

/**
 * Moves a pending payment and its orders: paid confirms the orders; failed or expired cancels
 * them and gives their stock and coupon uses back. A payment that is no longer pending is left as
 * it is, so a repeated notification changes nothing.
 */
export async function settlePayment(db: Executor, paymentId: string, outcome: Outcome) {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId)
    if (!payment) throw notFound('payment.notFound', 'PAYMENT_NOT_FOUND')
    if (payment.status !== 'pending') return { changed: false, payment: await toView(tx, payment) }
    // Plans, memberships and digital services have no orders: the revenue programs apply them.
    if (isRevenuePayment(payment.metadata)) {
      const paid = outcome.status === 'paid'
      await updatePayment(
        tx,
        paymentId,
        outcome.status === 'paid'
          ? { status: 'paid', transactionId: outcome.transactionId, processedAt: new Date() }
          : { status: outcome.status, failureReason: outcome.reason, processedAt: new Date() },
      )
      await settleRevenuePayment(tx, payment, paid)
      return { changed: true, payment: await toView(tx, (await findPayment(tx, paymentId))!) }
    }
    const { orderGroupId } = (payment.metadata ?? {}) as PaymentMetadata
    const groupOrders = orderGroupId ? await findGroupOrders(tx, orderGroupId) : []
    const pending = groupOrders.filter((order) => order.status === 'pending')
    const ids = pending.map((order) => order.id)
    const now = new Date()
    // The timeline and the buyer's notice read in the buyer's language.
    const language = uiLanguageFor(await findUserLanguage(tx, payment.userId))
    if (outcome.status === 'paid') {
      await updatePayment(tx, paymentId, {
        status: 'paid',
        transactionId: outcome.transactionId,
        processedAt: now,
      })
      // The order lifecycle confirms each order: timeline in the buyer's language, notices to all parties.
      for (const id of ids) await confirmPaidOrder(tx, id)
    } else {
      await updatePayment(tx, paymentId, {
        status: outcome.status,
        failureReason: outcome.reason,
        processedAt: now,
      })
      const text = {
        parts: [
          {
            key:
              outcome.status === 'expired'
                ? ('paymentUpdate.expired' as const)
                : ('paymentUpdate.cancelledUnpaid' as const),
          },
        ],
      }
      await setOrdersStatus(tx, ids, 'cancelled', timelineColumns(text, language))
      for (const order of pending) {
        await releaseStock(tx, order.productId, order.quantity, order.variantId, order.variantLabel)
      }
      await releaseCouponUses(tx, ids)
      await cancelAffiliateSales(tx, ids)
      // Nothing was bought: the lines go back into the cart for another try.
      await restoreCartLines(tx, payment.userId, pending)
    }
    const sellerUsers = [...new Set(pending.map((order) => order.sellerUserId))]
    const paid = outcome.status === 'paid'
    const sellerLanguages = new Map<string, ReturnType<typeof uiLanguageFor>>()
    if (!paid) {
      for (const userId of sellerUsers) {
        sellerLanguages.set(userId, uiLanguageFor(await findUserLanguage(tx, userId)))
      }
    }
    await notifyUsers(tx, [
      {
        userId: payment.userId,
        type: paid ? 'payment_paid' : 'payment_failed',
        title: translate(paid ? 'paymentNotice.paidTitle' : 'paymentNotice.failedTitle', language),
        body: paid
          ? translate('paymentNotice.paidBody', language)
          : `${translate('paymentNotice.failedBody', language)}. ${translate('paymentNotice.cartRestored', language)}`,
        link: `/payment/${paymentId}`,
      },
      // Confirmed orders were announced to their sellers by confirmPaidOrder.
      ...(paid ? [] : sellerUsers).map((userId) => ({
        userId,
        type: 'order_cancelled',
        title: translate('paymentNotice.sellerCancelledTitle', sellerLanguages.get(userId)!),
        link: '/seller-dashboard',
      })),
    ])
    const updated = await findPayment(tx, paymentId)
    return { changed: true, payment: await toView(tx, updated!) }
  })
}

/** A provider's notification: verified by the provider, then applied. */
export async function handleProviderCallback(
  db: Executor,
  method: PaymentMethod,
  callback: ProviderCallback,
) {
  // Only the sandbox's signed callbacks come through here (telebirr and Chapa: provider-callbacks);
  // whether the sandbox is switched on is checked by its caller.
  const provider = method === 'sandbox' ? sandboxProvider : providerFor(method)
  if (!provider) throw notFound('error.notFound', 'PROVIDER_NOT_CONFIGURED')
  let parsed
  try {
    parsed = provider.parseCallback(callback)
  } catch (error) {
    if (error instanceof InvalidCallbackError) {
      throw new AppError(400, 'INVALID_CALLBACK', 'payment.invalidCallback')
    }
    throw error
  }
  const existing = await findPayment(db, parsed.paymentId)
  if (!existing || existing.paymentMethod !== method) {
    throw notFound('payment.notFound', 'PAYMENT_NOT_FOUND')
  }
  return settlePayment(
    db,
    parsed.paymentId,
    parsed.status === 'paid'
      ? { status: 'paid', transactionId: parsed.transactionId }
      : { status: 'failed', reason: 'declined by the payer' },
  )
}

/** The buyer's Approve or Decline on the sandbox payment page, sent through the sandbox provider. */
export async function sandboxDecision(
  db: Executor,
  user: AuthUser,
  paymentId: string,
  outcome: 'approved' | 'declined',
  external: ExternalProviders = {},
) {
  const payment = await ownPayment(db, user, paymentId)
  if (payment.paymentMethod !== 'sandbox') {
    throw new AppError(409, 'NOT_SANDBOX_PAYMENT', 'payment.notSandbox')
  }
  // With the sandbox switched off nobody approves a payment themselves, not even an old one.
  if (!providerFor('sandbox', external)) {
    throw new AppError(409, 'SANDBOX_DISABLED', 'payment.sandboxDisabled')
  }
  const { payment: view } = await handleProviderCallback(
    db,
    'sandbox',
    sandboxCallback(paymentId, outcome),
  )
  return view
}

/**
 * Expires pending online payments (sandbox, telebirr, Chapa) older than the given minutes: their
 * orders are cancelled and their stock returned. A telebirr or Chapa payment is first checked with
 * the provider (a lost notification must not cancel a paid order); when the provider cannot be
 * asked it waits for the next sweep. Returns how many expired. Meant to run on an interval.
 */
export async function expireStalePayments(
  db: Executor,
  olderThanMinutes = PAYMENT_EXPIRY_MINUTES,
  external: ExternalProviders = {},
): Promise<number> {
  const stale = await findStalePayments(
    db,
    [...EXPIRING_METHODS],
    new Date(Date.now() - olderThanMinutes * MINUTE_MS),
  )
  let expired = 0
  for (const payment of stale) {
    const method = payment.paymentMethod as PaymentMethod
    if (method === 'telebirr' || method === 'chapa') {
      const provider = providerFor(method, external)
      if (provider) {
        let status
        try {
          status = await provider.verify({
            id: payment.id,
            amount: payment.amount,
            currency: payment.currency,
            status: payment.status,
            transactionId: payment.transactionId,
          })
        } catch {
          continue
        }
        if (status === 'paid') {
          await settlePayment(db, payment.id, {
            status: 'paid',
            transactionId: payment.transactionId ?? `${method}-verified-${payment.id}`,
          })
          continue
        }
      }
    }
    const { changed } = await settlePayment(db, payment.id, {
      status: 'expired',
      reason: 'payment not completed in time',
    })
    if (changed) expired += 1
  }
  return expired
}
