import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACTIVITY_LIMIT, type ActivityItem } from '#shared/contracts/profile.ts'
import { reviews, wishlists } from '#server/db/schema/catalog.ts'
import { supportTickets } from '#server/db/schema/support.ts'
import { createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createListedProduct } from '#test/helpers/saved-factories.ts'
import { createSupportCategory } from '#test/helpers/support-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

async function activity(cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/profile/activity',
    headers: cookie ? { cookie } : {},
  })
}

/** An order, a review, a saved product and a support ticket of `userId`, one minute apart. */
async function recordActivity(userId: string, subject: string) {
  const { product, seller } = await createListedProduct(t.db)
  const category = await createSupportCategory(t.db)
  const order = await createOrder(t.db, {
    buyerId: userId,
    sellerId: seller.id,
    productId: product.id,
    quantity: 2,
    productPrice: '150.50',
    deliveryFee: '40.00',
    createdAt: minutesAgo(4),
  })
  const [review] = await t.db
    .insert(reviews)
    .values({ productId: product.id, userId, rating: 4, createdAt: minutesAgo(3) })
    .returning()
  const [saved] = await t.db
    .insert(wishlists)
    .values({ productId: product.id, userId, createdAt: minutesAgo(2) })
    .returning()
  const [ticket] = await t.db
    .insert(supportTickets)
    .values({
      ticketNumber: `TK-${randomBytes(4).toString('hex')}`,
      userId,
      categoryId: category.id,
      subject,
      description: 'The parcel has not arrived yet.',
      createdAt: minutesAgo(1),
    })
    .returning()
  return { product, order, review: review!, saved: saved!, ticket: ticket! }
}

describe('GET /api/profile/activity', () => {
  it('answers 401 to a visitor', async () => {
    const response = await activity()
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
  })

  it("lists the caller's own orders, reviews, saved products and tickets, newest first", async () => {
    const user = await createUser(t.db)
    const other = await createUser(t.db)
    const mine = await recordActivity(user.id, 'Where is my parcel?')
    const theirs = await recordActivity(other.id, 'Someone else’s ticket')

    const response = await activity(await t.cookieFor(user.id))
    expect(response.statusCode).toBe(200)
    const items = response.json<ActivityItem[]>()
    const product = { id: mine.product.id, name: mine.product.name }
    expect(items).toEqual([
      {
        kind: 'ticket',
        id: mine.ticket.id,
        at: mine.ticket.createdAt.toISOString(),
        ticketNumber: mine.ticket.ticketNumber,
        subject: 'Where is my parcel?',
        status: 'open',
      },
      { kind: 'wishlist', id: mine.saved.id, at: mine.saved.createdAt.toISOString(), product },
      {
        kind: 'review',
        id: mine.review.id,
        at: mine.review.createdAt.toISOString(),
        rating: 4,
        product,
      },
      {
        kind: 'order',
        id: mine.order.id,
        at: mine.order.createdAt.toISOString(),
        orderNumber: mine.order.orderNumber,
        status: 'pending',
        totalAmount: '341.00',
        product,
      },
    ])
    const otherIds = [theirs.order.id, theirs.review.id, theirs.saved.id, theirs.ticket.id]
    expect(items.filter((item) => otherIds.includes(item.id))).toEqual([])
  })

  it(`keeps the newest ${ACTIVITY_LIMIT} entries across every kind`, async () => {
    const user = await createUser(t.db)
    const { product, seller } = await createListedProduct(t.db)
    const orderIds: string[] = []
    for (let minute = 1; minute <= ACTIVITY_LIMIT; minute++) {
      // Orders at odd minutes ago, saved products at even minutes ago, interleaved.
      const order = await createOrder(t.db, {
        buyerId: user.id,
        sellerId: seller.id,
        productId: product.id,
        createdAt: minutesAgo(minute * 2 - 1),
      })
      orderIds.push(order.id)
    }
    const savedIds: string[] = []
    for (let minute = 1; minute <= ACTIVITY_LIMIT / 2; minute++) {
      const extra = await createProduct(t.db, {
        sellerId: seller.id,
        categoryId: product.categoryId,
      })
      const [saved] = await t.db
        .insert(wishlists)
        .values({ productId: extra.id, userId: user.id, createdAt: minutesAgo(minute * 2) })
        .returning()
      savedIds.push(saved!.id)
    }

    const response = await activity(await t.cookieFor(user.id))
    expect(response.statusCode).toBe(200)
    const items = response.json<ActivityItem[]>()
    expect(items).toHaveLength(ACTIVITY_LIMIT)
    const expected = orderIds
      .slice(0, ACTIVITY_LIMIT / 2)
      .flatMap((orderId, index) => [orderId, savedIds[index]])
    expect(items.map((item) => item.id)).toEqual(expected)
    const times = items.map((item) => Date.parse(item.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })
})
