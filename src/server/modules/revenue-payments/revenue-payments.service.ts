import { PAYMENT_METHODS, type PaymentMethod } from '#shared/contracts/checkout.ts'
import type { Executor } from '#server/db/database.ts'
import { settleServiceOrderPayment } from '#server/modules/digital-services/digital-services.service.ts'
import { settleMembershipPayment } from '#server/modules/memberships/memberships.service.ts'
import { type ExternalProviders, providerFor } from '#server/modules/payments/providers/registry.ts'
import { isRevenuePayment } from '#server/modules/payments/revenue-checkout.ts'
import { settlePlanPayment } from '#server/modules/plans/plans.service.ts'

/** Online methods (no cash on delivery) whose provider is configured; the sandbox when switched on. */
export function onlinePaymentMethods(external: ExternalProviders): PaymentMethod[] {
  return PAYMENT_METHODS.filter(
    (method) =>
      method !== 'cash_on_delivery' && (providerFor(method, external)?.isConfigured() ?? false),
  )
}

type SettledPayment = {
  id: string
  userId: string
  paymentMethod: string | null
  metadata: unknown
}

/**
 * Applies a settled plan, membership or digital-service payment, inside the payment's
 * transaction (the app gives it to payments as its program settler, app.ts). Only a
 * verified 'paid' activates anything; a failed or expired payment leaves the programs as they were.
 */
export async function settleRevenuePayment(tx: Executor, payment: SettledPayment, paid: boolean) {
  const { id, userId, paymentMethod, metadata } = payment
  if (!isRevenuePayment(metadata)) return
  const settled = { id, userId, paymentMethod, metadata }
  switch (metadata.purpose) {
    case 'seller_plan':
      return settlePlanPayment(tx, settled, paid)
    case 'buyer_membership':
      return settleMembershipPayment(tx, settled, paid)
    case 'digital_service':
      return settleServiceOrderPayment(tx, settled, paid)
  }
}
