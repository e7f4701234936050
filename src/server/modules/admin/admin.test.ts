import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminAffiliatePayout,
  AdminOverview,
  AdminSeller,
  AdminService,
  AdminUser,
  AuditLogEntry,
  Paged,
} from '#shared/contracts/admin.ts'
import type { GlobalService } from '#shared/contracts/marketing.ts'
import { affiliateSales, affiliates } from '#server/db/schema/revenue.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { globalServices } from '#server/db/schema/services.ts'
import { adminAuditLog, notifications } from '#server/db/schema/system.ts'
import { sessions, users } from '#server/db/schema/users.ts'
import { createAd, createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createSupportCategory } from '#test/helpers/support-factories.ts'
import { createTestApp, sessionCookieFrom, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser, TEST_PASSWORD } from '#test/helpers/user-factories.ts'

let t: TestApp
let adminId: string
let adminCookie: string

beforeAll(async () => {
  t = await createTestApp()
  const admin = await createUser(t.db, { role: 'admin', firstName: 'Selam', lastName: 'Admin' })
  adminId = admin.id
  adminCookie = await t.cookieFor(admin.id)
})

afterAll(async () => {
  await t.close()
})

const MISSING = '00000000-0000-4000-8000-000000000000'

function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  })
}

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(method, url, adminCookie, payload)

async function overview() {
  const response = await asAdmin('GET', '/api/admin/overview')
  expect(response.statusCode).toBe(200)
  return response.json<AdminOverview>()
}

async function latestAudit(targetId: string) {
  const [row] = await t.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId))
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(1)
  return row
}

describe('admin access', () => {
  const calls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/sellers'],
    ['POST', `/api/admin/sellers/${MISSING}/verification`, { verified: true }],
    ['GET', '/api/admin/services'],
    ['POST', `/api/admin/services/${MISSING}/review`, { decision: 'approve' }],
    ['GET', '/api/admin/users'],
    ['POST', `/api/admin/users/${MISSING}/suspend`, {}],
    ['POST', `/api/admin/users/${MISSING}/restore`],
    ['GET', '/api/admin/audit-log'],
    ['GET', '/api/admin/affiliate-payouts'],
    ['POST', `/api/admin/affiliate-payouts/${MISSING}/paid`],
    ['GET', '/api/admin/products/review-queue'],
    ['POST', `/api/admin/products/${MISSING}/review`, { decision: 'approve' }],
  ]

  it('answers visitors with 401, buyers and sellers with 403, and changes nothing', async () => {
    const buyer = await createUser(t.db)
    const { user: sellerUser } = await createSellerUser(t.db)
    const buyerCookie = await t.cookieFor(buyer.id)
    const sellerCookie = await t.cookieFor(sellerUser.id)
    const auditBefore = await t.db.$count(adminAuditLog)
    for (const [method, url, payload] of calls) {
      const visitor = await call(method, url, undefined, payload)
      expect(visitor.statusCode, `${method} ${url}`).toBe(401)
      expect(visitor.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
      for (const cookie of [buyerCookie, sellerCookie]) {
        const response = await call(method, url, cookie, payload)
        expect(response.statusCode, `${method} ${url}`).toBe(403)
        expect(response.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: 'You are not allowed to do this',
        })
      }
    }
    // Refused before validation too: a malformed body still gets 403, not 400.
    const malformed = await call('POST', `/api/admin/users/not-a-uuid/suspend`, buyerCookie, {
      reason: 42,
    })
    expect(malformed.statusCode).toBe(403)
    expect(await t.db.$count(adminAuditLog)).toBe(auditBefore)
  })

  it('validates admin input', async () => {
    expect((await asAdmin('GET', '/api/admin/users?page=0')).statusCode).toBe(400)
    expect((await asAdmin('GET', '/api/admin/sellers?status=maybe')).statusCode).toBe(400)
    expect(
      (await asAdmin('POST', `/api/admin/services/${MISSING}/review`, { decision: 'perhaps' }))
        .statusCode,
    ).toBe(400)
  })
})

describe('overview', () => {
  it('counts pending sellers, products and services, open tickets and users', async () => {
    const before = await overview()
    const { seller } = await createSellerUser(t.db, { verified: false })
    const category = await createCategory(t.db)
    await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      reviewStatus: 'pending',
    })
    await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    const provider = await createUser(t.db)
    const providerCookie = await t.cookieFor(provider.id)
    const registered = await call('POST', '/api/global-services', providerCookie, {
      businessName: 'Overview Translation',
      serviceType: 'translation',
      description: 'Certified Amharic translation for documents and interviews.',
      serviceAreas: ['Toronto'],
      languagesSupported: ['am', 'en'],
      contactEmail: 'overview@example.test',
    })
    expect(registered.statusCode).toBe(201)
    const supportCategory = await createSupportCategory(t.db)
    const ticket = await call('POST', '/api/support/tickets', providerCookie, {
      categoryId: supportCategory.id,
      subject: 'Where is my order?',
      description: 'My order from last week has not arrived in Hawassa yet.',
      priority: 'medium',
    })
    expect(ticket.statusCode).toBe(201)

    const after = await overview()
    expect(after).toEqual({
      pendingSellers: before.pendingSellers + 1,
      pendingProducts: before.pendingProducts + 1,
      pendingServices: before.pendingServices + 1,
      openTickets: before.openTickets + 1,
      users: before.users + 2,
      suspendedUsers: before.suspendedUsers,
    })
  })
})

describe('sellers', () => {
  it('lists unverified sellers first, filters and searches', async () => {
    const { seller: verified } = await createSellerUser(t.db, {
      storeName: 'Zebra Verified Crafts',
    })
    const { seller: unverified } = await createSellerUser(t.db, {
      storeName: 'Zebra Unverified Crafts',
      verified: false,
    })
    const category = await createCategory(t.db)
    await createProduct(t.db, { sellerId: unverified.id, categoryId: category.id })

    const searched = await asAdmin('GET', '/api/admin/sellers?q=zebra')
    expect(searched.statusCode).toBe(200)
    const page = searched.json<Paged<AdminSeller>>()
    expect(page.total).toBe(2)
    expect(page.items.map((seller) => seller.id)).toEqual([unverified.id, verified.id])
    expect(page.items[0]).toMatchObject({
      storeName: 'Zebra Unverified Crafts',
      ownerName: 'Almaz Bekele',
      verified: false,
      productCount: 1,
    })

    const onlyUnverified = await asAdmin('GET', '/api/admin/sellers?status=unverified&q=zebra')
    expect(onlyUnverified.json<Paged<AdminSeller>>().items.map((s) => s.id)).toEqual([
      unverified.id,
    ])
    const onlyVerified = await asAdmin('GET', '/api/admin/sellers?status=verified&q=zebra')
    expect(onlyVerified.json<Paged<AdminSeller>>().items.map((s) => s.id)).toEqual([verified.id])
  })

  it('verifies and unverifies a seller, notifies them and records both actions', async () => {
    const { user, seller } = await createSellerUser(t.db, {
      storeName: 'Lalibela Weaves',
      verified: false,
    })
    await t.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, user.id))

    const verify = await asAdmin('POST', `/api/admin/sellers/${seller.id}/verification`, {
      verified: true,
    })
    expect(verify.statusCode).toBe(200)
    expect(verify.json<AdminSeller>()).toMatchObject({ id: seller.id, verified: true })
    const [row] = await t.db
      .select({ verified: sellers.verified })
      .from(sellers)
      .where(eq(sellers.id, seller.id))
    expect(row!.verified).toBe(true)
    const public_ = await call('GET', `/api/sellers/${seller.id}`)
    expect(public_.json()).toMatchObject({ verified: true })

    const audit = await latestAudit(seller.id)
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'seller.verify',
      targetType: 'seller',
      details: { storeName: 'Lalibela Weaves' },
    })
    const notes = await t.db
      .select({ type: notifications.type, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
    expect(notes).toEqual([
      { type: 'seller_verified', title: 'Your store Lalibela Weaves is now verified' },
    ])

    // Repeating the same state is a no-op: no second record, no second notification.
    const again = await asAdmin('POST', `/api/admin/sellers/${seller.id}/verification`, {
      verified: true,
    })
    expect(again.statusCode).toBe(200)
    expect(await t.db.$count(adminAuditLog, eq(adminAuditLog.targetId, seller.id))).toBe(1)

    const unverify = await asAdmin('POST', `/api/admin/sellers/${seller.id}/verification`, {
      verified: false,
    })
    expect(unverify.json<AdminSeller>().verified).toBe(false)
    expect((await latestAudit(seller.id))!.action).toBe('seller.unverify')
    expect(await t.db.$count(notifications, eq(notifications.userId, user.id))).toBe(2)
  })

  it('answers 404 for an unknown seller', async () => {
    const response = await asAdmin('POST', `/api/admin/sellers/${MISSING}/verification`, {
      verified: true,
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'SELLER_NOT_FOUND', message: 'Seller not found' })
  })
})

describe('global services', () => {
  const registration = {
    businessName: 'Addis Shipping Agent',
    serviceType: 'shipping_agent',
    description: 'Door to door shipping from Washington DC to Addis Ababa every week.',
    serviceAreas: ['Washington DC'],
    languagesSupported: ['am', 'en'],
    website: 'https://ship.example.test',
    contactEmail: 'ship@example.test',
    contactPhone: '+1 202 555 0100',
  }

  async function publicIds() {
    const response = await call('GET', '/api/global-services?isActive=true')
    return response.json<GlobalService[]>().map((service) => service.id)
  }

  it('queues a registered service as pending; approval lists it publicly, rejection hides it', async () => {
    const provider = await createUser(t.db, { preferredLanguage: 'en' })
    const registered = await call(
      'POST',
      '/api/global-services',
      await t.cookieFor(provider.id),
      registration,
    )
    expect(registered.statusCode).toBe(201)
    const { id } = registered.json<{ id: string }>()
    expect(await publicIds()).not.toContain(id)

    const pending = await asAdmin('GET', '/api/admin/services')
    const queued = pending.json<Paged<AdminService>>().items.find((service) => service.id === id)
    expect(queued).toMatchObject({
      businessName: 'Addis Shipping Agent',
      approvalStatus: 'pending',
      isActive: false,
      contactEmail: 'ship@example.test',
      contactPhone: '+1 202 555 0100',
      providerName: 'Almaz Bekele',
      providerEmail: provider.email,
      reviewedAt: null,
    })

    const approve = await asAdmin('POST', `/api/admin/services/${id}/review`, {
      decision: 'approve',
      note: 'Welcome aboard',
    })
    expect(approve.statusCode).toBe(200)
    expect(approve.json<AdminService>()).toMatchObject({
      approvalStatus: 'approved',
      isActive: true,
    })
    expect(approve.json<AdminService>().reviewedAt).not.toBeNull()
    expect(await publicIds()).toContain(id)
    const afterApprove = await asAdmin('GET', '/api/admin/services?status=pending')
    expect(afterApprove.json<Paged<AdminService>>().items.map((s) => s.id)).not.toContain(id)
    const approvedList = await asAdmin('GET', '/api/admin/services?status=approved')
    expect(approvedList.json<Paged<AdminService>>().items.map((s) => s.id)).toContain(id)

    expect(await latestAudit(id)).toMatchObject({
      actorId: adminId,
      action: 'global_service.approve',
      targetType: 'global_service',
      details: {
        businessName: 'Addis Shipping Agent',
        previous: 'pending',
        note: 'Welcome aboard',
      },
    })
    const [note] = await t.db
      .select({ type: notifications.type, title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, provider.id))
    expect(note).toEqual({
      type: 'global_service_approved',
      title: 'Your service was approved: Addis Shipping Agent',
      body: 'Welcome aboard',
    })

    const reject = await asAdmin('POST', `/api/admin/services/${id}/review`, {
      decision: 'reject',
    })
    expect(reject.json<AdminService>()).toMatchObject({
      approvalStatus: 'rejected',
      isActive: false,
    })
    expect(await publicIds()).not.toContain(id)
    expect((await latestAudit(id))!.details).toMatchObject({ previous: 'approved', note: null })
  })

  it('keeps an active service out of the public list until it is approved', async () => {
    const [row] = await t.db
      .insert(globalServices)
      .values({
        businessName: 'Half-reviewed Cafe',
        serviceType: 'restaurant',
        isActive: true,
        approvalStatus: 'pending',
      })
      .returning({ id: globalServices.id })
    expect(await publicIds()).not.toContain(row!.id)
  })

  it('answers 404 for an unknown service', async () => {
    const response = await asAdmin('POST', `/api/admin/services/${MISSING}/review`, {
      decision: 'reject',
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'SERVICE_NOT_FOUND' })
  })
})

describe('users', () => {
  it('searches and pages users', async () => {
    const tag = `pager${Date.now()}`
    for (let i = 0; i < 23; i++) {
      await createUser(t.db, { firstName: tag, lastName: `N${i}` })
    }
    const first = await asAdmin('GET', `/api/admin/users?q=${tag}`)
    const page1 = first.json<Paged<AdminUser>>()
    expect(page1).toMatchObject({ total: 23, page: 1, pageSize: 20 })
    expect(page1.items).toHaveLength(20)
    const second = await asAdmin('GET', `/api/admin/users?q=${tag}&page=2`)
    const page2 = second.json<Paged<AdminUser>>()
    expect(page2.items).toHaveLength(3)
    const ids = new Set([...page1.items, ...page2.items].map((user) => user.id))
    expect(ids.size).toBe(23)
    expect(page1.items[0]).not.toHaveProperty('passwordHash')
  })

  it('suspends a user: sessions end, sign-in is refused; restoring lets them back in', async () => {
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    expect((await call('GET', '/api/auth/me', cookie)).json().user.id).toBe(user.id)

    const suspend = await asAdmin('POST', `/api/admin/users/${user.id}/suspend`, {
      reason: 'Fraudulent listings',
    })
    expect(suspend.statusCode).toBe(200)
    expect(suspend.json<AdminUser>()).toMatchObject({ id: user.id, isActive: false })
    expect(suspend.json<AdminUser>().suspendedAt).not.toBeNull()
    expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0)
    const afterSuspend = await call('GET', '/api/auth/me', cookie)
    expect(afterSuspend.statusCode).toBe(200)
    expect(afterSuspend.json()).toEqual({ user: null })

    const login = await call('POST', '/api/auth/login', undefined, {
      email: user.email,
      password: TEST_PASSWORD,
    })
    expect(login.statusCode).toBe(403)
    expect(login.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account is suspended',
    })
    expect(await latestAudit(user.id)).toMatchObject({
      actorId: adminId,
      action: 'user.suspend',
      targetType: 'user',
      details: { email: user.email, reason: 'Fraudulent listings' },
    })
    const suspended = await asAdmin('GET', `/api/admin/users?status=suspended&q=${user.username}`)
    expect(suspended.json<Paged<AdminUser>>().items.map((u) => u.id)).toEqual([user.id])
    const active = await asAdmin('GET', `/api/admin/users?status=active&q=${user.username}`)
    expect(active.json<Paged<AdminUser>>().items).toEqual([])

    const restore = await asAdmin('POST', `/api/admin/users/${user.id}/restore`)
    expect(restore.statusCode).toBe(200)
    expect(restore.json<AdminUser>()).toMatchObject({ isActive: true, suspendedAt: null })
    expect((await latestAudit(user.id))!.action).toBe('user.restore')
    const back = await call('POST', '/api/auth/login', undefined, {
      email: user.email,
      password: TEST_PASSWORD,
    })
    expect(back.statusCode).toBe(200)
    expect(sessionCookieFrom(back)).toBeDefined()
  })

  it('refuses to suspend oneself (409) or another admin (403)', async () => {
    const self = await asAdmin('POST', `/api/admin/users/${adminId}/suspend`, {})
    expect(self.statusCode).toBe(409)
    expect(self.json()).toMatchObject({
      code: 'CANNOT_SUSPEND_SELF',
      message: 'You cannot suspend your own account',
    })
    const other = await createUser(t.db, { role: 'admin' })
    const response = await asAdmin('POST', `/api/admin/users/${other.id}/suspend`, {})
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({
      code: 'CANNOT_SUSPEND_ADMIN',
      message: 'Administrator accounts cannot be suspended',
    })
    const [row] = await t.db
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, other.id))
    expect(row!.suspendedAt).toBeNull()
    expect(await t.db.$count(adminAuditLog, eq(adminAuditLog.targetId, other.id))).toBe(0)
  })

  it('answers 404 for an unknown user', async () => {
    const response = await asAdmin('POST', `/api/admin/users/${MISSING}/restore`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: 'User not found' })
  })
})

describe('audit log', () => {
  it('lists admin actions newest first with who did them', async () => {
    const { seller } = await createSellerUser(t.db, { verified: false })
    const category = await createCategory(t.db)
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      reviewStatus: 'pending',
    })
    await asAdmin('POST', `/api/admin/sellers/${seller.id}/verification`, { verified: true })
    const review = await asAdmin('POST', `/api/admin/products/${product.id}/review`, {
      decision: 'approve',
    })
    expect(review.statusCode).toBe(200)

    const response = await asAdmin('GET', '/api/admin/audit-log')
    expect(response.statusCode).toBe(200)
    const log = response.json<Paged<AuditLogEntry>>()
    expect(log.total).toBeGreaterThanOrEqual(2)
    expect(log.items[0]).toMatchObject({
      action: 'product.approve',
      targetType: 'product',
      targetId: product.id,
      targetName: product.name,
      actor: { id: adminId, name: 'Selam Admin' },
    })
    expect(log.items[1]).toMatchObject({
      action: 'seller.verify',
      targetType: 'seller',
      targetId: seller.id,
      targetName: seller.storeName,
    })
    const times = log.items.map((entry) => Date.parse(entry.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })
})

describe('suspended sellers', () => {
  it("hides a suspended seller's store, products and ads everywhere and refuses to sell them; restore brings them back", async () => {
    const { user: owner, seller } = await createSellerUser(t.db, {
      rating: '5.00',
      totalReviews: 900,
    })
    const category = await createCategory(t.db)
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      name: 'Zquartz Lalibela basket',
    })
    const ad = await createAd(t.db, { createdBy: owner.id, targetCategory: category.id })
    const buyer = await createUser(t.db)
    const buyerCookie = await t.cookieFor(buyer.id)
    const addToCart = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/cart/items/${product.id}`,
        headers: { cookie: buyerCookie, 'accept-language': 'en' },
        payload: { quantity: 1 },
      })
    const quote = () =>
      call('POST', '/api/checkout/quote', buyerCookie, {
        city: 'addis_ababa',
        subCity: 'Bole',
        addressDetails: 'House 12, near Edna Mall',
        phone: '0911234567',
        paymentMethod: 'sandbox',
      })
    expect((await addToCart()).statusCode).toBe(200)

    const publicViews = async () => ({
      detail: (await call('GET', `/api/products/${product.id}`)).statusCode,
      bySeller: (await call('GET', `/api/products?sellerId=${seller.id}`)).body.includes(
        product.id,
      ),
      byCategory: (await call('GET', `/api/products?categoryId=${category.id}`)).body.includes(
        product.id,
      ),
      search: (await call('GET', '/api/search?q=Zquartz')).body.includes(product.id),
      sellers: (await call('GET', '/api/sellers')).body.includes(seller.id),
      store: (await call('GET', `/api/sellers/${seller.id}`)).statusCode,
      ads: (
        await call(
          'GET',
          `/api/advertisements?adType=banner&targetCategory=${category.id}&limit=20`,
        )
      ).body.includes(ad.id),
      cart: (await call('GET', '/api/cart', buyerCookie)).body.includes(product.id),
    })
    const listed = {
      detail: 200,
      bySeller: true,
      byCategory: true,
      search: true,
      sellers: true,
      store: 200,
      ads: true,
      cart: true,
    }
    expect(await publicViews()).toEqual(listed)

    const suspend = await asAdmin('POST', `/api/admin/users/${owner.id}/suspend`, {})
    expect(suspend.statusCode).toBe(200)
    expect(await publicViews()).toEqual({
      detail: 404,
      bySeller: false,
      byCategory: false,
      search: false,
      sellers: false,
      store: 404,
      ads: false,
      cart: false,
    })
    const refused = await addToCart()
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: expect.any(String) })
    // The line already in the cart cannot be bought either.
    const checkout = await quote()
    expect(checkout.statusCode).toBe(409)
    expect(checkout.json()).toMatchObject({ code: 'CART_EMPTY' })

    expect((await asAdmin('POST', `/api/admin/users/${owner.id}/restore`)).statusCode).toBe(200)
    expect(await publicViews()).toEqual(listed)
    expect((await addToCart()).statusCode).toBe(200)
    expect((await quote()).statusCode).toBe(200)
  })
})

describe('affiliate payouts', () => {
  async function affiliateWithSales(
    statuses: [commission: string, status: string][],
    language: 'am' | 'en' = 'en',
  ) {
    const user = await createUser(t.db, { preferredLanguage: language })
    const [affiliate] = await t.db
      .insert(affiliates)
      .values({ userId: user.id, affiliateCode: `AFF${user.id.slice(0, 8).toUpperCase()}` })
      .returning()
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    const buyer = await createUser(t.db)
    for (const [commissionAmount, status] of statuses) {
      const order = await createOrder(t.db, {
        buyerId: buyer.id,
        sellerId: seller.id,
        productId: product.id,
      })
      await t.db.insert(affiliateSales).values({
        affiliateId: affiliate!.id,
        orderId: order.id,
        buyerId: buyer.id,
        saleAmount: '100.00',
        commissionAmount,
        status,
      })
    }
    return { user, affiliate: affiliate! }
  }

  const payouts = async () => {
    const response = await asAdmin('GET', '/api/admin/affiliate-payouts')
    expect(response.statusCode).toBe(200)
    return response.json<Paged<AdminAffiliatePayout>>()
  }

  it('lists affiliates with payout requests and marks one paid, telling them in their language', async () => {
    const { user, affiliate } = await affiliateWithSales(
      [
        ['30.10', 'payout_requested'],
        ['25.45', 'payout_requested'],
        ['40.00', 'approved'],
        ['12.00', 'paid'],
      ],
      'am',
    )
    const { affiliate: nothingAsked } = await affiliateWithSales([['70.00', 'approved']])

    const listed = await payouts()
    const row = listed.items.find((item) => item.affiliateId === affiliate.id)
    expect(row).toMatchObject({
      affiliateCode: affiliate.affiliateCode,
      userId: user.id,
      email: user.email,
      requestedAmount: '55.55',
      salesCount: 2,
      lastPayoutAt: null,
    })
    expect(listed.items.some((item) => item.affiliateId === nothingAsked.id)).toBe(false)

    const paid = await asAdmin('POST', `/api/admin/affiliate-payouts/${affiliate.id}/paid`)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toMatchObject({ affiliateId: affiliate.id, amount: '55.55', salesCount: 2 })

    const statuses = await t.db
      .select({ status: affiliateSales.status, amount: affiliateSales.commissionAmount })
      .from(affiliateSales)
      .where(eq(affiliateSales.affiliateId, affiliate.id))
    expect(statuses.map((s) => `${s.amount}:${s.status}`).sort()).toEqual([
      '12.00:paid',
      '25.45:paid',
      '30.10:paid',
      '40.00:approved',
    ])
    const [after] = await t.db.select().from(affiliates).where(eq(affiliates.id, affiliate.id))
    expect(after!.lastPayoutAt).not.toBeNull()
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt))
    expect(note).toMatchObject({
      type: 'affiliate_payout_paid',
      title: 'የተባባሪ ክፍያዎ 55.55 ብር ተከፍሏል',
    })
    expect(await latestAudit(affiliate.id)).toMatchObject({
      actorId: adminId,
      action: 'affiliate.payout_paid',
      targetType: 'affiliate',
      details: { affiliateCode: affiliate.affiliateCode, amount: '55.55', salesCount: 2 },
    })
    expect((await payouts()).items.some((item) => item.affiliateId === affiliate.id)).toBe(false)

    // Nothing left to pay: a second click is refused and changes nothing.
    const again = await asAdmin('POST', `/api/admin/affiliate-payouts/${affiliate.id}/paid`)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'NO_PAYOUT_REQUESTED',
      message: 'This affiliate has no payout request to pay',
    })
    const missing = await asAdmin('POST', `/api/admin/affiliate-payouts/${MISSING}/paid`)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'AFFILIATE_NOT_FOUND' })
  })

  it('pays each request once when two admins click at the same time', async () => {
    const { affiliate } = await affiliateWithSales([['60.00', 'payout_requested']])
    const results = await Promise.all([
      asAdmin('POST', `/api/admin/affiliate-payouts/${affiliate.id}/paid`),
      asAdmin('POST', `/api/admin/affiliate-payouts/${affiliate.id}/paid`),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const audits = await t.db.$count(
      adminAuditLog,
      and(
        eq(adminAuditLog.targetId, affiliate.id),
        eq(adminAuditLog.action, 'affiliate.payout_paid'),
      ),
    )
    expect(audits).toBe(1)
  })
})
