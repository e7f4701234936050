import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVENUE_PURPOSES } from '#shared/contracts/revenue.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'
import { isRevenuePayment } from '#server/modules/payments/revenue-checkout.ts'
import { onlinePaymentMethods, settleRevenuePayment } from './revenue-payments.service.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

describe('revenue payments', () => {
  it('tells plan, membership and digital-service payments from order payments', async () => {
    for (const purpose of REVENUE_PURPOSES) expect(isRevenuePayment({ purpose })).toBe(true)
    expect(isRevenuePayment({ orderGroupId: 'group', orderIds: [] })).toBe(false)
    expect(isRevenuePayment({ purpose: 'order' })).toBe(false)
    expect(isRevenuePayment(null)).toBe(false)
    // An order payment is not theirs to settle: nothing happens.
    const buyer = await createUser(t.db)
    await expect(
      settleRevenuePayment(
        t.db,
        {
          id: randomUUID(),
          userId: buyer.id,
          paymentMethod: 'sandbox',
          metadata: { orderIds: [] },
        },
        true,
      ),
    ).resolves.toBeUndefined()
  })

  it('offers online methods only: never cash on delivery, the sandbox when switched on', async () => {
    expect(onlinePaymentMethods({})).toEqual([])
    expect(onlinePaymentMethods({ sandbox: true })).toEqual(['sandbox'])
    const response = await t.app.inject({ method: 'GET', url: '/api/revenue/payment-methods' })
    expect(response.statusCode).toBe(200)
    const methods = response.json<string[]>()
    expect(methods).toContain('sandbox')
    expect(methods).not.toContain('cash_on_delivery')
  })
})
