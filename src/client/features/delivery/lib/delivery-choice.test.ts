import { describe, expect, it } from 'vitest'
import type { CourierQuote } from '#shared/contracts/couriers.ts'
import { deliveryTotal, effectiveCourier } from './delivery-choice.ts'

const quote = (courierId: string, fee: string): CourierQuote => ({
  courierId,
  name: `Courier ${courierId}`,
  vehicleType: 'motorcycle',
  rating: '4.50',
  isVerified: true,
  distanceKm: 10,
  fee,
  minMinutes: 20,
  maxMinutes: 45,
})

const a = quote('a', '95.00')
const b = quote('b', '120.35')

describe('effectiveCourier', () => {
  it('keeps the picked courier while it is quoted, otherwise falls back to the first', () => {
    expect(effectiveCourier([a, b], 'b')).toBe(b)
    expect(effectiveCourier([a, b], null)).toBe(a)
    expect(effectiveCourier([a], 'b')).toBe(a)
    expect(effectiveCourier([], 'b')).toBeNull()
  })
})

describe('deliveryTotal', () => {
  it('adds the express fee exactly when chosen', () => {
    expect(deliveryTotal(b, false, '0.15')).toBe('120.35')
    expect(deliveryTotal(b, true, '0.15')).toBe('120.50')
    expect(deliveryTotal(a, true, '185.18')).toBe('280.18')
    expect(deliveryTotal(null, true, '10.00')).toBeNull()
  })
})
