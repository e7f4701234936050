import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Courier, CourierQuotes } from '#shared/contracts/couriers.ts'
import { createCourier } from '#test/helpers/marketing-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'
import { estimatedDistanceKm } from './couriers.service.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/couriers', () => {
  it('lists active couriers with public fields only, optionally by service area', async () => {
    const user = await createUser(t.db)
    const addis = await createCourier(t.db, {
      userId: user.id,
      isVerified: true,
      rating: '4.90',
      totalDeliveries: 120,
    })
    const adama = await createCourier(t.db, {
      serviceAreas: ['adama', 'addis_ababa'],
      vehicleType: 'car',
    })
    const hawassa = await createCourier(t.db, { serviceAreas: ['hawassa'] })
    const inactive = await createCourier(t.db, { isActive: false })

    const all = await t.app.inject({ method: 'GET', url: '/api/couriers?isActive=true' })
    expect(all.statusCode).toBe(200)
    const list = all.json<Courier[]>()
    const ids = list.map((courier) => courier.id)
    expect(ids).toEqual(expect.arrayContaining([addis.id, adama.id, hawassa.id]))
    expect(ids).not.toContain(inactive.id)
    expect(list.find((courier) => courier.id === addis.id)).toEqual({
      id: addis.id,
      name: addis.name,
      vehicleType: 'motorcycle',
      rating: '4.90',
      isVerified: true,
      serviceAreas: ['addis_ababa'],
      baseDeliveryFee: '50.00',
      pricePerKm: '7.35',
      maxRadius: 20,
      totalDeliveries: 120,
    })
    expect(all.body).not.toContain(user.id)
    expect(all.body).not.toContain(addis.email!)
    expect(all.body).not.toContain(addis.phone)

    const inAdama = await t.app.inject({ method: 'GET', url: '/api/couriers?serviceArea=adama' })
    expect(inAdama.json<Courier[]>().map((courier) => courier.id)).toEqual([adama.id])
    const inAddis = await t.app.inject({
      method: 'GET',
      url: '/api/couriers?serviceArea=addis_ababa',
    })
    const addisIds = inAddis.json<Courier[]>().map((courier) => courier.id)
    expect(addisIds).toEqual(expect.arrayContaining([addis.id, adama.id]))
    expect(addisIds).not.toContain(hawassa.id)
  })

  it('rejects an unknown service area with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/couriers?serviceArea=nairobi',
      headers: { 'accept-language': 'en' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { serviceArea: 'Unknown service area' } },
    })
  })
})

describe('GET /api/couriers/:id', () => {
  it('answers one active courier, and 404 for an inactive or unknown one', async () => {
    const courier = await createCourier(t.db, { vehicleType: 'bicycle' })
    const response = await t.app.inject({ method: 'GET', url: `/api/couriers/${courier.id}` })
    expect(response.statusCode).toBe(200)
    expect(response.json<Courier>()).toMatchObject({ id: courier.id, vehicleType: 'bicycle' })
    expect(response.json()).not.toHaveProperty('email')
    expect(response.json()).not.toHaveProperty('userId')

    const inactive = await createCourier(t.db, { isActive: false })
    for (const id of [inactive.id, '00000000-0000-4000-8000-000000000000']) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/couriers/${id}`,
        headers: { 'accept-language': 'en' },
      })
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ message: 'Courier not found', code: 'COURIER_NOT_FOUND' })
    }
    const invalid = await t.app.inject({ method: 'GET', url: '/api/couriers/nope' })
    expect(invalid.statusCode).toBe(400)
  })
})

describe('GET /api/couriers/quotes', () => {
  it('quotes each active courier serving the city with the exact fee, time range and express fee', async () => {
    const motorcycle = await createCourier(t.db, {
      serviceAreas: ['jimma'],
      baseDeliveryFee: '45.50',
      pricePerKm: '7.35',
    })
    const walking = await createCourier(t.db, {
      serviceAreas: ['jimma', 'regional'],
      vehicleType: 'walking',
      baseDeliveryFee: '10.10',
      pricePerKm: '0.10',
    })
    await createCourier(t.db, { serviceAreas: ['jimma'], isActive: false })
    await createCourier(t.db, { serviceAreas: ['mekelle'] })

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/couriers/quotes?city=jimma&price=1234.50',
    })
    expect(response.statusCode).toBe(200)
    const body = response.json<CourierQuotes>()
    expect(body.city).toBe('jimma')
    expect(body.productPrice).toBe('1234.50')
    // 15% of 1234.50 = 185.175, rounded half up.
    expect(body.expressFee).toBe('185.18')
    expect(body.quotes.map((quote) => quote.courierId).sort()).toEqual(
      [motorcycle.id, walking.id].sort(),
    )

    const motoKm = estimatedDistanceKm(motorcycle.id, 'jimma')
    const walkKm = estimatedDistanceKm(walking.id, 'jimma')
    for (const km of [motoKm, walkKm]) {
      expect(km).toBeGreaterThanOrEqual(5)
      expect(km).toBeLessThanOrEqual(20)
    }
    const moto = body.quotes.find((quote) => quote.courierId === motorcycle.id)!
    const walk = body.quotes.find((quote) => quote.courierId === walking.id)!
    // Exact cents: 7.35 × km is computed in decimals, never as a float.
    const motoCents = 4550 + 735 * motoKm
    expect(moto).toMatchObject({
      distanceKm: motoKm,
      fee: `${Math.floor(motoCents / 100)}.${String(motoCents % 100).padStart(2, '0')}`,
      minMinutes: 20,
      maxMinutes: 45,
      vehicleType: 'motorcycle',
    })
    const walkCents = 1010 + 10 * walkKm
    expect(walk).toMatchObject({
      distanceKm: walkKm,
      fee: `${Math.floor(walkCents / 100)}.${String(walkCents % 100).padStart(2, '0')}`,
      minMinutes: 60,
      maxMinutes: 90,
    })

    // The same question gets the same prices: nothing random between page loads.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/couriers/quotes?city=jimma&price=1234.50',
    })
    expect(again.json()).toEqual(body)
  })

  it('spreads distances over 5-20 km across couriers and cities', () => {
    const seen = new Set<number>()
    for (let i = 0; i < 400; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
      for (const city of ['addis_ababa', 'hawassa']) {
        const km = estimatedDistanceKm(id, city)
        expect(km).toBe(estimatedDistanceKm(id, city))
        seen.add(km)
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, index) => index + 5),
    )
  })

  it('answers an area without couriers with an empty list, and the default city is Addis Ababa', async () => {
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/couriers/quotes?city=bahir_dar&price=100',
    })
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({
      city: 'bahir_dar',
      productPrice: '100.00',
      expressFee: '15.00',
      quotes: [],
    })
    const courier = await createCourier(t.db)
    const byDefault = await t.app.inject({ method: 'GET', url: '/api/couriers/quotes?price=0' })
    const body = byDefault.json<CourierQuotes>()
    expect(body.city).toBe('addis_ababa')
    expect(body.expressFee).toBe('0.00')
    expect(body.quotes.map((quote) => quote.courierId)).toContain(courier.id)
  })

  it('rejects a missing or malformed price and an unknown city with 400', async () => {
    for (const url of [
      '/api/couriers/quotes?city=adama',
      '/api/couriers/quotes?city=adama&price=-5',
      '/api/couriers/quotes?city=adama&price=abc',
      '/api/couriers/quotes?city=atlantis&price=10',
    ]) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
    }
  })
})
