import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RevenueCheckout, UserMembershipView } from '#shared/contracts/revenue.ts'
import { payments } from '#server/db/schema/payments.ts'
import { buyerMemberships, userBuyerMemberships } from '#server/db/schema/revenue.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { revenueRequests, type RevenueRequests } from '#test/helpers/revenue-requests.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser } from '#test/helpers/user-factories.ts'
import { expireLapsedMemberships } from './memberships.service.ts'

let t: TestApp
let categoryId: string
let send: RevenueRequests['send']
let newBuyer: RevenueRequests['newBuyer']
let decide: RevenueRequests['decide']

beforeAll(async () => {
  t = await createTestApp()
  ;({ send, newBuyer, decide } = revenueRequests(t))
  categoryId = (await createCategory(t.db)).id
})

afterAll(async () => {
  await t.close()
})

describe('buyer memberships', () => {
  async function createMembership(values: Partial<typeof buyerMemberships.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(buyerMemberships)
      .values({
        name: `Plus ${Math.random()}`,
        monthlyFee: '149.00',
        freeShippingThreshold: '1000.00',
        cashbackPercentage: '2.00',
        benefits: ['Free delivery from 1,000 ETB'],
        ...values,
      })
      .returning()
    return row!
  }

  it('join → approve: an active membership with its benefits; cancel stops renewal', async () => {
    const plan = await createMembership()
    const listed = await send('GET', '/api/buyer-memberships', undefined)
    expect(listed.json<{ id: string }[]>().map((m) => m.id)).toContain(plan.id)

    expect((await send('GET', '/api/buyer-memberships/user', undefined)).statusCode).toBe(401)
    const me = await newBuyer()
    const none = (
      await send('GET', '/api/buyer-memberships/user', me.cookie)
    ).json<UserMembershipView>()
    expect(none).toEqual({ membership: null, cashbackEarned: '0.00', cashbackPending: '0.00' })

    const started = await send('POST', '/api/buyer-memberships/user', me.cookie, {
      membershipId: plan.id,
    })
    expect(started.statusCode, started.body).toBe(201)
    const { paymentId } = started.json<RevenueCheckout>()
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId!))
    expect(payment).toMatchObject({
      amount: '149.00',
      metadata: { purpose: 'buyer_membership', membershipId: plan.id },
    })
    expect((await decide(me.cookie, paymentId!, 'approve')).json().status).toBe('paid')

    const view = (
      await send('GET', '/api/buyer-memberships/user', me.cookie)
    ).json<UserMembershipView>()
    expect(view.membership).toMatchObject({
      membershipId: plan.id,
      status: 'active',
      autoRenew: true,
      plan: { freeShippingThreshold: '1000.00', cashbackPercentage: '2.00' },
    })
    const rows = await t.db
      .select()
      .from(userBuyerMemberships)
      .where(eq(userBuyerMemberships.userId, me.user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.status).toBe('active')

    const again = await send('POST', '/api/buyer-memberships/user', me.cookie, {
      membershipId: plan.id,
    })
    expect(again.statusCode).toBe(409)

    const cancelled = await send('POST', '/api/buyer-memberships/user/cancel-renewal', me.cookie)
    expect(cancelled.json<UserMembershipView>().membership).toMatchObject({
      status: 'active',
      autoRenew: false,
      nextPaymentAt: null,
    })
  })

  it('a declined payment leaves the buyer without a membership; cashback sums orders', async () => {
    const plan = await createMembership()
    const me = await newBuyer()
    const { paymentId } = (
      await send('POST', '/api/buyer-memberships/user', me.cookie, { membershipId: plan.id })
    ).json<RevenueCheckout>()
    await decide(me.cookie, paymentId!, 'decline')
    const view = (
      await send('GET', '/api/buyer-memberships/user', me.cookie)
    ).json<UserMembershipView>()
    expect(view.membership).toBeNull()

    const { seller } = await createSellerUser(t.db)
    const product = await createProduct(t.db, { sellerId: seller.id, categoryId })
    const base = { buyerId: me.user.id, sellerId: seller.id, productId: product.id }
    await createOrder(t.db, {
      ...base,
      status: 'delivered',
      cashbackAmount: '12.50',
      cashbackCreditedAt: new Date(),
    })
    await createOrder(t.db, { ...base, status: 'confirmed', cashbackAmount: '3.00' })
    await createOrder(t.db, { ...base, status: 'cancelled', cashbackAmount: '9.00' })
    const withCashback = (
      await send('GET', '/api/buyer-memberships/user', me.cookie)
    ).json<UserMembershipView>()
    expect(withCashback.cashbackEarned).toBe('12.50')
    expect(withCashback.cashbackPending).toBe('3.00')
  })

  it('a membership past its end date expires and is no longer in force', async () => {
    const plan = await createMembership({ monthlyFee: '0' })
    const me = await newBuyer()
    const started = await send('POST', '/api/buyer-memberships/user', me.cookie, {
      membershipId: plan.id,
    })
    expect(started.statusCode, started.body).toBe(201)
    expect(started.json<RevenueCheckout>().paymentId).toBeNull()

    await t.db
      .update(userBuyerMemberships)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(userBuyerMemberships.userId, me.user.id))
    expect(await expireLapsedMemberships(t.db)).toBeGreaterThanOrEqual(1)
    const [row] = await t.db
      .select()
      .from(userBuyerMemberships)
      .where(eq(userBuyerMemberships.userId, me.user.id))
    expect(row!.status).toBe('expired')
    const view = (
      await send('GET', '/api/buyer-memberships/user', me.cookie)
    ).json<UserMembershipView>()
    expect(view.membership).toBeNull()
  })
})
