import { sql } from 'drizzle-orm'
import { compareMoney } from '#shared/money.ts'
import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import type { Executor } from '#server/db/database.ts'
import { payments } from '#server/db/schema/payments.ts'
import { findPayment } from './payments.queries.ts'
import { type ExternalProviders, providerFor } from './providers/registry.ts'

// A cancelled paid order's money goes back through the provider when its API can refund (Chapa);
// otherwise (telebirr without a refund agreement, the sandbox) the payment stays refund_pending for
// the team. Each refund is kept in the payment's metadata.refunds.

/**
 * Gives a cancelled order's share of a paid payment back through its provider when the provider
 * can; otherwise the payment stays refund_pending for the team. The orders module calls it.
 */
export type RefundOrderPayment = (
  db: Executor,
  request: { paymentId: string; orderId: string; amount: string },
) => Promise<'refunded' | 'refund_pending'>

type RefundRecord = { orderId: string; amount: string; reference: string | null; at: string }

async function recordRefund(db: Executor, paymentId: string, refund: RefundRecord) {
  await db
    .update(payments)
    .set({
      status: 'refunded',
      metadata: sql`jsonb_set(coalesce(${payments.metadata}, '{}'::jsonb), '{refunds}', coalesce(${payments.metadata} -> 'refunds', '[]'::jsonb) || ${JSON.stringify([refund])}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(sql`${payments.id} = ${paymentId} and ${payments.status} = 'refund_pending'`)
}

export function paymentRefunder(external: ExternalProviders): RefundOrderPayment {
  return async (db, { paymentId, orderId, amount }) => {
    const payment = await findPayment(db, paymentId)
    if (!payment || payment.status !== 'refund_pending') return 'refund_pending'
    // Nothing owed through the payment (wallet credit paid all of this order, and came back as
    // credit): the order's share is settled without asking the provider.
    if (compareMoney(amount, '0') === 0) {
      await recordRefund(db, paymentId, {
        orderId,
        amount,
        reference: null,
        at: new Date().toISOString(),
      })
      return 'refunded'
    }
    const method = payment.paymentMethod as PaymentMethod
    if (method !== 'telebirr' && method !== 'chapa') return 'refund_pending'
    const provider = providerFor(method, external)
    if (!provider) return 'refund_pending'
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
        { amount, reason: `Order ${orderId.slice(0, 8)} cancelled` },
      )
    } catch {
      // The provider could not refund now: the team refunds by hand.
      return 'refund_pending'
    }
    if (result.status !== 'refunded') return 'refund_pending'
    await recordRefund(db, paymentId, {
      orderId,
      amount,
      reference: result.reference ?? null,
      at: new Date().toISOString(),
    })
    return 'refunded'
  }
}
