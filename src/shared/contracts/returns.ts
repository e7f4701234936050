import { z } from 'zod'
import { PAYMENT_METHODS } from './checkout.ts'
import { uploadedImageUrl } from './uploads.ts'
import {
  RETURN_REASONS,
  RETURN_REFUND_METHODS,
  RETURN_SHIPPING_PAYERS,
  RETURN_STATUSES,
} from '../returns.ts'

// Returns and refunds as the buyer, the seller, the courier who brings it back and admins see
// them (docs/decisions/024-returns-and-refunds.md).

export const MAX_RETURN_PHOTOS = 5

export const returnIdParams = z.object({ id: z.uuid('validation.invalid') })

const reasonText = (message: string) =>
  z.string(message).trim().min(3, message).max(500, 'validation.tooLong')

/** The refund ways a buyer who paid by telebirr or cash on delivery chooses between. */
export const BUYER_REFUND_CHOICES = ['manual', 'wallet_credit'] as const
export type BuyerRefundChoice = (typeof BUYER_REFUND_CHOICES)[number]

export const returnRequestInput = z.object({
  quantity: z.coerce
    .number('returns.quantityInvalid')
    .int('returns.quantityInvalid')
    .min(1, 'returns.quantityInvalid')
    .max(999, 'returns.quantityInvalid'),
  reason: z.enum(RETURN_REASONS, 'returns.reasonRequired'),
  details: z
    .string()
    .trim()
    .max(1000, 'validation.tooLong')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  photoUrls: z
    .array(uploadedImageUrl, 'returns.photosRequired')
    .min(1, 'returns.photosRequired')
    .max(MAX_RETURN_PHOTOS, 'returns.tooManyPhotos'),
  /** Needed when the order was paid by telebirr or in cash: money by hand, or wallet credit. */
  refundMethod: z.enum(BUYER_REFUND_CHOICES, 'returns.refundChoiceRequired').optional(),
})
export type ReturnRequestInput = z.input<typeof returnRequestInput>

export const returnAcceptInput = z.object({
  note: z
    .string()
    .trim()
    .max(500, 'validation.tooLong')
    .transform((value) => value || null)
    .nullable()
    .optional(),
})
export type ReturnAcceptInput = z.input<typeof returnAcceptInput>

export const returnRefuseInput = z.object({ reason: reasonText('returns.refuseReasonRequired') })
export type ReturnRefuseInput = z.input<typeof returnRefuseInput>

export const returnAppealInput = z.object({ reason: reasonText('returns.appealReasonRequired') })
export type ReturnAppealInput = z.input<typeof returnAppealInput>

export const returnShipmentInput = z.object({
  carrier: z
    .string('returns.carrierRequired')
    .trim()
    .min(1, 'returns.carrierRequired')
    .max(100, 'validation.tooLong'),
  trackingNumber: z
    .string('returns.trackingRequired')
    .trim()
    .min(1, 'returns.trackingRequired')
    .max(100, 'validation.tooLong'),
})
export type ReturnShipmentInput = z.input<typeof returnShipmentInput>

export const returnCourierInput = z.object({ courierId: z.uuid('validation.invalid') })

export const returnRefundInput = z.object({
  /** A refund made by hand (admins): the transfer's reference, e.g. the telebirr transaction number. */
  reference: z
    .string()
    .trim()
    .max(200, 'validation.tooLong')
    .transform((value) => value || null)
    .nullable()
    .optional(),
})
export type ReturnRefundInput = z.input<typeof returnRefundInput>

export const RETURN_LIST_VIEWS = ['buyer', 'seller', 'courier', 'admin'] as const
export type ReturnListView = (typeof RETURN_LIST_VIEWS)[number]

export const returnListQuery = z.object({
  as: z.enum(RETURN_LIST_VIEWS, 'validation.invalid').default('buyer'),
  /** Admins: only the requests waiting for an admin (undecided past their deadline, or appealed). */
  queue: z.enum(['admin'], 'validation.invalid').optional(),
})
export type ReturnListQuery = z.input<typeof returnListQuery>

export const orderReturn = z.object({
  id: z.uuid(),
  returnNumber: z.string(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  product: z.object({ id: z.uuid(), name: z.string(), imageUrl: z.string().nullable() }),
  variantLabel: z.string().nullable(),
  storeName: z.string(),
  buyer: z.object({ firstName: z.string(), lastName: z.string() }),
  /** Units returned, and how many the order line had. */
  quantity: z.number().int(),
  orderQuantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  details: z.string().nullable(),
  photoUrls: z.array(z.string()),
  status: z.enum(RETURN_STATUSES),
  /** The seller decides before this; after it an admin does. */
  sellerDeadline: z.string(),
  /** Waiting for an admin: undecided past the deadline, or appealed. */
  awaitingAdmin: z.boolean(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Whether an admin (rather than the seller) decided. */
  decidedByAdmin: z.boolean(),
  appealReason: z.string().nullable(),
  appealedAt: z.string().nullable(),
  /** Shipped abroad: the buyer sends it back with their own carrier. */
  international: z.boolean(),
  deliveryAddress: z.string(),
  pickupCourier: z
    .object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() })
    .nullable(),
  shippingCarrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  receivedAt: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  refundMethod: z.enum(RETURN_REFUND_METHODS).nullable(),
  refundReference: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** What the buyer gets back (ETB). */
  refundAmount: z.string(),
  /** The goods' sales given back: the seller's part plus the platform's. */
  salesReversed: z.string(),
  returnShippingFee: z.string(),
  returnShippingPaidBy: z.enum(RETURN_SHIPPING_PAYERS),
  /** Seller and admins (and for the fee, the courier). */
  sellerNetReversed: z.string().nullable(),
  commissionReversed: z.string().nullable(),
  createdAt: z.string(),
})
export type OrderReturn = z.infer<typeof orderReturn>

export const RETURN_REFUSALS = [
  'not_delivered',
  'not_returnable',
  'window_closed',
  'already_returned',
  'not_buyer',
] as const
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number]

/** Whether the order's buyer may ask to return it now, and what asking needs. */
export const returnEligibility = z.object({
  returnable: z.boolean(),
  refusal: z.enum(RETURN_REFUSALS).nullable(),
  /** The window that applies to this order (0: its category is not returnable). */
  windowDays: z.number().int(),
  windowEndsAt: z.string().nullable(),
  maxQuantity: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** Paid by telebirr or in cash: the buyer chooses a refund by hand or wallet credit. */
  choosesRefund: z.boolean(),
  international: z.boolean(),
})
export type ReturnEligibility = z.infer<typeof returnEligibility>

export const orderReturns = z.object({
  eligibility: returnEligibility,
  returns: z.array(orderReturn),
})
export type OrderReturns = z.infer<typeof orderReturns>

export const returnPolicy = z.object({
  windowDays: z.number().int(),
  decisionDays: z.number().int(),
  /** Every active category with its own window (null follows windowDays; 0: not returnable). */
  categories: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      nameAm: z.string().nullable(),
      nameOm: z.string().nullable(),
      nameTi: z.string().nullable(),
      windowDays: z.number().int().nullable(),
    }),
  ),
})
export type ReturnPolicy = z.infer<typeof returnPolicy>

const windowDaysInput = z.coerce
  .number('returns.windowDaysInvalid')
  .int('returns.windowDaysInvalid')
  .min(0, 'returns.windowDaysInvalid')
  .max(365, 'returns.windowDaysInvalid')

export const returnSettingsInput = z.object({
  windowDays: windowDaysInput.min(1, 'returns.windowDaysInvalid'),
  decisionDays: z.coerce
    .number('returns.decisionDaysInvalid')
    .int('returns.decisionDaysInvalid')
    .min(1, 'returns.decisionDaysInvalid')
    .max(30, 'returns.decisionDaysInvalid'),
  /** Categories whose window to set: a number of days (0: not returnable) or null for the default. */
  categories: z
    .array(z.object({ id: z.uuid('validation.invalid'), windowDays: windowDaysInput.nullable() }))
    .max(500)
    .default([]),
})
export type ReturnSettingsInput = z.input<typeof returnSettingsInput>

export const walletCredit = z.object({
  balance: z.string(),
  entries: z.array(
    z.object({
      id: z.uuid(),
      amount: z.string(),
      kind: z.enum(['return_refund', 'order_payment', 'order_release']),
      returnNumber: z.string().nullable(),
      orderId: z.uuid().nullable(),
      orderNumber: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
})
export type WalletCredit = z.infer<typeof walletCredit>
