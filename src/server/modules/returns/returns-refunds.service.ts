import type { z } from 'zod'
import type { UiLanguage } from '#shared/constants.ts'
import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import type { OrderReturn, returnRefundInput } from '#shared/contracts/returns.ts'
import { type MessageKey, translate } from '#shared/i18n/messages.ts'
import { addMoney, compareMoney, roundMoney, subtractMoney } from '#shared/money.ts'
import type { ReturnRefundMethod } from '#shared/returns.ts'
import type { Executor } from '#server/db/database.ts'
import type { OrderReturn as ReturnRow } from '#server/db/schema/returns.ts'
import { recordAdminAction } from '#server/lib/audit.ts'
import type { TimelineText } from '#server/lib/timeline-text.ts'
import { AppError, conflict, fieldError, forbidden, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { type ExternalProviders, providerFor } from '#server/modules/payments/providers/registry.ts'
import { returnFromAffiliateSale } from '#server/modules/orders/orders.queries.ts'
import { refreshTierAfterDelivery } from '#server/modules/tiers/tiers.service.ts'
import {
  creditSpentOn,
  insertReturnCredit,
} from '#server/modules/wallet-credit/wallet-credit.queries.ts'
import { recordReturnStep } from './returns.notices.ts'
import * as q from './returns.queries.ts'
import { getReturn, markReceived, rolesOnReturn } from './returns.service.ts'

// The money of a received return goes back the way the buyer paid (docs/decisions/024-returns-
// and-refunds.md): through the provider's refund API (Chapa; the sandbox in the demo), or, for
// telebirr and cash on delivery, as the buyer chose: wallet credit at once, or a transfer our team
// makes by hand and records with its reference. The provider is called outside any transaction,
// under a claim on the return, so a slow provider holds no rows and two calls cannot both refund.

/** A claim older than this is taken to be a call that died half way, and may be taken again. */
const CLAIM_STALE_MS = 5 * 60 * 1000

const returnNotFound = () => notFound('returns.notFound', 'RETURN_NOT_FOUND')

export const refundFailed = () => new AppError(502, 'RETURN_REFUND_FAILED', 'returns.refundFailed')

/**
 * The seller (or an admin) marks the item received; a refund the site makes by itself (provider,
 * wallet credit) follows at once. A provider that cannot refund now leaves it received, for a
 * retry with the Refund button.
 */
export async function receiveReturn(
  db: Executor,
  external: ExternalProviders,
  user: AuthUser,
  id: string,
  language: UiLanguage,
): Promise<OrderReturn> {
  const received = await markReceived(db, user, id, language)
  if (received.refundMethod !== 'manual') {
    try {
      await refundReceived(db, external, user, received, { reference: null })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      // Received stands; the refund waits for a retry (or our team's manual refund).
    }
  }
  return getReturn(db, user, id)
}

/** Refunds a received return: the seller or an admin; a manual refund only by an admin. */
export async function refundReturn(
  db: Executor,
  external: ExternalProviders,
  user: AuthUser,
  id: string,
  input: z.output<typeof returnRefundInput>,
  language: UiLanguage,
): Promise<OrderReturn> {
  const row = await q.findReturn(db, id)
  if (!row) throw returnNotFound()
  const roles = rolesOnReturn(user, row)
  if (!roles.includes('seller') && !roles.includes('admin')) {
    throw forbidden(roles.length === 0 ? 'error.forbidden' : 'returns.onlySellerRefunds')
  }
  if (row.status === 'refunded')
    throw conflict('RETURN_ALREADY_REFUNDED', 'returns.alreadyRefunded')
  if (row.status !== 'received') {
    throw new AppError(409, 'RETURN_NOT_RECEIVED', 'returns.notReceived', {
      details: { status: row.status },
      values: { status: translate(`returnStatus.${row.status}`, language) },
    })
  }
  await refundReceived(db, external, user, row, { reference: input.reference ?? null })
  return getReturn(db, user, id)
}

async function refundReceived(
  db: Executor,
  external: ExternalProviders,
  user: AuthUser,
  row: ReturnRow,
  input: { reference: string | null },
) {
  const isAdmin = user.role === 'admin'
  // An admin recording a transfer's reference makes it a manual refund (e.g. when the provider
  // cannot refund a payment any more).
  const method: ReturnRefundMethod =
    isAdmin && input.reference ? 'manual' : (row.refundMethod ?? 'manual')
  if (method === 'manual') {
    if (!isAdmin) throw forbidden('returns.manualAdminOnly')
    if (!input.reference) {
      throw fieldError('RETURN_REFERENCE_REQUIRED', 'reference', 'returns.referenceRequired', 400)
    }
  }
  const claimed = await q.claimRefund(db, row.id, new Date(Date.now() - CLAIM_STALE_MS))
  if (!claimed) {
    const now = await q.findReturn(db, row.id)
    if (now?.status === 'refunded') {
      throw conflict('RETURN_ALREADY_REFUNDED', 'returns.alreadyRefunded')
    }
    throw conflict('RETURN_REFUND_IN_PROGRESS', 'returns.refundInProgress')
  }
  let done = false
  try {
    const order = await q.findOrderForReturn(db, claimed.orderId)
    if (!order) throw notFound('order.notFound', 'ORDER_NOT_FOUND')
    const payment = await q.findOrderPayment(db, order)
    const amount = roundMoney(claimed.refundAmount)
    const hasMoney = compareMoney(amount, '0') > 0
    // Credit the buyer spent on the order comes back as credit first; the provider (or our team's
    // transfer) gives back the rest. An order has at most one return, so nothing was given back
    // before (docs/decisions/032-spending-wallet-credit.md).
    const creditSpent = (await creditSpentOn(db, [order.id])).get(order.id) ?? '0'
    const creditPart =
      method === 'wallet_credit' || compareMoney(amount, creditSpent) <= 0
        ? amount
        : roundMoney(creditSpent)
    const rest = subtractMoney(amount, creditPart)
    const paysRest = compareMoney(rest, '0') > 0
    let reference = method === 'manual' ? input.reference : null
    if (method === 'provider' && paysRest) {
      const provider = payment ? providerFor(payment.method as PaymentMethod, external) : null
      if (!payment || !provider) throw refundFailed()
      let result
      try {
        result = await provider.refund(
          {
            id: payment.id,
            amount: payment.amount,
            currency: payment.currency,
            status: payment.status,
            transactionId: payment.transactionId,
          },
          { amount: rest, reason: `Return ${claimed.returnNumber} of order ${order.orderNumber}` },
        )
      } catch {
        throw refundFailed()
      }
      if (result.status !== 'refunded') throw refundFailed()
      reference = result.reference ?? null
    }
    await db.transaction(async (tx) => {
      const moved = await q.moveReturn(tx, {
        id: claimed.id,
        from: ['received'],
        set: {
          status: 'refunded',
          refundedAt: new Date(),
          refundMethod: method,
          refundReference: reference,
          refundClaimedAt: null,
        },
      })
      if (!moved) throw conflict('RETURN_ALREADY_REFUNDED', 'returns.alreadyRefunded')
      done = true
      if (method === 'provider' && payment && paysRest) {
        await q.recordPaymentRefund(tx, payment.id, {
          orderId: order.id,
          returnId: moved.id,
          amount: rest,
          reference,
        })
      }
      if (compareMoney(creditPart, '0') > 0) {
        await insertReturnCredit(tx, {
          userId: moved.buyerId,
          amount: creditPart,
          returnId: moved.id,
        })
      }
      if (isAdmin) {
        await recordAdminAction(tx, {
          actorId: user.id,
          action: 'return.refund',
          targetType: 'order_return',
          targetId: moved.id,
          details: { method, amount, reference },
        })
      }
      // Sales count towards the seller's tier: a refunded return takes its part back.
      await refreshTierAfterDelivery(tx, moved.sellerId)
      // So does an affiliate's referral sale, with the commission on the goods given back.
      await returnFromAffiliateSale(
        tx,
        moved.orderId,
        addMoney(moved.sellerNetReversed, moved.commissionReversed),
      )
      const restKey: MessageKey =
        method === 'provider'
          ? 'returnUpdate.refundedProvider'
          : method === 'wallet_credit'
            ? 'returnUpdate.refundedWallet'
            : 'returnUpdate.refundedManual'
      const parts: TimelineText['parts'] = [
        ...(paysRest || !hasMoney
          ? [{ key: restKey, values: { amount: `${rest} ETB`, reference: reference ?? '' } }]
          : []),
        ...(compareMoney(creditPart, '0') > 0
          ? [
              {
                key: 'returnUpdate.refundedWallet' as const,
                values: { amount: `${creditPart} ETB` },
              },
            ]
          : []),
      ]
      await recordReturnStep(
        tx,
        {
          id: moved.id,
          orderId: moved.orderId,
          orderNumber: order.orderNumber,
          buyerId: moved.buyerId,
          sellerId: moved.sellerId,
          pickupCourierId: moved.pickupCourierId,
        },
        {
          status: 'refunded',
          to: ['buyer', 'seller'],
          text: { parts },
          events: {
            buyer: { name: 'order_refunded', values: { order: order.orderNumber, amount } },
          },
        },
      )
    })
  } finally {
    if (!done) await q.releaseRefundClaim(db, row.id)
  }
}
