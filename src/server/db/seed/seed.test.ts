import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { couriers } from '#server/db/schema/delivery.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import {
  GENERATED_IMAGE_NAME_MAX,
  GENERATED_IMAGE_NAME_PATTERN,
} from '#server/modules/media/generated-image.ts'
import { openTestDatabase } from '#test/helpers/test-database.ts'
import { DEMO_PRODUCT_COUNT, buildDemoData } from './demo-data.ts'
import { DEMO_EMAILS } from './people-data.ts'
import { isDemoSeeded, seedDemo } from './seed.ts'

const now = new Date('2026-11-21T09:00:00Z')
const data = buildDemoData({ now, passwordHash: 'hash' })
const money = /^\d+\.\d{2}$/

describe('buildDemoData', () => {
  it('is reproducible', () => {
    expect(buildDemoData({ now, passwordHash: 'hash' })).toEqual(data)
  })

  it('has the catalogue the demo promises', () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(12)
    expect(data.sellers).toHaveLength(15)
    expect(data.products).toHaveLength(DEMO_PRODUCT_COUNT)
    expect(data.detailedReviews.length).toBeGreaterThan(200)
    expect(new Set(data.products.map((product) => product.categoryId)).size).toBe(
      data.categories.length,
    )
  })

  it('writes money as decimal strings, sale prices below prices', () => {
    for (const product of data.products) {
      expect(product.price).toMatch(money)
      if (product.discountPrice != null) {
        expect(product.discountPrice).toMatch(money)
        expect(Number(product.discountPrice)).toBeLessThan(Number(product.price))
      }
      expect(product.shipsInternationally).toBe(product.internationalShippingFee != null)
    }
  })

  it('keeps product ratings consistent with the reviews', () => {
    for (const product of data.products) {
      const ratings = data.detailedReviews
        .filter((review) => review.targetId === product.id)
        .map((review) => review.rating)
      expect(product.reviewCount).toBe(ratings.length)
      const mean = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0
      expect(product.averageRating).toBe(mean.toFixed(2))
    }
    const pairs = data.detailedReviews.map((review) => `${review.userId}|${review.targetId}`)
    expect(new Set(pairs).size).toBe(pairs.length)
  })

  it('gives every product exactly one primary image with a valid generated-image name', () => {
    for (const product of data.products) {
      const images = data.productImages.filter((image) => image.productId === product.id)
      expect(images.filter((image) => image.isPrimary)).toHaveLength(1)
      expect(images.find((image) => image.isPrimary)?.imageUrl).toBe(product.imageUrl)
    }
    const urls = [
      ...data.productImages.map((image) => image.imageUrl),
      ...data.categories.map((category) => category.imageUrl as string),
      ...data.advertisements.map((ad) => ad.imageUrl as string),
    ]
    for (const url of urls) {
      const match = /^\/media\/generated\/(product|category|seller|ad|service)\/(.+)\.svg$/.exec(
        url,
      )
      expect(match, url).not.toBeNull()
      const name = match?.[2] ?? ''
      expect(name.length).toBeLessThanOrEqual(GENERATED_IMAGE_NAME_MAX)
      expect(name).toMatch(GENERATED_IMAGE_NAME_PATTERN)
    }
  })

  it('has unique lower-case accounts and the four demo roles', () => {
    const emails = data.users.map((user) => user.email)
    expect(new Set(emails).size).toBe(emails.length)
    expect(new Set(data.users.map((user) => user.username)).size).toBe(data.users.length)
    for (const email of emails) expect(email).toBe(email.toLowerCase())
    const byEmail = (email: string) => data.users.find((user) => user.email === email)
    expect(byEmail(DEMO_EMAILS.admin)?.role).toBe('admin')
    const seller = byEmail(DEMO_EMAILS.seller)
    expect(seller?.isSeller).toBe(true)
    expect(data.sellers.some((store) => store.userId === seller?.id)).toBe(true)
    const courier = byEmail(DEMO_EMAILS.courier)
    expect(data.couriers.filter((row) => row.userId === courier?.id)).toHaveLength(1)
  })

  it('charges each store the commission of its tier', () => {
    const rates = new Map(data.commissionTiers.map((tier) => [tier.id, tier.commissionRate]))
    for (const seller of data.sellers) {
      expect(seller.currentCommissionRate).toBe(rates.get(seller.currentTierId as string))
    }
    const tierNames = data.sellers.map(
      (seller) => data.commissionTiers.find((tier) => tier.id === seller.currentTierId)?.name,
    )
    expect(tierNames).toContain('silver')
    expect(tierNames).toContain('gold')
  })

  it('links sponsored products to seeded products of the advertiser', () => {
    const sponsored = data.advertisements.filter((ad) => ad.adType === 'sponsored_product')
    expect(sponsored).toHaveLength(4)
    for (const ad of sponsored) {
      const id = ad.websiteUrl?.replace('/products/', '')
      const product = data.products.find((candidate) => candidate.id === id)
      const advertiser = data.users.find((user) => user.id === ad.createdBy)
      const store = data.sellers.find((seller) => seller.userId === advertiser?.id)
      expect(product?.sellerId).toBe(store?.id)
      expect(product?.isActive).toBe(true)
    }
  })

  it('uses unique coupon codes in the form generator format', () => {
    const codes = data.coupons.map((coupon) => coupon.couponCode)
    expect(new Set(codes).size).toBe(codes.length)
    for (const coupon of data.coupons) {
      const prefix = coupon.discountType === 'percentage' ? 'SAVE' : 'GET'
      expect(coupon.couponCode).toMatch(new RegExp(`^${prefix}[A-Z0-9]{6}$`))
    }
  })

  it('quotes both directions of every exchange-rate pair', () => {
    const pairs = new Set(
      data.exchangeRates.map((rate) => `${rate.fromCurrency}>${rate.toCurrency}`),
    )
    for (const rate of data.exchangeRates) {
      expect(pairs.has(`${rate.toCurrency}>${rate.fromCurrency}`)).toBe(true)
      expect(Number(rate.rate)).toBeGreaterThan(0)
    }
  })
})

describe('seedDemo', () => {
  let database: DatabaseHandle

  beforeAll(async () => {
    database = await openTestDatabase()
  })

  afterAll(async () => {
    await database.close()
  })

  it('seeds once and is a quick no-op afterwards', async () => {
    expect(await isDemoSeeded(database.db)).toBe(false)
    await seedDemo(database.db)
    expect(await isDemoSeeded(database.db)).toBe(true)

    const started = performance.now()
    await seedDemo(database.db)
    expect(performance.now() - started).toBeLessThan(100)

    const [productCount] = await database.db.select({ n: count() }).from(products)
    const [sellerCount] = await database.db.select({ n: count() }).from(sellers)
    expect(productCount?.n).toBe(DEMO_PRODUCT_COUNT)
    expect(sellerCount?.n).toBe(15)

    const [courierUser] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_EMAILS.courier))
    const linked = await database.db
      .select({ id: couriers.id })
      .from(couriers)
      .where(eq(couriers.userId, courierUser?.id ?? ''))
    expect(linked).toHaveLength(1)
  })
})
