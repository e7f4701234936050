import { z } from 'zod'
import { phoneSchema } from './auth.ts'
import { serviceAreaSchema, VEHICLE_TYPES } from './couriers.ts'

// Checkout: the buyer's delivery details, one delivery option per seller, a coupon and a payment
// method. The quote and the order read the same input; the server prices everything from the
// signed-in user's cart, never from amounts the browser sends.

export const PAYMENT_METHODS = ['sandbox', 'cash_on_delivery'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const DELIVERY_TYPES = ['standard', 'express'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

const text = (max: number) => z.string().trim().max(max, 'validation.tooLong')

export const deliveryOption = z.object({
  sellerId: z.uuid('validation.invalid'),
  type: z.enum(DELIVERY_TYPES, 'validation.invalid'),
  /** Standard delivery only: the courier chosen from the quotes; the cheapest when left out. */
  courierId: z.uuid('validation.invalid').optional(),
})
export type DeliveryOption = z.infer<typeof deliveryOption>

export const checkoutInput = z.object({
  city: serviceAreaSchema,
  subCity: text(100).min(1, 'validation.required'),
  addressDetails: text(500).min(1, 'validation.required'),
  phone: phoneSchema,
  instructions: text(500).optional(),
  /** Sellers left out get standard delivery with the cheapest courier. */
  deliveryOptions: z.array(deliveryOption).max(100, 'validation.tooLong').default([]),
  couponCode: text(50).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, 'validation.invalid'),
})
export type CheckoutInput = z.input<typeof checkoutInput>

/** What a price depends on: the quote is asked before the address and phone are filled in. */
export const checkoutQuoteInput = checkoutInput.pick({
  city: true,
  deliveryOptions: true,
  couponCode: true,
})
export type CheckoutQuoteInput = z.input<typeof checkoutQuoteInput>

export const courierChoice = z.object({
  courierId: z.uuid(),
  name: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  fee: z.string(),
  minMinutes: z.number().int(),
  maxMinutes: z.number().int(),
})

export const sellerQuote = z.object({
  sellerId: z.uuid(),
  storeName: z.string(),
  itemsTotal: z.string(),
  deliveryType: z.enum(DELIVERY_TYPES),
  courierId: z.uuid().nullable(),
  deliveryFee: z.string(),
  discount: z.string(),
  total: z.string(),
  /** Standard-delivery couriers serving the city, cheapest first. */
  couriers: z.array(courierChoice),
  expressFee: z.string(),
})

export const checkoutQuote = z.object({
  itemsTotal: z.string(),
  deliveryTotal: z.string(),
  discount: z.string(),
  grandTotal: z.string(),
  currency: z.literal('ETB'),
  sellers: z.array(sellerQuote),
  coupon: z.object({ code: z.string(), title: z.string(), discountType: z.string() }).nullable(),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
})
export type CheckoutQuote = z.infer<typeof checkoutQuote>

export const placedOrder = z.object({
  orderGroupId: z.uuid(),
  orderIds: z.array(z.uuid()),
  paymentId: z.uuid(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  grandTotal: z.string(),
  /** Where the browser goes next: the sandbox payment page or the order confirmation. */
  next: z.string(),
})
export type PlacedOrder = z.infer<typeof placedOrder>

export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: z
    .string('validation.idempotencyKey')
    .trim()
    .min(8, 'validation.idempotencyKey')
    .max(200, 'validation.idempotencyKey'),
})
