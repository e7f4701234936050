import { z } from 'zod'
import { PAYMENT_METHODS } from './checkout.ts'

/** refund_pending: a paid order was cancelled and the team refunds it by hand (no provider refund API). */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'refund_pending',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** A pending online (sandbox, telebirr, Chapa) payment expires after this many minutes and releases its stock. */
export const PAYMENT_EXPIRY_MINUTES = 30

export const paymentParams = z.object({ id: z.uuid('validation.invalid') })

export const paymentView = z.object({
  id: z.uuid(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  orderGroupId: z.uuid().nullable(),
  orderIds: z.array(z.uuid()),
  /** What a payment without orders is for (seller_plan, buyer_membership, digital_service); else null. */
  purpose: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  processedAt: z.string().nullable(),
})
export type PaymentView = z.infer<typeof paymentView>
