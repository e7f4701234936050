import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AffiliateView } from '#shared/contracts/revenue.ts'
import { affiliateSales, affiliates } from '#server/db/schema/revenue.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { revenueRequests, type RevenueRequests } from '#test/helpers/revenue-requests.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { newAffiliateCode } from './affiliates.service.ts'

let t: TestApp
let categoryId: string
let send: RevenueRequests['send']
let newBuyer: RevenueRequests['newBuyer']

beforeAll(async () => {
  t = await createTestApp()
  ;({ send, newBuyer } = revenueRequests(t))
  categoryId = (await createCategory(t.db)).id
})

afterAll(async () => {
  await t.close()
})

describe('affiliate program', () => {
  it('join gives a unique readable code; joining twice is refused', async () => {
    expect((await send('POST', '/api/affiliate', undefined)).statusCode).toBe(401)
    const a = await newBuyer()
    const b = await newBuyer()
    const empty = (await send('GET', '/api/affiliate', a.cookie)).json<AffiliateView>()
    expect(empty.affiliate).toBeNull()

    const joinedA = await send('POST', '/api/affiliate', a.cookie)
    expect(joinedA.statusCode, joinedA.body).toBe(201)
    const joinedB = await send('POST', '/api/affiliate', b.cookie)
    const codeA = joinedA.json<AffiliateView>().affiliate!.affiliateCode
    const codeB = joinedB.json<AffiliateView>().affiliate!.affiliateCode
    expect(codeA).toMatch(/^SELAM[A-Z2-9]{6}$/)
    expect(codeA).not.toBe(codeB)
    expect(joinedA.json<AffiliateView>().affiliate).toMatchObject({
      commissionRate: '0.0500',
      payoutThreshold: '50.00',
      status: 'active',
    })

    const twice = await send('POST', '/api/affiliate', a.cookie)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('ALREADY_AFFILIATE')
    const codes = new Set(Array.from({ length: 200 }, () => newAffiliateCode()))
    expect(codes.size).toBe(200)
    // The database refuses a duplicate code whatever the generator does.
    const c = await createUser(t.db)
    await expect(
      t.db.insert(affiliates).values({ userId: c.id, affiliateCode: codeA }),
    ).rejects.toThrow()
  })

  it('payout below the 50.00 threshold is refused; above it approved sales are requested', async () => {
    const me = await newBuyer()
    const affiliate = (await send('POST', '/api/affiliate', me.cookie)).json<AffiliateView>()
      .affiliate!
    const { seller } = await createSellerUser(t.db)
    const product = await createProduct(t.db, { sellerId: seller.id, categoryId })
    const buyer = await createUser(t.db)
    const sale = async (commissionAmount: string, status: string) => {
      const order = await createOrder(t.db, {
        buyerId: buyer.id,
        sellerId: seller.id,
        productId: product.id,
      })
      await t.db.insert(affiliateSales).values({
        affiliateId: affiliate.id,
        orderId: order.id,
        buyerId: buyer.id,
        saleAmount: multiplyBy20(commissionAmount),
        commissionAmount,
        status,
      })
    }
    await sale('30.00', 'approved')
    await sale('40.00', 'pending')

    const below = await send('POST', '/api/affiliate/payouts', me.cookie)
    expect(below.statusCode).toBe(409)
    expect(below.json()).toMatchObject({
      code: 'PAYOUT_BELOW_THRESHOLD',
      details: { threshold: '50.00', available: '30.00' },
    })
    expect(below.json().message).toContain('50.00')

    await sale('25.50', 'approved')
    const stats = (await send('GET', '/api/affiliate', me.cookie)).json<AffiliateView>().stats
    expect(stats).toMatchObject({
      referrals: 1,
      sales: 3,
      salesTotal: '1910.00',
      pendingCommission: '40.00',
      approvedCommission: '55.50',
      earnings: '55.50',
    })

    const paid = await send('POST', '/api/affiliate/payouts', me.cookie)
    expect(paid.statusCode, paid.body).toBe(201)
    expect(paid.json()).toMatchObject({ amount: '55.50', salesCount: 2 })
    const after = (await send('GET', '/api/affiliate', me.cookie)).json<AffiliateView>().stats
    expect(after).toMatchObject({
      approvedCommission: '0.00',
      requestedCommission: '55.50',
      earnings: '55.50',
    })
    // Nothing approved is left: a second request is below the threshold.
    expect((await send('POST', '/api/affiliate/payouts', me.cookie)).statusCode).toBe(409)

    const stranger = await newBuyer()
    expect((await send('POST', '/api/affiliate/payouts', stranger.cookie)).statusCode).toBe(404)
  })
})

function multiplyBy20(amount: string) {
  return (Number(amount) * 20).toFixed(2)
}
