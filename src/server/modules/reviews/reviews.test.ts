import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HelpfulnessResult, Review } from '#shared/contracts/reviews.ts'
import { products } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { createProduct } from '#test/helpers/catalog-factories.ts'
import { createListedProduct, createOrder } from '#test/helpers/saved-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const body = (targetId: string, overrides: Record<string, unknown> = {}) => ({
  targetType: 'product',
  targetId,
  rating: 5,
  title: 'Fresh and fragrant',
  comment: 'The coffee arrived roasted the day before.',
  pros: ['aroma', 'packaging'],
  cons: [],
  wouldRecommend: true,
  ...overrides,
})

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides)
  return { user, cookie: await t.cookieFor(user.id) }
}

async function postReview(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/detailed-reviews',
    headers: cookie ? { cookie } : {},
    payload,
  })
}

async function listFor(productId: string, cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/detailed-reviews?targetType=product&targetId=${productId}`,
    headers: cookie ? { cookie } : {},
  })
  expect(response.statusCode).toBe(200)
  return response.json<Review[]>()
}

describe('POST /api/detailed-reviews', () => {
  it('creates a review authored by the session user, ignoring a userId in the body', async () => {
    const { product } = await createListedProduct(t.db)
    const { user, cookie } = await signedIn({ firstName: 'Hanna', lastName: 'Girma' })
    const other = await createUser(t.db)

    const response = await postReview(
      cookie,
      body(product.id, {
        userId: other.id,
        title: '  Fresh  ',
        pros: [' aroma '],
        cons: ['price'],
      }),
    )
    expect(response.statusCode).toBe(201)
    const created = response.json<Review>()
    expect(created).toMatchObject({
      targetType: 'product',
      targetId: product.id,
      author: { firstName: 'Hanna', lastInitial: 'G' },
      rating: 5,
      title: 'Fresh',
      pros: ['aroma'],
      cons: ['price'],
      wouldRecommend: true,
      isVerifiedPurchase: false,
      helpfulCount: 0,
      myVote: null,
      isMine: true,
    })
    expect(response.body).not.toMatch(/@example\.test|email|Girma/)

    const [listed] = await listFor(product.id)
    expect(listed?.id).toBe(created.id)
    expect(listed?.isMine).toBe(false)
    const otherList = await listFor(product.id, await t.cookieFor(other.id))
    expect(otherList[0]?.isMine).toBe(false)
    const ownList = await listFor(product.id, await t.cookieFor(user.id))
    expect(ownList[0]?.isMine).toBe(true)
  })

  it('answers 401 for a visitor', async () => {
    const { product } = await createListedProduct(t.db)
    const response = await postReview(undefined, body(product.id))
    expect(response.statusCode).toBe(401)
  })

  it('answers 409 for a second review of the same product by the same user', async () => {
    const { product } = await createListedProduct(t.db)
    const { cookie } = await signedIn()
    expect((await postReview(cookie, body(product.id))).statusCode).toBe(201)
    const second = await postReview(cookie, body(product.id, { rating: 1 }))
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'ALREADY_REVIEWED' })
    const [row] = await t.db
      .select({ reviewCount: products.reviewCount, averageRating: products.averageRating })
      .from(products)
      .where(eq(products.id, product.id))
    expect(row).toEqual({ reviewCount: 1, averageRating: '5.00' })
  })

  it.each([0, 6, 4.5, '5', null])('rejects rating %s with 400', async (rating) => {
    const { product } = await createListedProduct(t.db)
    const { cookie } = await signedIn()
    const response = await postReview(cookie, body(product.id, { rating }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { rating: expect.any(String) } },
    })
  })

  it('rejects a blank title or comment and blank pros with 400', async () => {
    const { product } = await createListedProduct(t.db)
    const { cookie } = await signedIn()
    for (const overrides of [
      { title: '   ' },
      { comment: '' },
      { pros: ['ok', '  '] },
      { title: undefined },
    ]) {
      const response = await postReview(cookie, body(product.id, overrides))
      expect(response.statusCode).toBe(400)
    }
    expect(await listFor(product.id)).toEqual([])
  })

  it('answers 404 for a missing or unlisted product', async () => {
    const { product, seller, category } = await createListedProduct(t.db)
    const hidden = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      isActive: false,
    })
    const { cookie } = await signedIn()
    expect((await postReview(cookie, body(hidden.id))).statusCode).toBe(404)
    expect(
      (await postReview(cookie, body('00000000-0000-4000-8000-000000000000'))).statusCode,
    ).toBe(404)
    expect(product.id).not.toBe(hidden.id)
  })

  it('forbids a seller to review their own product', async () => {
    const { product, sellerUser } = await createListedProduct(t.db)
    const response = await postReview(await t.cookieFor(sellerUser.id), body(product.id))
    expect(response.statusCode).toBe(403)
    expect(await listFor(product.id)).toEqual([])
  })

  it('marks a verified purchase only when the author has a delivered order of the product', async () => {
    const { product, seller } = await createListedProduct(t.db)
    const buyer = await signedIn()
    const pendingBuyer = await signedIn()
    const stranger = await signedIn()
    await createOrder(t.db, {
      buyerId: buyer.user.id,
      sellerId: seller.id,
      productId: product.id,
      status: 'delivered',
    })
    await createOrder(t.db, {
      buyerId: pendingBuyer.user.id,
      sellerId: seller.id,
      productId: product.id,
      status: 'in_transit',
    })

    const verified = await postReview(buyer.cookie, body(product.id))
    const inTransit = await postReview(pendingBuyer.cookie, body(product.id))
    const none = await postReview(stranger.cookie, body(product.id))
    expect(verified.json<Review>().isVerifiedPurchase).toBe(true)
    expect(inTransit.json<Review>().isVerifiedPurchase).toBe(false)
    expect(none.json<Review>().isVerifiedPurchase).toBe(false)
  })

  it("recomputes the product's and the seller's rating exactly (5, 4, 4 → 4.33)", async () => {
    const { product, seller, category } = await createListedProduct(t.db)
    const second = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    for (const rating of [5, 4, 4]) {
      const { cookie } = await signedIn()
      expect((await postReview(cookie, body(product.id, { rating }))).statusCode).toBe(201)
    }
    const [row] = await t.db
      .select({ averageRating: products.averageRating, reviewCount: products.reviewCount })
      .from(products)
      .where(eq(products.id, product.id))
    expect(row).toEqual({ averageRating: '4.33', reviewCount: 3 })

    const { cookie } = await signedIn()
    expect((await postReview(cookie, body(second.id, { rating: 1 }))).statusCode).toBe(201)
    const [store] = await t.db
      .select({ rating: sellers.rating, totalReviews: sellers.totalReviews })
      .from(sellers)
      .where(eq(sellers.id, seller.id))
    // (5 + 4 + 4 + 1) / 4 = 3.50 over both products.
    expect(store).toEqual({ rating: '3.50', totalReviews: 4 })

    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    expect(detail.json()).toMatchObject({ averageRating: 4.33, reviewCount: 3 })
  })
  it('keeps exact figures when reviews of one seller arrive at the same time', async () => {
    const { product, seller, category } = await createListedProduct(t.db)
    const other = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
    const reviewers = await Promise.all([1, 2, 3, 4, 5, 5].map(() => signedIn()))
    const targets = [product.id, product.id, product.id, other.id, other.id, other.id]
    const responses = await Promise.all(
      reviewers.map(({ cookie }, index) =>
        postReview(cookie, body(targets[index]!, { rating: [1, 2, 3, 4, 5, 5][index] })),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201))
    const rows = await t.db
      .select({
        id: products.id,
        averageRating: products.averageRating,
        reviewCount: products.reviewCount,
      })
      .from(products)
      .where(eq(products.sellerId, seller.id))
    expect(rows.find((row) => row.id === product.id)).toMatchObject({
      averageRating: '2.00',
      reviewCount: 3,
    })
    expect(rows.find((row) => row.id === other.id)).toMatchObject({
      averageRating: '4.67',
      reviewCount: 3,
    })
    const [store] = await t.db
      .select({ rating: sellers.rating, totalReviews: sellers.totalReviews })
      .from(sellers)
      .where(eq(sellers.id, seller.id))
    // 20 / 6 = 3.333… → 3.33
    expect(store).toEqual({ rating: '3.33', totalReviews: 6 })
  })
})

describe('GET /api/detailed-reviews', () => {
  it('lists newest first and answers 404 for an unknown product and 400 for a bad id', async () => {
    const { product } = await createListedProduct(t.db)
    const first = await signedIn()
    const second = await signedIn()
    const a = (await postReview(first.cookie, body(product.id, { title: 'First' }))).json<Review>()
    const b = (
      await postReview(second.cookie, body(product.id, { title: 'Second' }))
    ).json<Review>()
    expect((await listFor(product.id)).map((review) => review.id)).toEqual([b.id, a.id])

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/detailed-reviews?targetType=product&targetId=00000000-0000-4000-8000-000000000000',
    })
    expect(missing.statusCode).toBe(404)
    const bad = await t.app.inject({ method: 'GET', url: '/api/detailed-reviews?targetId=nope' })
    expect(bad.statusCode).toBe(400)
  })
  it("shows an unlisted product's reviews to its seller only", async () => {
    const { product, sellerUser } = await createListedProduct(t.db)
    const { cookie } = await signedIn()
    expect((await postReview(cookie, body(product.id))).statusCode).toBe(201)
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id))
    const url = `/api/detailed-reviews?targetType=product&targetId=${product.id}`
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404)
    const own = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: await t.cookieFor(sellerUser.id) },
    })
    expect(own.statusCode).toBe(200)
    expect(own.json<Review[]>()).toHaveLength(1)
  })
})

describe('POST /api/review-helpfulness', () => {
  async function vote(cookie: string | undefined, reviewId: string, isHelpful: boolean) {
    return t.app.inject({
      method: 'POST',
      url: '/api/review-helpfulness',
      headers: cookie ? { cookie } : {},
      payload: { reviewId, isHelpful },
    })
  }

  it('counts one vote per user, lets a second vote change it, and shows the viewer their vote', async () => {
    const { product } = await createListedProduct(t.db)
    const author = await signedIn()
    const voter = await signedIn()
    const another = await signedIn()
    const review = (await postReview(author.cookie, body(product.id))).json<Review>()

    const first = await vote(voter.cookie, review.id, true)
    expect(first.statusCode).toBe(200)
    expect(first.json<HelpfulnessResult>()).toEqual({
      reviewId: review.id,
      isHelpful: true,
      helpfulCount: 1,
    })
    expect((await vote(voter.cookie, review.id, true)).json<HelpfulnessResult>().helpfulCount).toBe(
      1,
    )
    expect(
      (await vote(another.cookie, review.id, true)).json<HelpfulnessResult>().helpfulCount,
    ).toBe(2)

    const changed = await vote(voter.cookie, review.id, false)
    expect(changed.json<HelpfulnessResult>()).toMatchObject({ isHelpful: false, helpfulCount: 1 })

    const [seenByVoter] = await listFor(product.id, voter.cookie)
    expect(seenByVoter).toMatchObject({ helpfulCount: 1, myVote: false })
    const [seenByAnother] = await listFor(product.id, another.cookie)
    expect(seenByAnother?.myVote).toBe(true)
    const [seenByVisitor] = await listFor(product.id)
    expect(seenByVisitor?.myVote).toBeNull()
  })

  it('adds a vote to the votes already there: N earlier helpful votes and one more show N + 1', async () => {
    const { product } = await createListedProduct(t.db)
    const author = await signedIn()
    const review = (await postReview(author.cookie, body(product.id))).json<Review>()
    const earlier = 3
    for (let index = 0; index < earlier; index++) {
      expect((await vote((await signedIn()).cookie, review.id, true)).statusCode).toBe(200)
    }
    // A "not helpful" vote is recorded but does not count as helpful.
    await vote((await signedIn()).cookie, review.id, false)
    const [before] = await listFor(product.id)
    expect(before?.helpfulCount).toBe(earlier)

    const mine = await vote((await signedIn()).cookie, review.id, true)
    expect(mine.json<HelpfulnessResult>().helpfulCount).toBe(earlier + 1)
    const [after] = await listFor(product.id)
    expect(after?.helpfulCount).toBe(earlier + 1)
  })

  it('forbids voting on your own review, needs a session, and 404s an unknown review', async () => {
    const { product } = await createListedProduct(t.db)
    const author = await signedIn()
    const review = (await postReview(author.cookie, body(product.id))).json<Review>()
    const own = await vote(author.cookie, review.id, true)
    expect(own.statusCode).toBe(403)
    expect(own.json()).toMatchObject({ code: 'FORBIDDEN' })
    expect((await vote(undefined, review.id, true)).statusCode).toBe(401)
    expect(
      (await vote(author.cookie, '00000000-0000-4000-8000-000000000000', true)).statusCode,
    ).toBe(404)
    const [row] = await listFor(product.id)
    expect(row?.helpfulCount).toBe(0)
  })
})
