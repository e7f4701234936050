import { randomBytes } from 'node:crypto'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/database.ts'
import { advertisements } from '#server/db/schema/advertising.ts'
import { categories, productImages, products } from '#server/db/schema/catalog.ts'
import { coupons } from '#server/db/schema/coupons.ts'
import { globalServices } from '#server/db/schema/services.ts'

const unique = () => randomBytes(5).toString('hex')
const DAY_MS = 24 * 60 * 60 * 1000
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS)

export async function createCategory(
  db: Executor,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const suffix = unique()
  const [category] = await db
    .insert(categories)
    .values({
      name: `Category ${suffix}`,
      nameAm: `ምድብ ${suffix}`,
      slug: `category-${suffix}`,
      ...overrides,
    })
    .returning()
  return category!
}

/** A listed product (active, approved) unless the overrides say otherwise. Values may be SQL. */
export async function createProduct(
  db: Executor,
  values: { sellerId: string; categoryId: string } & Partial<PgInsertValue<typeof products>>,
) {
  const [product] = await db
    .insert(products)
    .values({
      name: `Product ${unique()}`,
      description: 'Hand-made in Ethiopia',
      price: '100.00',
      stock: 10,
      ...values,
    })
    .returning()
  return product!
}

export async function createProductImage(
  db: Executor,
  values: { productId: string } & Partial<typeof productImages.$inferInsert>,
) {
  const [image] = await db
    .insert(productImages)
    .values({ imageUrl: `/media/${unique()}.jpg`, ...values })
    .returning()
  return image!
}

/** A running banner ad (active, started yesterday, ends in a month) unless overridden. */
export async function createAd(
  db: Executor,
  overrides: Partial<typeof advertisements.$inferInsert> = {},
) {
  const [ad] = await db
    .insert(advertisements)
    .values({
      businessName: `Business ${unique()}`,
      title: 'Ethiopian coffee, fresh roasted',
      websiteUrl: 'https://example.test/coffee',
      adType: 'banner',
      budget: '1000.00',
      startDate: daysFromNow(-1),
      endDate: daysFromNow(30),
      ...overrides,
    })
    .returning()
  return ad!
}

/** An active coupon that started yesterday and has no end date unless overridden. */
export async function createCoupon(
  db: Executor,
  overrides: Partial<typeof coupons.$inferInsert> = {},
) {
  const [coupon] = await db
    .insert(coupons)
    .values({
      businessName: `Business ${unique()}`,
      title: '10% off',
      discountType: 'percentage',
      discountValue: '10.00',
      couponCode: `CODE${unique().toUpperCase()}`,
      startDate: daysFromNow(-1),
      ...overrides,
    })
    .returning()
  return coupon!
}

export async function createService(
  db: Executor,
  overrides: Partial<typeof globalServices.$inferInsert> = {},
) {
  const [service] = await db
    .insert(globalServices)
    .values({
      businessName: `Service ${unique()}`,
      serviceType: 'restaurant',
      serviceAreas: ['Washington DC'],
      languagesSupported: ['am', 'en'],
      ...overrides,
    })
    .returning()
  return service!
}
