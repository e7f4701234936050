import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AffiliateView,
  DigitalService,
  DigitalServiceOrder,
  OrderServiceResult,
  RevenueCheckout,
  SellerSubscriptionView,
  SubscriptionPlan,
  UserMembershipView,
} from '#shared/contracts/revenue.ts'
import type { SellerInventory } from '#shared/contracts/seller-products.ts'
import { payments } from '#server/db/schema/payments.ts'
import {
  affiliateSales,
  affiliates,
  buyerMemberships,
  digitalServiceOrders,
  sellerSubscriptions,
  subscriptionPlans,
  userBuyerMemberships,
} from '#server/db/schema/revenue.ts'
import { userTrials } from '#server/db/schema/sellers.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { startTrial } from '#test/helpers/upload-fixtures.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { expireLapsedPrograms, newAffiliateCode, splitServicePrice } from './revenue.service.ts'

let t: TestApp
let categoryId: string

beforeAll(async () => {
  t = await createTestApp()
  categoryId = (await createCategory(t.db)).id
})

afterAll(async () => {
  await t.close()
})

function send(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie: string | undefined,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

async function newSeller() {
  const { user, seller } = await createSellerUser(t.db)
  return { user, seller, cookie: await t.cookieFor(user.id) }
}

async function newBuyer() {
  const user = await createUser(t.db)
  return { user, cookie: await t.cookieFor(user.id) }
}

async function createPlan(values: Partial<typeof subscriptionPlans.$inferInsert> = {}) {
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({ name: `Plan ${Math.random()}`, price: '499.00', maxProducts: 7, ...values })
    .returning()
  return plan!
}

const decide = (cookie: string, paymentId: string, action: 'approve' | 'decline') =>
  send('POST', `/api/payments/${paymentId}/sandbox/${action}`, cookie)

const productBody = () => ({
  name: 'Yirgacheffe coffee 1kg',
  categoryId,
  description: 'Washed, light roast',
  price: '850.00',
  stock: 10,
})

describe('seller plans', () => {
  it('lists active plans to everyone; the subscription needs a seller', async () => {
    const active = await createPlan({ displayOrder: -1 })
    const hidden = await createPlan({ isActive: false })
    const response = await send('GET', '/api/subscription-plans', undefined)
    expect(response.statusCode).toBe(200)
    const ids = response.json<SubscriptionPlan[]>().map((plan) => plan.id)
    expect(ids).toContain(active.id)
    expect(ids).not.toContain(hidden.id)

    expect((await send('GET', '/api/seller-subscriptions', undefined)).statusCode).toBe(401)
    const buyer = await newBuyer()
    expect((await send('GET', '/api/seller-subscriptions', buyer.cookie)).statusCode).toBe(403)
    const subscribe = await send('POST', '/api/seller-subscriptions', buyer.cookie, {
      planId: active.id,
    })
    expect(subscribe.statusCode).toBe(403)
  })

  it('subscribe → sandbox approve: the plan is active, the trial converted, limits raised', async () => {
    const plan = await createPlan({
      maxProducts: 7,
      nameAmharic: 'እድገት',
      nameOm: 'Guddina',
      nameTi: 'ዕቤት',
    })
    const me = await newSeller()
    await startTrial(t.db, me.user.id)
    for (let i = 0; i < 5; i += 1) {
      await createProduct(t.db, { sellerId: me.seller.id, categoryId })
    }
    // The trial allows 5 products.
    const refused = await send('POST', '/api/products', me.cookie, productBody())
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('TRIAL_LIMIT')

    const before = (
      await send('GET', '/api/seller-subscriptions', me.cookie)
    ).json<SellerSubscriptionView>()
    expect(before).toMatchObject({
      planId: null,
      limits: { source: 'trial', maxProducts: 5, maxCategories: 3 },
      usage: { products: 5, categories: 1 },
    })

    const started = await send('POST', '/api/seller-subscriptions', me.cookie, {
      planId: plan.id,
      paymentMethod: 'sandbox',
    })
    expect(started.statusCode, started.body).toBe(201)
    const checkout = started.json<RevenueCheckout>()
    expect(checkout.next).toBe(`/payment/${checkout.paymentId}`)
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, checkout.paymentId!))
    expect(payment).toMatchObject({
      orderId: null,
      amount: '499.00',
      status: 'pending',
      userId: me.user.id,
      metadata: { purpose: 'seller_plan', planId: plan.id, sellerId: me.seller.id },
    })
    // Nothing is active before the provider confirms the payment.
    expect(
      (await send('GET', '/api/seller-subscriptions', me.cookie)).json<SellerSubscriptionView>()
        .planId,
    ).toBeNull()

    const approved = await decide(me.cookie, checkout.paymentId!, 'approve')
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().status).toBe('paid')

    const after = (
      await send('GET', '/api/seller-subscriptions', me.cookie)
    ).json<SellerSubscriptionView>()
    expect(after.planId).toBe(plan.id)
    expect(after.subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      paymentMethod: 'sandbox',
    })
    expect(after.limits).toEqual({ source: 'plan', maxProducts: 7, maxCategories: null })
    expect(after.trial?.status).toBe('converted')
    const [trial] = await t.db.select().from(userTrials).where(eq(userTrials.userId, me.user.id))
    expect(trial).toMatchObject({ status: 'converted' })
    expect(trial!.convertedAt).not.toBeNull()

    // The plan's 7 products, in any category.
    const otherCategory = (await createCategory(t.db)).id
    expect((await send('POST', '/api/products', me.cookie, productBody())).statusCode).toBe(201)
    const seventh = await send('POST', '/api/products', me.cookie, {
      ...productBody(),
      categoryId: otherCategory,
    })
    expect(seventh.statusCode, seventh.body).toBe(201)
    const eighth = await send('POST', '/api/products', me.cookie, productBody())
    expect(eighth.statusCode).toBe(403)
    expect(eighth.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      details: { upgradeUrl: '/revenue-dashboard', limit: 7 },
    })
    // The add-product screen names the plan in each reader's language.
    const inventory = (await send('GET', '/api/seller/products', me.cookie)).json<SellerInventory>()
    expect(inventory.limits).toMatchObject({
      source: 'plan',
      planName: plan.name,
      planNameAmharic: 'እድገት',
      planNameOm: 'Guddina',
      planNameTi: 'ዕቤት',
    })

    // Subscribing again to the same plan is refused.
    const again = await send('POST', '/api/seller-subscriptions', me.cookie, { planId: plan.id })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED')
  })

  it('decline → nothing is activated and the trial keeps running', async () => {
    const plan = await createPlan()
    const me = await newSeller()
    await startTrial(t.db, me.user.id)
    const checkout = (
      await send('POST', '/api/seller-subscriptions', me.cookie, { planId: plan.id })
    ).json<RevenueCheckout>()
    const declined = await decide(me.cookie, checkout.paymentId!, 'decline')
    expect(declined.json().status).toBe('failed')
    const view = (
      await send('GET', '/api/seller-subscriptions', me.cookie)
    ).json<SellerSubscriptionView>()
    expect(view.planId).toBeNull()
    expect(view.limits.source).toBe('trial')
    expect(view.trial?.status).toBe('active')
    const rows = await t.db
      .select()
      .from(sellerSubscriptions)
      .where(eq(sellerSubscriptions.sellerId, me.seller.id))
    expect(rows).toHaveLength(0)
    // A second decision on a settled payment changes nothing.
    expect((await decide(me.cookie, checkout.paymentId!, 'approve')).json().status).toBe('failed')
  })

  it('refuses cash on delivery, unknown plans and another user’s payment page', async () => {
    const plan = await createPlan()
    const me = await newSeller()
    const cash = await send('POST', '/api/seller-subscriptions', me.cookie, {
      planId: plan.id,
      paymentMethod: 'cash_on_delivery',
    })
    expect(cash.statusCode).toBe(400)
    expect(cash.json().code).toBe('ONLINE_PAYMENT_ONLY')
    const missing = await send('POST', '/api/seller-subscriptions', me.cookie, {
      planId: '00000000-0000-4000-8000-000000000000',
    })
    expect(missing.statusCode).toBe(404)
    const invalid = await send('POST', '/api/seller-subscriptions', me.cookie, { planId: 'x' })
    expect(invalid.statusCode).toBe(400)

    const checkout = (
      await send('POST', '/api/seller-subscriptions', me.cookie, { planId: plan.id })
    ).json<RevenueCheckout>()
    const stranger = await newSeller()
    expect((await decide(stranger.cookie, checkout.paymentId!, 'approve')).statusCode).toBe(403)
  })

  it('a free plan starts at once; cancel keeps it until the period ends; expiry ends it', async () => {
    const free = await createPlan({ price: '0', maxProducts: 10 })
    const me = await newSeller()
    const started = await send('POST', '/api/seller-subscriptions', me.cookie, { planId: free.id })
    expect(started.statusCode).toBe(201)
    expect(started.json<RevenueCheckout>().paymentId).toBeNull()

    expect((await send('POST', '/api/seller-subscriptions/cancel', undefined)).statusCode).toBe(401)
    const cancelled = await send('POST', '/api/seller-subscriptions/cancel', me.cookie)
    expect(cancelled.statusCode).toBe(200)
    const view = cancelled.json<SellerSubscriptionView>()
    expect(view.planId).toBe(free.id)
    expect(view.subscription).toMatchObject({ cancelAtPeriodEnd: true, nextPaymentAt: null })

    await t.db
      .update(sellerSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(sellerSubscriptions.sellerId, me.seller.id))
    expect(await expireLapsedPrograms(t.db)).toBeGreaterThanOrEqual(1)
    const [row] = await t.db
      .select()
      .from(sellerSubscriptions)
      .where(eq(sellerSubscriptions.sellerId, me.seller.id))
    expect(row!.status).toBe('expired')
    const nothing = await send('POST', '/api/seller-subscriptions/cancel', me.cookie)
    expect(nothing.statusCode).toBe(404)
  })
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
})
