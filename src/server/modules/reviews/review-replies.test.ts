import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Review, SellerReview } from '#shared/contracts/reviews.ts'
import { detailedReviews } from '#server/db/schema/catalog.ts'
import { outboundMessages } from '#server/db/schema/messaging.ts'
import { notifications } from '#server/db/schema/system.ts'
import { createListedProduct } from '#test/helpers/saved-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const MISSING = '00000000-0000-4000-8000-000000000000'

/** A listed product, its seller signed in, and a review of it by a buyer who reads English email. */
async function reviewedProduct() {
  const listed = await createListedProduct(t.db)
  const reviewer = await createUser(t.db, {
    firstName: 'Hanna',
    lastName: 'Girma',
    preferredLanguage: 'en',
    isEmailVerified: true,
  })
  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/detailed-reviews',
    headers: { cookie: await t.cookieFor(reviewer.id) },
    payload: {
      targetType: 'product',
      targetId: listed.product.id,
      rating: 3,
      title: 'Good beans, slow delivery',
      comment: 'It took a week to arrive.',
    },
  })
  expect(posted.statusCode).toBe(201)
  return {
    ...listed,
    reviewer,
    review: posted.json<Review>(),
    sellerCookie: await t.cookieFor(listed.sellerUser.id),
  }
}

function reply(cookie: string | undefined, reviewId: string, text: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/reviews/${reviewId}/reply`,
    headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    payload: { reply: text },
  })
}

async function productReviews(productId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/detailed-reviews?targetType=product&targetId=${productId}`,
  })
  expect(response.statusCode).toBe(200)
  return response.json<Review[]>()
}

describe('POST /api/reviews/:id/reply', () => {
  it("records the seller's public answer once, shows it under the review and tells the reviewer", async () => {
    const { product, review, reviewer, sellerCookie, seller } = await reviewedProduct()
    expect(review.sellerReply).toBeNull()

    const answered = await reply(
      sellerCookie,
      review.id,
      '  Sorry for the wait; we ship faster now.  ',
    )
    expect(answered.statusCode).toBe(201)
    expect(answered.json<Review>()).toMatchObject({
      id: review.id,
      sellerReply: {
        text: 'Sorry for the wait; we ship faster now.',
        repliedAt: expect.any(String),
      },
    })

    // Everyone reading the product's reviews sees it.
    const [shown] = await productReviews(product.id)
    expect(shown).toMatchObject({
      id: review.id,
      sellerReply: { text: 'Sorry for the wait; we ship faster now.' },
    })

    // The reviewer hears of it in the site and, as they chose by default, by email.
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reviewer.id), eq(notifications.type, 'review_answered')))
    expect(notice).toMatchObject({
      title: `${seller.storeName} answered your review of ${product.name}`,
      link: `/products/${product.id}`,
    })
    const mail = await t.db
      .select()
      .from(outboundMessages)
      .where(
        and(eq(outboundMessages.userId, reviewer.id), eq(outboundMessages.kind, 'review_answered')),
      )
    expect(mail.map((row) => row.channel)).toEqual(['email'])
    expect(mail[0]!.text).toContain(`${seller.storeName} answered your review of ${product.name}.`)

    // A second answer is refused and the first stays as it was.
    const second = await reply(sellerCookie, review.id, 'Changed my mind')
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({
      code: 'REVIEW_ALREADY_ANSWERED',
      message: 'You have already answered this review',
    })
    const [after] = await productReviews(product.id)
    expect(after!.sellerReply!.text).toBe('Sorry for the wait; we ship faster now.')
  })

  it('writes exactly one of several answers sent at the same moment', async () => {
    const { review, sellerCookie } = await reviewedProduct()
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => reply(sellerCookie, review.id, `Answer ${index}`)),
    )
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([201, 409, 409, 409, 409])
    const winner = answers.find((answer) => answer.statusCode === 201)!.json<Review>()
    const [row] = await t.db
      .select({ reply: detailedReviews.sellerReply })
      .from(detailedReviews)
      .where(eq(detailedReviews.id, review.id))
    expect(row!.reply).toBe(winner.sellerReply!.text)
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'review_answered'))
    expect(told.filter((notice) => notice.link === `/products/${review.targetId}`)).toHaveLength(1)
  })

  it('lets only the seller of the reviewed product answer', async () => {
    const { review, reviewer } = await reviewedProduct()
    const otherSeller = await createSellerUser(t.db)
    const stranger = await createUser(t.db)
    const admin = await createUser(t.db, { role: 'admin' })

    const notTheirs = await reply(await t.cookieFor(otherSeller.user.id), review.id, 'Hello')
    expect(notTheirs.statusCode).toBe(403)
    expect(notTheirs.json()).toMatchObject({
      message: 'You can answer reviews of your own products only',
    })
    // Buyers (the reviewer too) and admins have no store to answer for.
    for (const user of [reviewer, stranger, admin]) {
      expect((await reply(await t.cookieFor(user.id), review.id, 'Hello')).statusCode).toBe(403)
    }
    expect((await reply(undefined, review.id, 'Hello')).statusCode).toBe(401)
    const missing = await reply(await t.cookieFor(otherSeller.user.id), MISSING, 'Hello')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'REVIEW_NOT_FOUND' })
    const [row] = await t.db
      .select({ reply: detailedReviews.sellerReply })
      .from(detailedReviews)
      .where(eq(detailedReviews.id, review.id))
    expect(row!.reply).toBeNull()
  })

  it('refuses an empty or overlong answer', async () => {
    const { review, sellerCookie } = await reviewedProduct()
    const blank = await reply(sellerCookie, review.id, '   ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toMatchObject({ details: { fields: { reply: expect.any(String) } } })
    expect((await reply(sellerCookie, review.id, 'x'.repeat(1001))).statusCode).toBe(400)
    expect((await reply(sellerCookie, 'not-a-uuid', 'Thanks')).statusCode).toBe(400)
    // The limit itself is fine.
    expect((await reply(sellerCookie, review.id, 'x'.repeat(1000))).statusCode).toBe(201)
  })
})

describe('GET /api/seller/reviews', () => {
  it("lists the reviews of the seller's own products, all or those not answered yet", async () => {
    const mine = await reviewedProduct()
    const second = await createUser(t.db)
    await t.app.inject({
      method: 'POST',
      url: '/api/detailed-reviews',
      headers: { cookie: await t.cookieFor(second.id) },
      payload: { targetId: mine.product.id, rating: 5, title: 'Excellent', comment: 'Lovely.' },
    })
    const someoneElses = await reviewedProduct()
    await reply(mine.sellerCookie, mine.review.id, 'Thank you')

    const all = await t.app.inject({
      method: 'GET',
      url: '/api/seller/reviews',
      headers: { cookie: mine.sellerCookie },
    })
    expect(all.statusCode).toBe(200)
    const listed = all.json<SellerReview[]>()
    expect(listed.map((review) => review.title)).toEqual(['Excellent', 'Good beans, slow delivery'])
    expect(listed.map((review) => review.id)).not.toContain(someoneElses.review.id)
    expect(listed[1]).toMatchObject({
      product: { id: mine.product.id, name: mine.product.name },
      sellerReply: { text: 'Thank you' },
      author: { firstName: 'Hanna', lastInitial: 'G' },
    })

    const open = await t.app.inject({
      method: 'GET',
      url: '/api/seller/reviews?filter=unanswered',
      headers: { cookie: mine.sellerCookie },
    })
    expect(open.json<SellerReview[]>().map((review) => review.title)).toEqual(['Excellent'])

    const buyer = await t.app.inject({
      method: 'GET',
      url: '/api/seller/reviews',
      headers: { cookie: await t.cookieFor(second.id) },
    })
    expect(buyer.statusCode).toBe(403)
  })
})
