import { createHash } from 'node:crypto'
import type { z } from 'zod'
import {
  type Courier,
  type courierListQuery,
  type CourierQuote,
  type courierQuoteQuery,
  type CourierQuotes,
} from '#shared/contracts/couriers.ts'
import { DELIVERY_MINUTES, EXPRESS_FEE_RATE } from '#shared/delivery-areas.ts'
import { money, multiplyMoney, roundMoney } from '#shared/money.ts'
import type { Executor } from '#server/db/database.ts'
import { notFound } from '#server/lib/errors.ts'
import { findActiveCourier, listActiveCouriers, listAreaCouriers } from './couriers.queries.ts'

const COURIER_LIST_MAX = 100
const MIN_DISTANCE_KM = 5
const MAX_DISTANCE_KM = 20

export async function listCouriers(
  db: Executor,
  query: z.output<typeof courierListQuery>,
): Promise<Courier[]> {
  return listActiveCouriers(db, { serviceArea: query.serviceArea, limit: COURIER_LIST_MAX })
}

export async function getCourier(db: Executor, id: string): Promise<Courier> {
  const courier = await findActiveCourier(db, id)
  if (!courier) throw notFound('courier.notFound', 'COURIER_NOT_FOUND')
  return courier
}

/**
 * The estimated distance for a courier delivering in a city. The spec draws a random 5-20 km;
 * a random figure would change the price on every page load (and between the quote and the
 * order), so the distance is derived from a hash of (courier, city): spread over 5-20 km like the
 * spec's, but the same every time it is asked.
 */
export function estimatedDistanceKm(courierId: string, city: string): number {
  const digest = createHash('sha256').update(`${courierId}:${city}`).digest()
  const span = MAX_DISTANCE_KM - MIN_DISTANCE_KM + 1
  return MIN_DISTANCE_KM + (digest.readUInt32BE(0) % span)
}

/** Fee = base fee + distance × price per km, exact to the cent. */
export function deliveryFee(
  courier: Pick<Courier, 'baseDeliveryFee' | 'pricePerKm'>,
  distanceKm: number,
) {
  return roundMoney(
    money(courier.baseDeliveryFee).plus(money(courier.pricePerKm).times(distanceKm)),
  )
}

/**
 * One courier's quote for a trip in a city, or null when the trip is longer than the courier's
 * maximum distance (such a courier is not offered, and cannot be handed the trip).
 */
export function quoteOf(
  courier: Pick<
    Courier,
    'id' | 'name' | 'vehicleType' | 'rating' | 'isVerified' | 'baseDeliveryFee' | 'pricePerKm'
  > & { maxRadius: number },
  city: string,
): CourierQuote | null {
  const distanceKm = estimatedDistanceKm(courier.id, city)
  if (distanceKm > courier.maxRadius) return null
  const minutes = DELIVERY_MINUTES[courier.vehicleType]
  return {
    courierId: courier.id,
    name: courier.name,
    vehicleType: courier.vehicleType,
    rating: courier.rating,
    isVerified: courier.isVerified,
    distanceKm,
    fee: deliveryFee(courier, distanceKm),
    minMinutes: minutes.min,
    maxMinutes: minutes.max,
  }
}

/**
 * Every active courier's quote for a trip in the city. A quote does not depend on what is carried,
 * so a checkout with several sellers' parts reads the couriers once.
 */
export async function quoteCity(db: Executor, city: string): Promise<CourierQuote[]> {
  const couriers = await listAreaCouriers(db, { serviceArea: city, limit: COURIER_LIST_MAX })
  return couriers.map((courier) => quoteOf(courier, city)).filter((quote) => quote !== null)
}

/** Express delivery: a share of the goods' price, whoever carries it. */
export const expressFeeFor = (price: string) => multiplyMoney(price, EXPRESS_FEE_RATE)

export async function quoteDelivery(
  db: Executor,
  query: z.output<typeof courierQuoteQuery>,
): Promise<CourierQuotes> {
  return {
    city: query.city,
    productPrice: roundMoney(query.price),
    expressFee: expressFeeFor(query.price),
    quotes: await quoteCity(db, query.city),
  }
}
