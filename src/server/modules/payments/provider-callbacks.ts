import { eq } from 'drizzle-orm'
import { compareMoney, isMoney } from '#shared/money.ts'
import type { Executor } from '#server/db/database.ts'
import { telebirrTransactions } from '#server/db/schema/payments.ts'
import { findPayment } from './payments.queries.ts'
import type { SettlePayment } from './payments.service.ts'
import { type ChapaProvider, chapaTxRef } from './providers/chapa.ts'
import {
  InvalidCallbackError,
  type ProviderCallback,
  type ProviderPayment,
} from './providers/payment-provider.ts'
import type { TelebirrProvider } from './providers/telebirr.ts'

// Applying what a provider says to our payments. The provider adapters only speak their HTTP
// APIs; settling lives here, so the adapters never import the payment service (no import cycle).
// `settle` is app.payments.settle: the settlers the app was built with apply what was paid for.

/** Reads a Chapa webhook (its signature checked) and applies it; repeats change nothing. */
export async function applyChapaWebhook(
  db: Executor,
  settle: SettlePayment,
  provider: ChapaProvider,
  callback: ProviderCallback,
) {
  const parsed = provider.parseCallback(callback)
  const payment = await findPayment(db, parsed.paymentId)
  if (!payment) throw new InvalidCallbackError('Unknown Chapa transaction')
  const { amount } = JSON.parse(String(callback.body)) as { amount?: string | number }
  const given = String(amount ?? '')
  if (parsed.status === 'paid' && (!isMoney(given) || compareMoney(given, payment.amount) !== 0)) {
    throw new InvalidCallbackError('Chapa amount does not match')
  }
  return settle(
    db,
    parsed.paymentId,
    parsed.status === 'paid'
      ? { status: 'paid', transactionId: parsed.transactionId }
      : { status: 'failed', reason: 'declined by the payer' },
  )
}

/** Asks Chapa for the payment's status and applies a final answer. */
export async function confirmChapaPayment(
  db: Executor,
  settle: SettlePayment,
  provider: ChapaProvider,
  payment: ProviderPayment,
) {
  const status = await provider.verify(payment)
  if (status === 'pending') return { changed: false, status }
  const { changed } = await settle(
    db,
    payment.id,
    status === 'paid'
      ? { status: 'paid', transactionId: chapaTxRef(payment.id) }
      : { status: 'failed', reason: 'Chapa reports the payment failed' },
  )
  return { changed, status }
}

/** Reads a telebirr notification (its signature checked) and applies it; repeats change nothing. */
export async function applyTelebirrNotification(
  db: Executor,
  settle: SettlePayment,
  provider: TelebirrProvider,
  callback: ProviderCallback,
) {
  const parsed = provider.parseCallback(callback)
  const outTradeNo = (callback.body as { outTradeNo: string }).outTradeNo
  const [transaction] = await db
    .select({ totalAmount: telebirrTransactions.totalAmount })
    .from(telebirrTransactions)
    .where(eq(telebirrTransactions.outTradeNo, outTradeNo))
  if (!transaction) throw new InvalidCallbackError('Unknown telebirr transaction')
  const amount = (callback.body as { totalAmount: string }).totalAmount
  if (
    parsed.status === 'paid' &&
    (!isMoney(amount) || compareMoney(amount, transaction.totalAmount) !== 0)
  ) {
    throw new InvalidCallbackError('telebirr amount does not match')
  }
  const result = await settle(
    db,
    parsed.paymentId,
    parsed.status === 'paid'
      ? { status: 'paid', transactionId: parsed.transactionId }
      : { status: 'failed', reason: 'declined by the payer' },
  )
  if (result.changed) {
    await db
      .update(telebirrTransactions)
      .set({
        status: parsed.status,
        telebirrTransactionId: parsed.transactionId,
        webhookData: callback.body,
      })
      .where(eq(telebirrTransactions.outTradeNo, outTradeNo))
  }
  return result
}

/** Asks telebirr for the payment's status and applies a final answer. */
export async function confirmTelebirrPayment(
  db: Executor,
  settle: SettlePayment,
  provider: TelebirrProvider,
  payment: ProviderPayment,
) {
  const status = await provider.verify(payment)
  if (status === 'pending') return { changed: false, status }
  const result = await settle(
    db,
    payment.id,
    status === 'paid'
      ? { status: 'paid', transactionId: `telebirr-query-${payment.id}` }
      : { status: 'failed', reason: 'telebirr reports the payment failed' },
  )
  if (result.changed) {
    await db
      .update(telebirrTransactions)
      .set({ status })
      .where(eq(telebirrTransactions.paymentId, payment.id))
  }
  return { changed: result.changed, status }
}
