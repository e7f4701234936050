import { z } from 'zod'
import { ORDER_STATUSES } from '../constants.ts'
import { normalizeReferenceNumber } from '../reference-numbers.ts'
import { PAYMENT_METHODS } from './checkout.ts'
import { VEHICLE_TYPES } from '../delivery-areas.ts'

// Orders as their buyer, seller, assigned courier and admins see them, the status changes and the
// courier's position reports.

export const orderStatusSchema = z.enum(ORDER_STATUSES, 'validation.orderStatus')

export const ORDER_LIST_VIEWS = ['buyer', 'seller', 'courier', 'admin'] as const
export type OrderListView = (typeof ORDER_LIST_VIEWS)[number]

export const orderListQuery = z.object({
  as: z.enum(ORDER_LIST_VIEWS, 'validation.invalid').default('buyer'),
  status: orderStatusSchema.optional(),
})
export type OrderListQuery = z.input<typeof orderListQuery>

/** What happened to the money of one order of a payment, once the order is cancelled. */
export const ORDER_REFUND_STATES = ['none', 'refund_pending', 'refunded'] as const
export type OrderRefundState = (typeof ORDER_REFUND_STATES)[number]

export const order = z.object({
  id: z.uuid(),
  /** The number people read and type: `SM-YYMM-XXXX`. */
  orderNumber: z.string(),
  status: orderStatusSchema,
  quantity: z.number().int(),
  /** The variant bought, for a product with variants; its label as it read when ordered. */
  variantId: z.uuid().nullable(),
  variantLabel: z.string().nullable(),
  productPrice: z.string(),
  totalAmount: z.string(),
  deliveryFee: z.string(),
  deliveryAddress: z.string(),
  deliveryPhone: z.string().nullable(),
  deliveryInstructions: z.string().nullable(),
  actualDeliveryTime: z.string().nullable(),
  createdAt: z.string(),
  product: z.object({ id: z.uuid(), name: z.string(), imageUrl: z.string().nullable() }),
  seller: z.object({ id: z.uuid(), storeName: z.string() }),
  buyer: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  courier: z
    .object({
      id: z.uuid(),
      name: z.string(),
      phone: z.string(),
      vehicleType: z.enum(VEHICLE_TYPES),
    })
    .nullable(),
  /** Shipped to an address abroad by the seller; no courier takes it. */
  international: z.boolean(),
  /** For an order abroad: the carrier and tracking number the seller gave when shipping it. */
  shippingCarrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Membership cashback of this order line; credited when the order is delivered. */
  cashbackAmount: z.string(),
  cashbackCreditedAt: z.string().nullable(),
  /** The part of that cashback a refunded return took back (the cashback on the goods returned). */
  cashbackReturned: z.string(),
  /** The courier the buyer chose at checkout (the seller may have assigned another). */
  chosenCourier: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  // Who earns what, fixed when the order was placed (docs/decisions/012-money-per-party.md).
  /** productPrice × quantity. */
  itemsAmount: z.string(),
  /** The coupon's discount on this line. */
  discountAmount: z.string(),
  /** What the courier who delivers is paid (0 abroad: the seller ships). Seller, admin, courier. */
  courierFee: z.string().nullable(),
  /** The seller's commission rate when the order was placed (0.0700 = 7 %). Seller and admin. */
  commissionRate: z.string().nullable(),
  /** The platform's commission on this line. Seller and admin. */
  commissionAmount: z.string().nullable(),
  /**
   * The seller's part of the delivery: the difference when the seller assigned a courier other
   * than the buyer's choice; abroad, minus the shipping fee the seller is paid. Seller and admin.
   */
  sellerDeliveryShare: z.string().nullable(),
  /** itemsAmount − discountAmount − commissionAmount − sellerDeliveryShare. Seller and admin. */
  sellerNet: z.string().nullable(),
  /** How the order was paid for, and for a cancelled paid order whether its share is back. */
  payment: z
    .object({
      id: z.uuid(),
      method: z.enum(PAYMENT_METHODS),
      refund: z.enum(ORDER_REFUND_STATES),
      /** Wallet credit the buyer spent on this order (ETB); the payment covers the rest. */
      walletCredit: z.string(),
    })
    .nullable(),
})
export type Order = z.infer<typeof order>

export const orderUpdate = z.object({
  id: z.uuid(),
  status: orderStatusSchema,
  message: z.string().nullable(),
  location: z.string().nullable(),
  timestamp: z.string(),
})
export type OrderUpdate = z.infer<typeof orderUpdate>

export const courierPosition = z.object({
  latitude: z.string(),
  longitude: z.string(),
  accuracy: z.string().nullable(),
  recordedAt: z.string(),
})
export type CourierPosition = z.infer<typeof courierPosition>

export const orderTracking = z.object({
  updates: z.array(orderUpdate),
  latestPosition: courierPosition.nullable(),
})
export type OrderTracking = z.infer<typeof orderTracking>

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((value) => (value ? value : undefined))

/** An order named by its id or by its order number (any letter case). */
export const orderRefParams = z.object({
  id: z
    .string()
    .trim()
    .max(64, 'validation.invalid')
    .transform((value, context) => {
      if (z.uuid().safeParse(value).success) return value.toLowerCase()
      const number = normalizeReferenceNumber(value)
      if (number) return number
      context.addIssue({ code: 'custom', message: 'validation.invalid' })
      return z.NEVER
    }),
})

export const orderStatusChange = z.object({
  status: orderStatusSchema,
  notes: optionalText(500),
  location: optionalText(200),
  /** Only when the seller ships an order abroad (in_transit): the carrier and tracking number. */
  carrier: optionalText(80),
  trackingNumber: optionalText(80),
})
export type OrderStatusChange = z.input<typeof orderStatusChange>

export const courierAssignment = z.object({ courierId: z.uuid('validation.invalid') })
export type CourierAssignment = z.infer<typeof courierAssignment>

export const locationReport = z.object({
  latitude: z
    .number('validation.invalid')
    .min(-90, 'validation.invalid')
    .max(90, 'validation.invalid'),
  longitude: z
    .number('validation.invalid')
    .min(-180, 'validation.invalid')
    .max(180, 'validation.invalid'),
  accuracy: z.number('validation.invalid').min(0, 'validation.invalid').max(100_000).optional(),
})
export type LocationReport = z.infer<typeof locationReport>

export const courierStats = z.object({
  activeOrders: z.number().int(),
  completedToday: z.number().int(),
  totalDeliveries: z.number().int(),
  /** Sum of the courier's own fees for the trips they delivered. */
  earnings: z.string(),
})
export type CourierStats = z.infer<typeof courierStats>
