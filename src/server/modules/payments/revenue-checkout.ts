import type { FastifyBaseLogger } from 'fastify'
import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import {
  REVENUE_PURPOSES,
  type RevenueCheckout,
  type RevenuePurpose,
} from '#shared/contracts/revenue.ts'
import type { Database, Executor } from '#server/db/database.ts'
import { AppError } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { insertPayment, updatePayment } from './payments.queries.ts'
import type { ProviderPayment } from './providers/payment-provider.ts'
import {
  type ExternalProviders,
  initiatePayment,
  providerFor,
  providerUnavailable,
} from './providers/registry.ts'

// Payments without an order: a seller plan, a buyer membership or a digital-service order
// (docs/decisions/010-programs-through-the-payment-providers.md). The program that sells opens
// the payment and starts it with the provider here; revenue-payments settles it when it is paid.

export type RevenueMetadata = {
  purpose: RevenuePurpose
  planId?: string
  sellerId?: string
  membershipId?: string
  digitalOrderId?: string
}

/** Whether the payment is for a plan, a membership or a digital service (not for orders). */
export function isRevenuePayment(metadata: unknown): metadata is RevenueMetadata {
  const purpose = (metadata as { purpose?: unknown } | null)?.purpose
  return REVENUE_PURPOSES.includes(purpose as RevenuePurpose)
}

/** A plan, membership or digital-service payment as its program settles it. */
export type SettledRevenuePayment = {
  id: string
  userId: string
  paymentMethod: string | null
  metadata: RevenueMetadata
}

/** Applies a settled payment of one program, inside the payment's transaction. */
export type RevenuePaymentSettler = (
  tx: Executor,
  payment: SettledRevenuePayment,
  paid: boolean,
) => Promise<void>

export type OpenedPayment = {
  payment: ProviderPayment
  method: PaymentMethod
  userId: string
  metadata: RevenueMetadata
}

/**
 * Records a pending payment with the chosen online provider, inside the caller's transaction.
 * Cash on delivery is refused: a plan, a membership or a digital service has no delivery to pay at.
 */
export async function openPayment(
  tx: Executor,
  user: AuthUser,
  external: ExternalProviders,
  params: { method: PaymentMethod; amount: string; description: string; metadata: RevenueMetadata },
): Promise<{ opened: OpenedPayment }> {
  if (params.method === 'cash_on_delivery') {
    throw new AppError(400, 'ONLINE_PAYMENT_ONLY', 'revenue.onlinePaymentOnly', {
      details: { fields: { paymentMethod: 'revenue.onlinePaymentOnly' } },
    })
  }
  const provider = providerFor(params.method, external)
  if (!provider?.isConfigured()) {
    throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'checkout.paymentMethodUnavailable')
  }
  const payment = await insertPayment(tx, {
    orderId: null,
    userId: user.id,
    amount: params.amount,
    currency: 'ETB',
    status: 'pending',
    paymentMethod: params.method,
    description: params.description,
    metadata: params.metadata,
  })
  return {
    opened: {
      payment: {
        id: payment.id,
        amount: params.amount,
        currency: 'ETB',
        status: 'pending',
        transactionId: null,
      },
      method: params.method,
      userId: user.id,
      metadata: params.metadata,
    },
  }
}

/**
 * Asks the provider for the payer's page, after the payment is committed, so no row stays locked
 * while it answers. A refusal fails the payment and `settle` (the program's own) applies the
 * failure: a digital-service order is cancelled with it.
 */
export async function startWithProvider(
  db: Database,
  external: ExternalProviders,
  { payment, method, userId, metadata }: OpenedPayment,
  log: Pick<FastifyBaseLogger, 'warn'>,
  settle: RevenuePaymentSettler,
): Promise<RevenueCheckout> {
  try {
    const { redirectUrl } = await initiatePayment(db, method, external, payment)
    return { paymentId: payment.id, next: redirectUrl ?? `/payment/${payment.id}` }
  } catch (error) {
    if (error instanceof AppError) throw error
    log.warn({ err: error, paymentId: payment.id }, 'payment provider refused the payment')
    await db.transaction(async (tx) => {
      await updatePayment(tx, payment.id, {
        status: 'failed',
        failureReason: 'payment provider unavailable',
        processedAt: new Date(),
      })
      await settle(tx, { id: payment.id, userId, paymentMethod: method, metadata }, false)
    })
    throw providerUnavailable()
  }
}
