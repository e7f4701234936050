import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  RevenueCheckout,
  SellerSubscriptionView,
  SubscriptionPlan,
} from '#shared/contracts/revenue.ts'
import type { SellerInventory } from '#shared/contracts/seller-products.ts'
import { payments } from '#server/db/schema/payments.ts'
import { sellerSubscriptions, subscriptionPlans } from '#server/db/schema/revenue.ts'
import { userTrials } from '#server/db/schema/sellers.ts'
import { notifications } from '#server/db/schema/system.ts'
import type { ChapaProvider } from '#server/modules/payments/providers/chapa.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { revenueRequests, type RevenueRequests } from '#test/helpers/revenue-requests.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { startTrial } from '#test/helpers/upload-fixtures.ts'
import { expireLapsedSubscriptions, subscribe } from './plans.service.ts'

let t: TestApp
let categoryId: string
let send: RevenueRequests['send']
let newSeller: RevenueRequests['newSeller']
let newBuyer: RevenueRequests['newBuyer']
let decide: RevenueRequests['decide']

beforeAll(async () => {
  t = await createTestApp()
  ;({ send, newSeller, newBuyer, decide } = revenueRequests(t))
  categoryId = (await createCategory(t.db)).id
})

afterAll(async () => {
  await t.close()
})

async function createPlan(values: Partial<typeof subscriptionPlans.$inferInsert> = {}) {
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({ name: `Plan ${Math.random()}`, price: '499.00', maxProducts: 7, ...values })
    .returning()
  return plan!
}

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
    expect(await expireLapsedSubscriptions(t.db)).toBeGreaterThanOrEqual(1)
    const [row] = await t.db
      .select()
      .from(sellerSubscriptions)
      .where(eq(sellerSubscriptions.sellerId, me.seller.id))
    expect(row!.status).toBe('expired')
    const nothing = await send('POST', '/api/seller-subscriptions/cancel', me.cookie)
    expect(nothing.statusCode).toBe(404)
  })

  it('a provider that refuses fails the payment, activates nothing and tells the seller', async () => {
    const plan = await createPlan()
    const me = await newSeller()
    const refusing = {
      method: 'chapa',
      isConfigured: () => true,
      initiate: async () => {
        throw new Error('connection refused')
      },
    } as unknown as ChapaProvider
    const warnings: unknown[] = []
    await expect(
      subscribe(
        t.db,
        { ...me.user, sellerId: me.seller.id } as unknown as Parameters<typeof subscribe>[1],
        { planId: plan.id, paymentMethod: 'chapa' },
        { chapa: refusing },
        { warn: (...args: unknown[]) => warnings.push(args) },
      ),
    ).rejects.toMatchObject({ statusCode: 502, code: 'PAYMENT_PROVIDER_UNAVAILABLE' })
    expect(warnings).toHaveLength(1)
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, me.user.id))
    expect(payment).toMatchObject({
      status: 'failed',
      failureReason: 'payment provider unavailable',
      metadata: { purpose: 'seller_plan', planId: plan.id, sellerId: me.seller.id },
    })
    const view = (
      await send('GET', '/api/seller-subscriptions', me.cookie)
    ).json<SellerSubscriptionView>()
    expect(view.planId).toBeNull()
    const notices = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.user.id))
    expect(notices).toMatchObject([
      {
        type: 'payment_failed',
        title: 'Plan payment not completed',
        link: '/revenue-dashboard?tab=plans',
      },
    ])
  })
})
