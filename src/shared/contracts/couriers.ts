import { z } from 'zod'
import { isMoney } from '../money.ts'
import { SERVICE_AREAS, DEFAULT_DELIVERY_CITY, VEHICLE_TYPES } from '../delivery-areas.ts'

// Couriers as buyers see them, and delivery fee quotes for a product price and a city.

/** The public face of a courier: no user link, email or phone. */
export const courier = z.object({
  id: z.uuid(),
  name: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  rating: z.string(),
  isVerified: z.boolean(),
  serviceAreas: z.array(z.string()),
  baseDeliveryFee: z.string(),
  pricePerKm: z.string(),
  maxRadius: z.number().int(),
  totalDeliveries: z.number().int(),
})
export type Courier = z.infer<typeof courier>

export const serviceAreaSchema = z.enum(SERVICE_AREAS, 'validation.serviceArea')

export const courierListQuery = z.object({
  serviceArea: serviceAreaSchema.optional(),
})

export const courierQuoteQuery = z.object({
  city: serviceAreaSchema.default(DEFAULT_DELIVERY_CITY),
  price: z
    .string('validation.priceRequired')
    .trim()
    .refine((value) => isMoney(value) && value.length <= 15, 'validation.price'),
})
export type CourierQuoteQuery = z.input<typeof courierQuoteQuery>

export const courierQuote = z.object({
  courierId: z.uuid(),
  name: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  rating: z.string(),
  isVerified: z.boolean(),
  /** Estimated distance in km, stable for a courier and a city. */
  distanceKm: z.number().int(),
  /** baseDeliveryFee + distanceKm × pricePerKm, 2 decimals. */
  fee: z.string(),
  minMinutes: z.number().int(),
  maxMinutes: z.number().int(),
})
export type CourierQuote = z.infer<typeof courierQuote>

export const courierQuotes = z.object({
  city: serviceAreaSchema,
  productPrice: z.string(),
  /** 15% of the product price, 2 decimals. */
  expressFee: z.string(),
  quotes: z.array(courierQuote),
})
export type CourierQuotes = z.infer<typeof courierQuotes>
