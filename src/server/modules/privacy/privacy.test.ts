import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Conversation } from '#shared/contracts/chat.ts'
import type { Order } from '#shared/contracts/orders.ts'
import type { DataExport } from '#shared/contracts/privacy.ts'
import type { Review } from '#shared/contracts/reviews.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { products, wishlists } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { payouts } from '#server/db/schema/payments.ts'
import { adminAuditLog, notifications } from '#server/db/schema/system.ts'
import { sessions, users } from '#server/db/schema/users.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import {
  createCourierUser,
  createSellerUser,
  createUser,
  TEST_PASSWORD,
} from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  })
}

async function shop() {
  const { user, seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
  return { user, seller, product, cookie: await t.cookieFor(user.id) }
}

async function buyer(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.db, overrides)
  return { user, cookie: await t.cookieFor(user.id) }
}

/** Two buyers who share a seller and a conversation, each with their own data around it. */
async function twoPeopleWhoMeet() {
  const store = await shop()
  const me = await buyer({
    firstName: 'Hanna',
    lastName: 'Girma',
    phone: '+251911111111',
    city: 'Hawassa',
  })
  const other = await buyer({
    firstName: 'Dawit',
    lastName: 'Tesfaye',
    phone: '+251922222222',
    city: 'Mekelle',
  })
  for (const person of [me, other]) {
    await createOrder(t.db, {
      buyerId: person.user.id,
      sellerId: store.seller.id,
      productId: store.product.id,
      status: 'delivered',
      deliveryAddress: `${person.user.firstName}'s house, ${person.user.city}`,
      deliveryPhone: person.user.phone,
    })
    const reviewed = await call('POST', '/api/detailed-reviews', person.cookie, {
      targetId: store.product.id,
      rating: 5,
      title: 'Fresh',
      comment: `Lovely coffee, says ${person.user.firstName}`,
    })
    expect(reviewed.statusCode).toBe(201)
    await t.db.insert(wishlists).values({ userId: person.user.id, productId: store.product.id })
    await t.db
      .insert(cartItems)
      .values({ userId: person.user.id, productId: store.product.id, quantity: 2 })
  }
  // The two talk to each other: my export shows the other by first name only.
  const opened = await call('POST', '/api/chat/conversations', me.cookie, {
    userId: other.user.id,
  })
  const conversation = opened.json<Conversation>()
  await call('POST', '/api/chat/messages', me.cookie, {
    conversationId: conversation.id,
    content: 'Selam, is the coffee fresh?',
  })
  await call('POST', '/api/chat/messages', other.cookie, {
    conversationId: conversation.id,
    content: 'Yes, roasted this week.',
  })
  return { store, me, other, conversation }
}

describe('download my data', () => {
  it('answers a JSON file with the user’s own data and nothing of anyone else', async () => {
    const { store, me, other, conversation } = await twoPeopleWhoMeet()

    const response = await call('GET', '/api/profile/data-export', me.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="selam-market-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const data = response.json<DataExport>()

    expect(data.profile).toMatchObject({
      id: me.user.id,
      email: me.user.email,
      firstName: 'Hanna',
      lastName: 'Girma',
      phone: '+251911111111',
      city: 'Hawassa',
    })
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]).toMatchObject({
      status: 'delivered',
      deliveryAddress: "Hanna's house, Hawassa",
      seller: { storeName: store.seller.storeName },
      product: { id: store.product.id, name: store.product.name },
    })
    expect(data.detailedReviews.map((r) => r.comment)).toEqual(['Lovely coffee, says Hanna'])
    expect(data.wishlist).toEqual([
      expect.objectContaining({ product: { id: store.product.id, name: store.product.name } }),
    ])
    expect(data.cart).toEqual([expect.objectContaining({ quantity: 2 })])
    expect(data.sessions.length).toBeGreaterThan(0)
    expect(data.conversations).toEqual([
      expect.objectContaining({
        id: conversation.id,
        with: 'Dawit',
        messages: [
          expect.objectContaining({ fromMe: true, content: 'Selam, is the coffee fresh?' }),
          expect.objectContaining({ fromMe: false, content: 'Yes, roasted this week.' }),
        ],
      }),
    ])
    expect(data.seller).toBeNull()

    // Nothing personal of the other buyer (nor the seller's account) is in the file.
    const text = response.body
    for (const foreign of [
      other.user.email,
      other.user.id,
      'Tesfaye',
      '+251922222222',
      'Mekelle',
      'says Dawit',
      store.user.email,
      store.user.id,
    ]) {
      expect(text).not.toContain(foreign)
    }
    // No password or token hashes, under any name.
    expect(text).not.toContain(me.user.passwordHash)
    expect(text).not.toMatch(/passwordHash|tokenHash|\$argon2/i)
    const [session] = await t.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, me.user.id))
    expect(text).not.toContain(session!.tokenHash)
  })

  it('gives a seller their store, products and payouts, but not their buyers', async () => {
    const store = await shop()
    const customer = await buyer({ lastName: 'Alemu', phone: '+251933333333' })
    await createOrder(t.db, {
      buyerId: customer.user.id,
      sellerId: store.seller.id,
      productId: store.product.id,
      status: 'delivered',
      deliveryAddress: 'Piassa, Gondar',
    })
    await t.db
      .insert(payouts)
      .values({ sellerId: store.seller.id, amount: '50.00', netAmount: '50.00', status: 'paid' })

    const response = await call('GET', '/api/profile/data-export', store.cookie)
    expect(response.statusCode).toBe(200)
    const data = response.json<DataExport>()
    expect(data.seller?.store).toMatchObject({
      id: store.seller.id,
      storeName: store.seller.storeName,
    })
    expect(data.seller?.products.map((p) => p.id)).toEqual([store.product.id])
    expect(data.seller?.payouts).toEqual([
      expect.objectContaining({ amount: '50.00', status: 'paid' }),
    ])
    expect(data.orders).toEqual([])
    for (const foreign of [customer.user.email, 'Alemu', '+251933333333', 'Piassa']) {
      expect(response.body).not.toContain(foreign)
    }
  })

  it('is for signed-in people only', async () => {
    const response = await call('GET', '/api/profile/data-export')
    expect(response.statusCode).toBe(401)
  })
})

describe('delete my account', () => {
  it('refuses a wrong password, and a visitor', async () => {
    const me = await buyer()
    const wrong = await call('POST', '/api/profile/delete', me.cookie, {
      password: 'not-mine-at-all',
    })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      details: { fields: { password: expect.stringContaining('current password') } },
    })
    const visitor = await call('POST', '/api/profile/delete', undefined, {
      password: TEST_PASSWORD,
    })
    expect(visitor.statusCode).toBe(401)
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id))
    expect(row!.deletedAt).toBeNull()
  })

  it('refuses while an order is in progress, for the buyer, the seller and the courier', async () => {
    const store = await shop()
    const me = await buyer()
    const courier = await createCourierUser(t.db)
    await createOrder(t.db, {
      buyerId: me.user.id,
      sellerId: store.seller.id,
      productId: store.product.id,
      status: 'in_transit',
      courierId: courier.courier.id,
    })
    for (const cookie of [me.cookie, store.cookie, await t.cookieFor(courier.user.id)]) {
      const response = await call('POST', '/api/profile/delete', cookie, {
        password: TEST_PASSWORD,
      })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toMatchObject({
        code: 'ORDERS_IN_PROGRESS',
        message: expect.stringContaining('orders are in progress'),
      })
    }
    // In Amharic too.
    const inAmharic = await t.app.inject({
      method: 'POST',
      url: '/api/profile/delete',
      headers: { cookie: me.cookie, 'accept-language': 'am' },
      payload: { password: TEST_PASSWORD },
    })
    expect(inAmharic.json<{ message: string }>().message).toContain('ትዕዛዞች')
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id))
    expect(row!.deletedAt).toBeNull()
  })

  it('refuses a seller with money waiting to be paid out', async () => {
    const store = await shop()
    const customer = await buyer()
    await createOrder(t.db, {
      buyerId: customer.user.id,
      sellerId: store.seller.id,
      productId: store.product.id,
      status: 'delivered',
    })
    const response = await call('POST', '/api/profile/delete', store.cookie, {
      password: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'BALANCE_AWAITING_PAYOUT' })
  })

  it('erases personal fields, ends sessions, blocks sign-in and keeps orders for the seller', async () => {
    const { store, me, other, conversation } = await twoPeopleWhoMeet()
    const secondDevice = await t.cookieFor(me.user.id)
    await t.db.insert(notifications).values({ userId: me.user.id, type: 'info', title: 'Hello' })
    const [order] = await t.db.select().from(orders).where(eq(orders.buyerId, me.user.id))
    const response = await call('POST', '/api/profile/delete', me.cookie, {
      password: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(204)
    const cleared = response.cookies.find((c) => c.name === 'selam_session')
    expect(cleared?.value).toBe('')

    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id))
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      phone: null,
      city: null,
      isActive: false,
    })
    expect(row!.deletedAt).toBeInstanceOf(Date)
    expect(row!.email).toMatch(/^deleted-[0-9a-f]{32}@deleted\.invalid$/)
    expect(row!.passwordHash).not.toBe(me.user.passwordHash)

    // Every session ended: neither device is signed in any more.
    for (const cookie of [me.cookie, secondDevice]) {
      expect((await call('GET', '/api/profile/data-export', cookie)).statusCode).toBe(401)
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toEqual([])
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, me.user.id))).toEqual([])
    expect(await t.db.select().from(wishlists).where(eq(wishlists.userId, me.user.id))).toEqual([])
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, me.user.id)),
    ).toEqual([])

    // Signing in with the old email and password fails.
    const login = await call('POST', '/api/auth/login', undefined, {
      email: me.user.email,
      password: TEST_PASSWORD,
    })
    expect(login.statusCode).toBe(401)

    // The seller still has the order, without the buyer's phone; the address stays (delivered).
    const sellerOrders = await call('GET', '/api/orders?as=seller', store.cookie)
    const kept = sellerOrders.json<Order[]>().find((o) => o.id === order!.id)
    expect(kept).toMatchObject({
      orderNumber: order!.orderNumber,
      totalAmount: order!.totalAmount,
      deliveryAddress: "Hanna's house, Hawassa",
      buyer: { firstName: '', lastName: '' },
    })
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order!.id))
    expect(stored!.deliveryPhone).toBeNull()

    // The review stays under a neutral name; the chat stays for the other person.
    const reviews = await call('GET', `/api/detailed-reviews?targetId=${store.product.id}`)
    const mine = reviews.json<Review[]>().find((r) => r.comment === 'Lovely coffee, says Hanna')
    expect(mine?.author).toEqual({ firstName: '', lastInitial: '' })
    const thread = await call(
      'GET',
      `/api/chat/conversations/${conversation.id}/messages`,
      other.cookie,
    )
    expect(thread.statusCode).toBe(200)

    // One audit entry, with nothing personal in it.
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'account.delete'), eq(adminAuditLog.targetId, me.user.id)),
      )
    expect(audit).toHaveLength(1)
    expect(JSON.stringify(audit[0]!.details)).not.toContain('Hanna')

    // The other buyer is untouched.
    const [untouched] = await t.db.select().from(users).where(eq(users.id, other.user.id))
    expect(untouched).toMatchObject({ firstName: 'Dawit', deletedAt: null })
  })

  it('takes a seller’s products out of the shop', async () => {
    const store = await shop()
    const response = await call('POST', '/api/profile/delete', store.cookie, {
      password: TEST_PASSWORD,
    })
    expect(response.statusCode).toBe(204)
    const [product] = await t.db.select().from(products).where(eq(products.id, store.product.id))
    expect(product!.isActive).toBe(false)
    expect((await call('GET', `/api/products/${store.product.id}`)).statusCode).toBe(404)
  })

  it('cannot delete someone else: the session decides whose account goes', async () => {
    const me = await buyer()
    const other = await buyer()
    // The body names no account; another person's password on my session is just wrong.
    const response = await call('POST', '/api/profile/delete', me.cookie, {
      password: TEST_PASSWORD,
      userId: other.user.id,
    })
    expect(response.statusCode).toBe(204)
    const [mine] = await t.db.select().from(users).where(eq(users.id, me.user.id))
    const [theirs] = await t.db.select().from(users).where(eq(users.id, other.user.id))
    expect(mine!.deletedAt).not.toBeNull()
    expect(theirs!.deletedAt).toBeNull()
    expect((await call('GET', '/api/profile/data-export', other.cookie)).statusCode).toBe(200)
  })
})
