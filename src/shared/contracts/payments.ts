import { z } from 'zod'
import { PAYMENT_METHODS } from './checkout.ts'
import { ORDER_REFUND_STATES, orderStatusSchema } from './orders.ts'

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

export const paymentOrder = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  storeName: z.string(),
  productName: z.string(),
  /** The variant bought ("Size: 500 g"); null for a product without options. */
  variantLabel: z.string().nullable(),
  quantity: z.number().int(),
  /** This order's share of the payment. */
  totalAmount: z.string(),
  /** For a cancelled order of a paid payment: its share is being refunded, or was. */
  refund: z.enum(ORDER_REFUND_STATES),
})
export type PaymentOrder = z.infer<typeof paymentOrder>

export const paymentView = z.object({
  id: z.uuid(),
  /** What this payment's method collects: the orders' total less the wallet credit spent. */
  amount: z.string(),
  /** Wallet credit the buyer spent on these orders (ETB), beside the payment. */
  walletCredit: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  orderGroupId: z.uuid().nullable(),
  orderIds: z.array(z.uuid()),
  /** The orders this payment covers (none for plans, memberships and digital services). */
  orders: z.array(paymentOrder),
  /** What a payment without orders is for (seller_plan, buyer_membership, digital_service); else null. */
  purpose: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  processedAt: z.string().nullable(),
})
export type PaymentView = z.infer<typeof paymentView>
