import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  DigitalService,
  DigitalServiceOrder,
  OrderServiceResult,
} from '#shared/contracts/revenue.ts'
import { payments } from '#server/db/schema/payments.ts'
import { digitalServiceOrders } from '#server/db/schema/revenue.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import type { ChapaProvider } from '#server/modules/payments/providers/chapa.ts'
import { revenueRequests, type RevenueRequests } from '#test/helpers/revenue-requests.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { orderService, splitServicePrice } from './digital-services.service.ts'

let t: TestApp
let send: RevenueRequests['send']
let newSeller: RevenueRequests['newSeller']
let newBuyer: RevenueRequests['newBuyer']
let decide: RevenueRequests['decide']

beforeAll(async () => {
  t = await createTestApp()
  ;({ send, newSeller, newBuyer, decide } = revenueRequests(t))
})

afterAll(async () => {
  await t.close()
})

describe('digital services', () => {
  const serviceBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Amharic to English translation',
    description: 'Certified translation of documents up to 10 pages.',
    category: 'translation',
    price: '1000.00',
    deliveryTime: 3,
    revisions: 1,
    tags: ['amharic', 'english'],
    ...overrides,
  })

  it('sellers publish with validation; buyers cannot; only the owner edits', async () => {
    const buyer = await newBuyer()
    expect((await send('POST', '/api/digital-services', undefined, serviceBody())).statusCode).toBe(
      401,
    )
    expect(
      (await send('POST', '/api/digital-services', buyer.cookie, serviceBody())).statusCode,
    ).toBe(403)
    const me = await newSeller()
    const bad = await send(
      'POST',
      '/api/digital-services',
      me.cookie,
      serviceBody({ title: 'Hi', price: '0', deliveryTime: 0 }),
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details.fields).toMatchObject({
      title: expect.any(String),
      price: expect.any(String),
      deliveryTime: expect.any(String),
    })

    const created = await send('POST', '/api/digital-services', me.cookie, serviceBody())
    expect(created.statusCode, created.body).toBe(201)
    const service = created.json<DigitalService>()
    expect(service).toMatchObject({ price: '1000.00', deliveryTime: 3, isActive: true })
    const listed = (await send('GET', '/api/digital-services', undefined)).json<DigitalService[]>()
    expect(listed.map((s) => s.id)).toContain(service.id)

    const other = await newSeller()
    const stolen = await send('PATCH', `/api/digital-services/${service.id}`, other.cookie, {
      isActive: false,
    })
    expect(stolen.statusCode).toBe(403)
    const paused = await send('PATCH', `/api/digital-services/${service.id}`, me.cookie, {
      isActive: false,
    })
    expect(paused.json<DigitalService>().isActive).toBe(false)
    const hidden = (await send('GET', '/api/digital-services', undefined)).json<DigitalService[]>()
    expect(hidden.map((s) => s.id)).not.toContain(service.id)
    const mine = (await send('GET', '/api/digital-services/mine', me.cookie)).json<
      DigitalService[]
    >()
    expect(mine.map((s) => s.id)).toEqual([service.id])
  })

  it('order → approve: fee and earnings recorded; seller delivers; strangers get 403', async () => {
    const me = await newSeller()
    const service = (
      await send('POST', '/api/digital-services', me.cookie, serviceBody({ price: '333.35' }))
    ).json<DigitalService>()
    const own = await send('POST', `/api/digital-services/${service.id}/orders`, me.cookie, {
      requirements: 'Translate my birth certificate',
    })
    expect(own.statusCode).toBe(409)

    const buyer = await newBuyer()
    const short = await send('POST', `/api/digital-services/${service.id}/orders`, buyer.cookie, {
      requirements: 'short',
    })
    expect(short.statusCode).toBe(400)
    const ordered = await send('POST', `/api/digital-services/${service.id}/orders`, buyer.cookie, {
      requirements: 'Translate my birth certificate, 2 pages',
    })
    expect(ordered.statusCode, ordered.body).toBe(201)
    const result = ordered.json<OrderServiceResult>()
    const [row] = await t.db
      .select()
      .from(digitalServiceOrders)
      .where(eq(digitalServiceOrders.id, result.orderId))
    expect(row).toMatchObject({
      price: '333.35',
      platformFee: '33.34',
      sellerEarnings: '300.01',
      status: 'pending_payment',
      buyerId: buyer.user.id,
      sellerId: me.seller.id,
    })
    expect(splitServicePrice('333.35')).toEqual({ platformFee: '33.34', sellerEarnings: '300.01' })
    // Unpaid orders are the buyer's to finish; the seller does not see them yet.
    const pending = (await send('GET', '/api/digital-service-orders', buyer.cookie)).json<
      DigitalServiceOrder[]
    >()
    expect(pending[0]).toMatchObject({ status: 'pending_payment', paymentId: result.paymentId })
    expect(
      (await send('GET', '/api/digital-service-orders/selling', me.cookie)).json<unknown[]>(),
    ).toHaveLength(0)

    expect((await decide(buyer.cookie, result.paymentId!, 'approve')).json().status).toBe('paid')
    const sold = (await send('GET', '/api/digital-service-orders/selling', me.cookie)).json<
      DigitalServiceOrder[]
    >()
    expect(sold).toHaveLength(1)
    expect(sold[0]).toMatchObject({
      id: result.orderId,
      status: 'active',
      platformFee: '33.34',
      sellerEarnings: '300.01',
      paymentId: null,
    })
    expect(sold[0]!.deliveryDate).not.toBeNull()
    const services = (await send('GET', '/api/digital-services/mine', me.cookie)).json<
      DigitalService[]
    >()
    expect(services[0]!.totalOrders).toBe(1)

    const stranger = await newSeller()
    const url = `/api/digital-service-orders/${result.orderId}/deliver`
    expect((await send('POST', url, stranger.cookie)).statusCode).toBe(403)
    expect((await send('POST', url, buyer.cookie)).statusCode).toBe(403)
    expect(
      (await send('GET', '/api/digital-service-orders/selling', buyer.cookie)).statusCode,
    ).toBe(403)
    const delivered = await send('POST', url, me.cookie)
    expect(delivered.statusCode, delivered.body).toBe(200)
    expect(delivered.json<DigitalServiceOrder>()).toMatchObject({ status: 'delivered' })
    expect(delivered.json<DigitalServiceOrder>().completedAt).not.toBeNull()
    expect((await send('POST', url, me.cookie)).statusCode).toBe(409)
    const bought = (await send('GET', '/api/digital-service-orders', buyer.cookie)).json<
      DigitalServiceOrder[]
    >()
    expect(bought[0]!.status).toBe('delivered')
  })

  it('a declined payment cancels the order', async () => {
    const me = await newSeller()
    const service = (
      await send('POST', '/api/digital-services', me.cookie, serviceBody())
    ).json<DigitalService>()
    const buyer = await newBuyer()
    const result = (
      await send('POST', `/api/digital-services/${service.id}/orders`, buyer.cookie, {
        requirements: 'Translate my diploma please',
      })
    ).json<OrderServiceResult>()
    await decide(buyer.cookie, result.paymentId!, 'decline')
    const [row] = await t.db
      .select()
      .from(digitalServiceOrders)
      .where(eq(digitalServiceOrders.id, result.orderId))
    expect(row!.status).toBe('cancelled')
    expect(
      (await send('GET', '/api/digital-service-orders/selling', me.cookie)).json<unknown[]>(),
    ).toHaveLength(0)
  })

  it('a provider that refuses fails the payment and cancels the order', async () => {
    const me = await newSeller()
    const service = (
      await send('POST', '/api/digital-services', me.cookie, serviceBody())
    ).json<DigitalService>()
    const buyer = await newBuyer()
    const refusing = {
      method: 'chapa',
      isConfigured: () => true,
      initiate: async () => {
        throw new Error('connection refused')
      },
    } as unknown as ChapaProvider
    const warnings: unknown[] = []
    await expect(
      orderService(
        t.db,
        buyer.user as unknown as AuthUser,
        service.id,
        { requirements: 'Translate my diploma please', paymentMethod: 'chapa' },
        { chapa: refusing },
        { warn: (...args: unknown[]) => warnings.push(args) },
      ),
    ).rejects.toMatchObject({ statusCode: 502, code: 'PAYMENT_PROVIDER_UNAVAILABLE' })
    expect(warnings).toHaveLength(1)
    const [order] = await t.db
      .select()
      .from(digitalServiceOrders)
      .where(eq(digitalServiceOrders.buyerId, buyer.user.id))
    expect(order!.status).toBe('cancelled')
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, buyer.user.id))
    expect(payment).toMatchObject({
      status: 'failed',
      failureReason: 'payment provider unavailable',
      metadata: { purpose: 'digital_service', digitalOrderId: order!.id },
    })
  })
})
