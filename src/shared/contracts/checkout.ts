import { z } from 'zod'
import { ETHIOPIAN_PHONE_PATTERN } from '../constants.ts'
import { SERVICE_AREAS, VEHICLE_TYPES } from '../delivery-areas.ts'

// Checkout: the buyer's delivery details, one delivery option per seller, a coupon and a payment
// method. The quote and the order read the same input; the server prices everything from the
// signed-in user's cart, never from amounts the browser sends.

/** wallet_credit: the buyer's wallet credit paid the whole order (set by the server, never chosen). */
export const PAYMENT_METHODS = [
  'sandbox',
  'cash_on_delivery',
  'telebirr',
  'chapa',
  'wallet_credit',
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** international: the address is outside Ethiopia; each product's international shipping fee. */
export const DELIVERY_TYPES = ['standard', 'express', 'international'] as const

/** The delivery address's country (ISO 3166-1 alpha-2); Ethiopia unless a diaspora buyer says otherwise. */
export const HOME_COUNTRY = 'ET'
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

const text = (max: number) => z.string().trim().max(max, 'validation.tooLong')

export const deliveryOption = z.object({
  sellerId: z.uuid('validation.invalid'),
  type: z.enum(DELIVERY_TYPES, 'validation.invalid'),
  /** Standard delivery only: the courier chosen from the quotes; the cheapest when left out. */
  courierId: z.uuid('validation.invalid').optional(),
})
export type DeliveryOption = z.infer<typeof deliveryOption>

const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'validation.invalid')
  .default(HOME_COUNTRY)

const checkoutFields = z.object({
  /** ISO country code; outside Ethiopia only products with international shipping can be delivered. */
  country: countrySchema,
  /** In Ethiopia one of the service areas; abroad the city's name. */
  city: text(100).min(1, 'validation.required'),
  subCity: text(100).min(1, 'validation.required'),
  addressDetails: text(500).min(1, 'validation.required'),
  /** In Ethiopia an Ethiopian mobile; abroad also a number with its country code (+1 …). */
  phone: z
    .string('validation.required')
    .trim()
    .max(30, 'validation.tooLong')
    .transform((value) => value.replace(/[\s().-]/g, '')),
  instructions: text(500).optional(),
  /** Sellers left out get standard delivery with the cheapest courier. */
  deliveryOptions: z.array(deliveryOption).max(100, 'validation.tooLong').default([]),
  couponCode: text(50).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, 'validation.invalid'),
  /**
   * Pay with the buyer's wallet credit first: as much of the total as it covers; the payment
   * method pays the rest. When the credit covers all of it, the method is wallet_credit.
   */
  walletCredit: z.boolean('validation.invalid').default(false),
  /** An affiliate's code the visitor arrived with (?ref=CODE); an unknown code is ignored. */
  referralCode: text(50).optional(),
})

/** In Ethiopia the city must be one of the service areas. */
function ethiopianCity(value: { country: string; city: string }, ctx: z.RefinementCtx) {
  if (
    value.country === HOME_COUNTRY &&
    !(SERVICE_AREAS as readonly string[]).includes(value.city)
  ) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: 'validation.serviceArea' })
  }
}

/** A number with its country code, as a diaspora buyer is reached abroad (E.164). */
const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/

function deliveryPhone(value: { country: string; phone: string }, ctx: z.RefinementCtx) {
  if (ETHIOPIAN_PHONE_PATTERN.test(value.phone)) return
  if (value.country !== HOME_COUNTRY && INTERNATIONAL_PHONE.test(value.phone)) return
  ctx.addIssue({
    code: 'custom',
    path: ['phone'],
    message: value.country === HOME_COUNTRY ? 'validation.phone' : 'validation.phoneInternational',
  })
}

export const checkoutInput = checkoutFields.superRefine((value, ctx) => {
  ethiopianCity(value, ctx)
  deliveryPhone(value, ctx)
})
export type CheckoutInput = z.input<typeof checkoutInput>

/**
 * What a price depends on: the quote is asked before the address and phone are filled in. Abroad
 * the price does not depend on the city (each product's international fee), so it may be left out.
 */
export const checkoutQuoteInput = checkoutFields
  .pick({ country: true, deliveryOptions: true, couponCode: true })
  .extend({ city: text(100).default('') })
  .superRefine(ethiopianCity)
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
  /** The buyer's membership waives this part's delivery fee (goods subtotal over its threshold). */
  freeShipping: z.boolean(),
  /** International delivery: lines that cannot be shipped abroad (no international shipping). */
  undeliverable: z.array(z.object({ productId: z.uuid(), name: z.string() })),
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
  country: z.string(),
  /** The buyer's active membership plan, when there is one. */
  membership: z
    .object({
      name: z.string(),
      nameAmharic: z.string().nullable(),
      nameOm: z.string().nullable(),
      nameTi: z.string().nullable(),
      cashbackPercentage: z.string(),
      freeShippingThreshold: z.string().nullable(),
    })
    .nullable(),
  /** Membership cashback on the goods, credited when the orders are delivered. */
  cashback: z.string(),
  /** The buyer's wallet credit balance (ETB), which may pay part or all of the total. */
  walletBalance: z.string(),
})
export type CheckoutQuote = z.infer<typeof checkoutQuote>

export const placedOrder = z.object({
  orderGroupId: z.uuid(),
  orderIds: z.array(z.uuid()),
  /** The orders' numbers (`SM-YYMM-XXXX`), in the order of orderIds. */
  orderNumbers: z.array(z.string()).default([]),
  paymentId: z.uuid(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  grandTotal: z.string(),
  /** Paid with wallet credit (ETB); the payment is for the rest. */
  walletCredit: z.string().default('0.00'),
  /** What is left to pay through the payment method (ETB). */
  amountDue: z.string().optional(),
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
