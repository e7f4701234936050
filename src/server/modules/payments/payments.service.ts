import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import {
  PAYMENT_EXPIRY_MINUTES,
  type PaymentStatus,
  type PaymentView,
} from '#shared/contracts/payments.ts'
import { addMoney, roundMoney } from '#shared/money.ts'
import { orderRefundState } from '#shared/orders.ts'
import type { Executor } from '#server/db/database.ts'
import { assertOwner } from '#server/lib/access.ts'
import { AppError, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { paymentRefunder } from './payment-refunds.ts'
import type { ProviderCallback } from './providers/payment-provider.ts'
import { InvalidCallbackError } from './providers/payment-provider.ts'
import { type ExternalProviders, providerFor } from './providers/registry.ts'
import { sandboxCallback, sandboxProvider } from './providers/sandbox.ts'
import {
  findPayment,
  findStalePayments,
  lockPayment,
  type PaymentRow,
  listPaymentOrders,
  updatePayment,
} from './payments.queries.ts'
import { isRevenuePayment } from './revenue-checkout.ts'
import { creditSpentOn } from '#server/modules/wallet-credit/wallet-credit.queries.ts'

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
  const credit = await creditSpentOn(
    db,
    rows.map((order) => order.id),
  )
  const orders = rows.map((order) => ({
    ...order,
    refund: orderRefundState(order.status, row.status, refunded.has(order.id)),
  }))
  return {
    orders,
    id: row.id,
    amount: row.amount,
    walletCredit: roundMoney(
      [...credit.values()].reduce((sum, amount) => addMoney(sum, amount), '0'),
    ),
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

export type PaymentOutcome =
  { status: 'paid'; transactionId: string } | { status: 'failed' | 'expired'; reason: string }

/** A payment being settled, as it was while pending. */
export type SettlingPayment = Pick<PaymentRow, 'id' | 'userId' | 'paymentMethod' | 'metadata'>

/**
 * What a settled payment was for is applied by the module that sold it, inside the payment's
 * transaction: a checkout's orders are confirmed or cancelled (the orders module), a plan,
 * membership or digital service is applied by its program (revenue-payments). Supplied where
 * the app is put together, so this module never imports those that sell through it.
 */
export type PaymentSettlers = {
  order: (tx: Executor, payment: SettlingPayment, outcome: PaymentOutcome) => Promise<void>
  program: (tx: Executor, payment: SettlingPayment, paid: boolean) => Promise<void>
}

/**
 * Moves a pending payment to paid, failed or expired and has what it paid for settled with it
 * (PaymentSettlers). A payment that is no longer pending is left as it is, so a repeated
 * notification changes nothing.
 */
export async function settlePayment(
  db: Executor,
  settlers: PaymentSettlers,
  paymentId: string,
  outcome: PaymentOutcome,
) {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId)
    if (!payment) throw notFound('payment.notFound', 'PAYMENT_NOT_FOUND')
    if (payment.status !== 'pending') return { changed: false, payment: await toView(tx, payment) }
    await updatePayment(
      tx,
      paymentId,
      outcome.status === 'paid'
        ? { status: 'paid', transactionId: outcome.transactionId, processedAt: new Date() }
        : { status: outcome.status, failureReason: outcome.reason, processedAt: new Date() },
    )
    // Plans, memberships and digital services have no orders: the revenue programs apply them.
    if (isRevenuePayment(payment.metadata)) {
      await settlers.program(tx, payment, outcome.status === 'paid')
    } else {
      await settlers.order(tx, payment, outcome)
    }
    const updated = await findPayment(tx, paymentId)
    return { changed: true, payment: await toView(tx, updated!) }
  })
}

/** Settles one payment, with the settlers the app was built with. */
export type SettlePayment = (
  db: Executor,
  paymentId: string,
  outcome: PaymentOutcome,
) => ReturnType<typeof settlePayment>

/** A provider's notification: verified by the provider, then applied. */
export async function handleProviderCallback(
  db: Executor,
  settle: SettlePayment,
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
  return settle(
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
  settle: SettlePayment,
  external: ExternalProviders,
  user: AuthUser,
  paymentId: string,
  outcome: 'approved' | 'declined',
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
    settle,
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
  settle: SettlePayment,
  external: ExternalProviders,
  olderThanMinutes = PAYMENT_EXPIRY_MINUTES,
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
          await settle(db, payment.id, {
            status: 'paid',
            transactionId: payment.transactionId ?? `${method}-verified-${payment.id}`,
          })
          continue
        }
      }
    }
    const { changed } = await settle(db, payment.id, {
      status: 'expired',
      reason: 'payment not completed in time',
    })
    if (changed) expired += 1
  }
  return expired
}

/**
 * The payments module as the app holds it (app.payments, built once by payments.plugin.ts): the
 * configured providers, and every way a payment is settled, bound to the settlers the app was put
 * together with. The demo seed builds its own the same way.
 */
export function createPayments({
  providers,
  settlers,
}: {
  providers: ExternalProviders
  settlers: PaymentSettlers
}) {
  const settle: SettlePayment = (db, paymentId, outcome) =>
    settlePayment(db, settlers, paymentId, outcome)
  return {
    providers,
    settle,
    getPayment,
    handleProviderCallback: (db: Executor, method: PaymentMethod, callback: ProviderCallback) =>
      handleProviderCallback(db, settle, method, callback),
    sandboxDecision: (
      db: Executor,
      user: AuthUser,
      paymentId: string,
      outcome: 'approved' | 'declined',
    ) => sandboxDecision(db, settle, providers, user, paymentId, outcome),
    expireStalePayments: (db: Executor, olderThanMinutes?: number) =>
      expireStalePayments(db, settle, providers, olderThanMinutes),
    /** For the orders module: a cancelled paid order's money back through its provider. */
    refundOrderPayment: paymentRefunder(providers),
  }
}

export type Payments = ReturnType<typeof createPayments>
