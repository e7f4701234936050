import { eq, fillPlaceholders, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  Category,
  ProductDetail,
  ProductListItem,
  ProductPage,
} from '#shared/contracts/catalog.ts'
import type { ProductSort } from '#shared/constants.ts'
import { products } from '#server/db/schema/catalog.ts'
import { users } from '#server/db/schema/users.ts'
import {
  createCategory,
  createProduct,
  createProductImage,
} from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { listQueryFor } from './catalog.queries.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

async function getPage(query: Record<string, string | number | boolean | undefined>) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value))
  }
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${params}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ProductPage>()
}

/** Follows nextCursor to the end, returning every item in order. */
async function allPages(query: Record<string, string | number | boolean | undefined>) {
  const items: ProductListItem[] = []
  let cursor: string | undefined
  let pages = 0
  do {
    const page = await getPage({ ...query, cursor })
    items.push(...page.items)
    cursor = page.nextCursor ?? undefined
    pages++
    expect(pages).toBeLessThan(50)
  } while (cursor)
  return { items, pages }
}

/** A seller and a category of its own, so each test's filters see only its own products. */
async function shop() {
  const { user, seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  return { user, seller, category }
}

describe('GET /api/products', () => {
  it('lists only listed products, with the contract fields and no extras', async () => {
    const { seller, category } = await shop()
    const listed = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      name: 'Jebena clay coffee pot',
      price: '450.00',
      discountPrice: '399.50',
      internationalShippingFee: '25.00',
      shipsInternationally: true,
      averageRating: '4.50',
      reviewCount: 12,
    })
    await createProduct(t.db, { sellerId: seller.id, categoryId: category.id, isActive: false })
    await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      reviewStatus: 'pending',
    })
    await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      reviewStatus: 'rejected',
    })

    const page = await getPage({ categoryId: category.id })
    expect(page.items.map((item) => item.id)).toEqual([listed.id])
    expect(page.total).toBe(1)
    expect(page.nextCursor).toBeNull()
    const [item] = page.items
    expect(item).toEqual({
      id: listed.id,
      name: 'Jebena clay coffee pot',
      description: 'Hand-made in Ethiopia',
      imageUrl: null,
      price: '450.00',
      discountPrice: '399.50',
      priceMax: null,
      currency: 'ETB',
      stock: 10,
      isFeatured: false,
      shipsInternationally: true,
      internationalShippingFee: '25.00',
      averageRating: 4.5,
      reviewCount: 12,
      category: {
        id: category.id,
        name: category.name,
        nameAm: category.nameAm,
        nameOm: category.nameOm,
        nameTi: category.nameTi,
        slug: category.slug,
      },
      seller: { id: seller.id, storeName: seller.storeName, verified: true, awayUntil: null },
      createdAt: listed.createdAt.toISOString(),
    })
  })

  it('hides products of suspended or deactivated sellers', async () => {
    const category = await createCategory(t.db)
    const suspended = await createSellerUser(t.db)
    const inactive = await createSellerUser(t.db)
    const active = await createSellerUser(t.db)
    await createProduct(t.db, { sellerId: suspended.seller.id, categoryId: category.id })
    await createProduct(t.db, { sellerId: inactive.seller.id, categoryId: category.id })
    const visible = await createProduct(t.db, {
      sellerId: active.seller.id,
      categoryId: category.id,
    })
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id))
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id))

    const page = await getPage({ categoryId: category.id })
    expect(page.items.map((item) => item.id)).toEqual([visible.id])
    expect(page.total).toBe(1)
  })

  it('filters by seller, category slug and featured', async () => {
    const a = await shop()
    const b = await shop()
    const featured = await createProduct(t.db, {
      sellerId: a.seller.id,
      categoryId: a.category.id,
      isFeatured: true,
    })
    const plain = await createProduct(t.db, { sellerId: a.seller.id, categoryId: b.category.id })
    const other = await createProduct(t.db, {
      sellerId: b.seller.id,
      categoryId: b.category.id,
      isFeatured: true,
    })

    const bySeller = await getPage({ sellerId: a.seller.id })
    expect(bySeller.items.map((item) => item.id).sort()).toEqual([featured.id, plain.id].sort())
    expect(bySeller.total).toBe(2)

    const bySlug = await getPage({ category: b.category.slug })
    expect(bySlug.items.map((item) => item.id).sort()).toEqual([plain.id, other.id].sort())

    const featuredOfSeller = await getPage({ sellerId: a.seller.id, featured: true })
    expect(featuredOfSeller.items.map((item) => item.id)).toEqual([featured.id])
    expect(featuredOfSeller.total).toBe(1)

    const notFeatured = await getPage({ sellerId: a.seller.id, featured: 'false' })
    expect(notFeatured.items.map((item) => item.id)).toEqual([plain.id])

    const featuredEverywhere = await getPage({ featured: '1', limit: 100 })
    const ids = featuredEverywhere.items.map((item) => item.id)
    expect(ids).toEqual(expect.arrayContaining([featured.id, other.id]))
    expect(ids).not.toContain(plain.id)
    expect(featuredEverywhere.items.every((item) => item.isFeatured)).toBe(true)

    const unknownSlug = await getPage({ category: 'no-such-category' })
    expect(unknownSlug).toEqual({ items: [], nextCursor: null, total: 0 })
  })

  it('searches name and description case-insensitively, treating % and _ literally', async () => {
    const { seller, category } = await shop()
    const token = `zq${Date.now().toString(36)}`
    const byName = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      name: `Yirgacheffe ${token.toUpperCase()} beans`,
    })
    const byDescription = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      name: 'Berbere',
      description: `Spice blend, ${token} recipe`,
    })
    const percent = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      name: `${token} 100% cotton netela`,
    })
    const underscore = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      name: `${token} a_b scarf`,
    })
    const amharic = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      name: `ቡና ${token}`,
    })

    const found = await getPage({ search: token, categoryId: category.id })
    expect(found.items.map((item) => item.id).sort()).toEqual(
      [byName.id, byDescription.id, percent.id, underscore.id, amharic.id].sort(),
    )
    expect(found.total).toBe(5)

    expect(
      (await getPage({ search: '100%', categoryId: category.id })).items.map((i) => i.id),
    ).toEqual([percent.id])
    expect((await getPage({ search: `${token} 1%`, categoryId: category.id })).items).toEqual([])
    expect(
      (await getPage({ search: 'a_b', categoryId: category.id })).items.map((i) => i.id),
    ).toEqual([underscore.id])
    expect((await getPage({ search: 'a_c', categoryId: category.id })).items).toEqual([])
    expect(
      (await getPage({ search: 'ቡና', categoryId: category.id })).items.map((i) => i.id),
    ).toEqual([amharic.id])
  })

  describe('keyset paging', () => {
    let categoryId: string
    let expected: Record<ProductSort, string[]>

    beforeAll(async () => {
      const { seller, category } = await shop()
      categoryId = category.id
      // Several rows share a sort key (one insert = one now(); equal prices; equal ratings) and
      // three differ by microseconds only, so paging must rely on the id tie-break and exact keys.
      const specs = [
        { price: '100.00', discountPrice: null, averageRating: '4.50', reviewCount: 10 },
        { price: '100.00', discountPrice: null, averageRating: '4.50', reviewCount: 10 },
        { price: '150.00', discountPrice: '100.00', averageRating: '4.50', reviewCount: 3 },
        { price: '80.00', discountPrice: null, averageRating: '5.00', reviewCount: 1 },
        { price: '80.00', discountPrice: '79.99', averageRating: '0.00', reviewCount: 0 },
        { price: '1000.00', discountPrice: null, averageRating: '0.00', reviewCount: 0 },
        { price: '250.50', discountPrice: '99.99', averageRating: '3.20', reviewCount: 7 },
      ]
      const sameInstant = await t.db
        .insert(products)
        .values(
          specs.map((spec, index) => ({
            sellerId: seller.id,
            categoryId: category.id,
            name: `Paged ${index}`,
            ...spec,
          })),
        )
        .returning()
      const microseconds = []
      for (const [index, micros] of ['000100', '000200', '000300'].entries()) {
        microseconds.push(
          await createProduct(t.db, {
            sellerId: seller.id,
            categoryId: category.id,
            name: `Micro ${index}`,
            price: '100.00',
            averageRating: '4.50',
            reviewCount: 10,
            createdAt: sql`${`2024-03-01T12:00:00.${micros}Z`}::timestamptz`,
          }),
        )
      }
      // Not listed: must never appear on any page.
      await createProduct(t.db, { sellerId: seller.id, categoryId: category.id, isActive: false })

      const rows = await t.db
        .select({
          id: products.id,
          createdAt: sql<string>`to_char(${products.createdAt}, 'YYYYMMDDHH24MISSUS')`,
          price: sql<string>`coalesce(${products.discountPrice}, ${products.price})`,
          averageRating: products.averageRating,
          reviewCount: products.reviewCount,
        })
        .from(products)
        .where(
          inArray(
            products.id,
            [...sameInstant, ...microseconds].map((row) => row.id),
          ),
        )
      const byId = (a: { id: string }, b: { id: string }) =>
        a.id < b.id ? -1 : a.id > b.id ? 1 : 0
      const numeric = (text: string) => Math.round(Number(text) * 100)
      expected = {
        newest: [...rows]
          .sort((a, b) =>
            a.createdAt === b.createdAt ? -byId(a, b) : a.createdAt < b.createdAt ? 1 : -1,
          )
          .map((row) => row.id),
        'price-low': [...rows]
          .sort((a, b) => numeric(a.price) - numeric(b.price) || byId(a, b))
          .map((row) => row.id),
        'price-high': [...rows]
          .sort((a, b) => numeric(b.price) - numeric(a.price) || -byId(a, b))
          .map((row) => row.id),
        rating: [...rows]
          .sort(
            (a, b) =>
              numeric(b.averageRating) - numeric(a.averageRating) ||
              b.reviewCount - a.reviewCount ||
              -byId(a, b),
          )
          .map((row) => row.id),
      }
      expect(rows).toHaveLength(10)
    })

    it.each(['newest', 'price-low', 'price-high', 'rating'] as const)(
      'walks %s order page by page without duplicates or gaps',
      async (sort) => {
        for (const limit of [1, 3, 4]) {
          const { items, pages } = await allPages({ categoryId, sort, limit })
          expect(items.map((item) => item.id)).toEqual(expected[sort])
          expect(pages).toBe(Math.ceil(10 / limit))
        }
        const single = await getPage({ categoryId, sort, limit: 100 })
        expect(single.items.map((item) => item.id)).toEqual(expected[sort])
        expect(single.nextCursor).toBeNull()
        expect(single.total).toBe(10)
      },
    )

    it('defaults to newest first and a page of 20', async () => {
      const page = await getPage({ categoryId })
      expect(page.items.map((item) => item.id)).toEqual(expected.newest)
    })

    it('keeps total for ~30 s per filter combination, while the pages stay live', async () => {
      const first = await getPage({ categoryId, limit: 1 })
      const [row] = await t.db
        .select({ sellerId: products.sellerId })
        .from(products)
        .where(eq(products.id, expected.newest[0]!))
      const added = await createProduct(t.db, { sellerId: row!.sellerId, categoryId })
      const again = await getPage({ categoryId, limit: 1 })
      expect(again.items[0]!.id).toBe(added.id)
      expect(again.total).toBe(first.total)
      await t.db.delete(products).where(eq(products.id, added.id))
    })

    it('refuses a forged cursor or one made for another sort with a validation error', async () => {
      const page = await getPage({ categoryId, sort: 'newest', limit: 1 })
      const forged = Buffer.from(
        JSON.stringify(['newest', "2024'; drop table products; --", page.items[0]!.id]),
      ).toString('base64url')
      for (const [sort, cursor] of [
        ['newest', 'not-base64-json'],
        ['newest', forged],
        ['price-low', page.nextCursor!],
        ['rating', Buffer.from('["rating","4.5","ten","x"]').toString('base64url')],
      ] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/products?categoryId=${categoryId}&sort=${sort}&cursor=${encodeURIComponent(cursor)}`,
        })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: expect.any(String),
          details: { fields: { cursor: expect.any(String) } },
        })
      }
    })
  })

  it('answers bad query values with the one validation error shape', async () => {
    for (const url of [
      '/api/products?categoryId=not-a-uuid',
      '/api/products?sellerId=123',
      '/api/products?limit=101',
      '/api/products?limit=0',
      '/api/products?sort=cheapest',
      '/api/products?featured=maybe',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en' },
      })
      expect(response.statusCode, url).toBe(400)
      const body = response.json()
      expect(body).toMatchObject({
        message: 'Some fields are not valid',
        code: 'VALIDATION_ERROR',
        details: { fields: expect.any(Object) },
      })
      expect(Object.keys(body.details.fields)).toHaveLength(1)
    }
  })
})

describe('GET /api/products: the next page of a sort most products tie on', () => {
  type PlanNode = {
    'Node Type': string
    'Relation Name'?: string
    'Plan Rows': number
    'Actual Rows': number
    Plans?: PlanNode[]
  }
  const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

  it('plans the page after a cursor for the rows it really has after it', async () => {
    const { seller } = await createSellerUser(t.db)
    const category = await createCategory(t.db)
    // Unrated, as most products are: every one's rating is 0.00, the lowest there is.
    await t.db.insert(products).values(
      Array.from({ length: 3_000 }, (_, i) => ({
        sellerId: seller.id,
        categoryId: category.id,
        name: `Unrated ${i}`,
        price: '50.00',
        stock: 1,
      })),
    )
    await t.db.execute(sql`analyze products`)
    const first = await getPage({ categoryId: category.id, sort: 'rating', limit: 20 })
    const last = first.items.at(-1)!
    expect(last.averageRating).toBe(0)

    // The statement the second page runs, planned for its own values, as PostgreSQL plans a
    // named statement's first runs.
    const query = listQueryFor(t.db, {
      sort: 'rating',
      categoryId: true,
      categorySlug: false,
      sellerId: false,
      featured: undefined,
      search: false,
      after: true,
    }).toSQL()
    const params = fillPlaceholders(query.params, {
      categoryId: category.id,
      afterKey: '0.00',
      afterCount: 0,
      afterId: last.id,
      limit: 21,
    })
    const client = (t.db as unknown as { $client: unknown }).$client as {
      query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
    }
    const { rows } = await client.query(`explain (analyze, format json) ${query.sql}`, params)
    const plan = rows[0]!['QUERY PLAN']
    const root = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode
    // The products the planner expects after the cursor: every one (all tie on 0.00), not a
    // handful. Misjudged, at a million products it read and sorted them all for each page.
    const scans = nodesOf(root).filter((node) => node['Relation Name'] === 'products')
    expect(scans).toHaveLength(1)
    const [scan] = scans
    expect(scan!['Actual Rows']).toBeGreaterThan(20)
    expect(scan!['Plan Rows']).toBeGreaterThan(scan!['Actual Rows'] / 10)

    // And the pages still run in order without a gap or a repeat.
    const second = await getPage({
      categoryId: category.id,
      sort: 'rating',
      limit: 20,
      cursor: first.nextCursor!,
    })
    const ids = [...first.items, ...second.items].map((item) => item.id)
    expect(new Set(ids).size).toBe(40)
    const expected = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, category.id))
      .orderBy(sql`${products.id} desc`)
      .limit(40)
    expect(ids).toEqual(expected.map((row) => row.id))
  })
})

describe('GET /api/products/:id', () => {
  it('returns the product with category, seller summary, images (primary first) and tags', async () => {
    const { seller, category, user } = await shop()
    await t.db.update(users).set({ city: 'Bahir Dar' }).where(eq(users.id, user.id))
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      name: 'Habesha kemis',
      tags: ['dress', 'traditional'],
      originCity: 'Gondar',
      authenticityNote: 'Hand-woven',
      isFeatured: true,
      averageRating: '3.75',
    })
    const second = await createProductImage(t.db, { productId: product.id, displayOrder: 2 })
    const first = await createProductImage(t.db, { productId: product.id, displayOrder: 1 })
    const primary = await createProductImage(t.db, {
      productId: product.id,
      isPrimary: true,
      displayOrder: 9,
    })

    const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    expect(response.statusCode).toBe(200)
    const detail = response.json<ProductDetail>()
    expect(detail).toMatchObject({
      id: product.id,
      name: 'Habesha kemis',
      price: '100.00',
      discountPrice: null,
      averageRating: 3.75,
      isFeatured: true,
      originCountry: 'Ethiopia',
      originCity: 'Gondar',
      estimatedDeliveryDays: 7,
      isEthiopianMade: true,
      authenticityNote: 'Hand-woven',
      tags: ['dress', 'traditional'],
      createdAt: product.createdAt.toISOString(),
      category: {
        id: category.id,
        name: category.name,
        nameAm: category.nameAm,
        nameOm: category.nameOm,
        nameTi: category.nameTi,
        slug: category.slug,
      },
      seller: {
        id: seller.id,
        storeName: seller.storeName,
        verified: true,
        description: null,
        rating: '0.00',
        totalReviews: 0,
        city: 'Bahir Dar',
        awayUntil: null,
        awayMessage: null,
      },
    })
    expect(detail.images).toEqual([
      { id: primary.id, imageUrl: primary.imageUrl, isPrimary: true },
      { id: first.id, imageUrl: first.imageUrl, isPrimary: false },
      { id: second.id, imageUrl: second.imageUrl, isPrimary: false },
    ])
    expect(response.body).not.toMatch(/@example\.test|password|email/i)
  })

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or unlisted product', async () => {
    const { seller, category, user } = await shop()
    const hidden = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      reviewStatus: 'pending',
    })
    const suspended = await createSellerUser(t.db)
    const ofSuspended = await createProduct(t.db, {
      sellerId: suspended.seller.id,
      categoryId: category.id,
    })
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id))
    const stranger = await createUser(t.db)

    for (const [id, cookie] of [
      ['00000000-0000-4000-8000-000000000000', undefined],
      [hidden.id, undefined],
      [hidden.id, await t.cookieFor(stranger.id)],
      [ofSuspended.id, await t.cookieFor(user.id)],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products/${id}`,
        headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: 'Product not found', code: 'PRODUCT_NOT_FOUND' })
    }
  })

  it('shows an unlisted product to its own seller and to admins', async () => {
    const { seller, category, user } = await shop()
    const hidden = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      isActive: false,
    })
    const admin = await createUser(t.db, { role: 'admin' })
    for (const userId of [user.id, admin.id]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products/${hidden.id}`,
        headers: { cookie: await t.cookieFor(userId) },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json<ProductDetail>().id).toBe(hidden.id)
    }
  })

  it('answers an invalid id with 400 VALIDATION_ERROR naming the field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/products/not-a-uuid',
      headers: { 'accept-language': 'en' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      message: 'Some fields are not valid',
      code: 'VALIDATION_ERROR',
      details: { fields: { id: 'Invalid value' } },
    })
  })
})

describe('GET /api/categories', () => {
  it('orders by display order then name and counts listed products only', async () => {
    const seller = await createSellerUser(t.db)
    const suspended = await createSellerUser(t.db)
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id))
    const tag = Date.now().toString(36)
    const later = await createCategory(t.db, { name: `A ${tag}`, displayOrder: 20 })
    const zebra = await createCategory(t.db, { name: `Z ${tag}`, displayOrder: 10 })
    const apple = await createCategory(t.db, { name: `B ${tag}`, displayOrder: 10 })
    await createProduct(t.db, { sellerId: seller.seller.id, categoryId: zebra.id })
    await createProduct(t.db, { sellerId: seller.seller.id, categoryId: zebra.id })
    await createProduct(t.db, { sellerId: seller.seller.id, categoryId: zebra.id, isActive: false })
    await createProduct(t.db, {
      sellerId: seller.seller.id,
      categoryId: apple.id,
      reviewStatus: 'pending',
    })
    await createProduct(t.db, { sellerId: suspended.seller.id, categoryId: apple.id })

    const response = await t.app.inject({ method: 'GET', url: '/api/categories' })
    expect(response.statusCode).toBe(200)
    const mine = response.json<Category[]>().filter((category) => category.name.endsWith(tag))
    expect(mine).toEqual([
      {
        id: apple.id,
        name: apple.name,
        nameAm: apple.nameAm,
        nameOm: apple.nameOm,
        nameTi: apple.nameTi,
        slug: apple.slug,
        description: null,
        imageUrl: null,
        productCount: 0,
      },
      {
        id: zebra.id,
        name: zebra.name,
        nameAm: zebra.nameAm,
        nameOm: zebra.nameOm,
        nameTi: zebra.nameTi,
        slug: zebra.slug,
        description: null,
        imageUrl: null,
        productCount: 2,
      },
      {
        id: later.id,
        name: later.name,
        nameAm: later.nameAm,
        nameOm: later.nameOm,
        nameTi: later.nameTi,
        slug: later.slug,
        description: null,
        imageUrl: null,
        productCount: 0,
      },
    ])
  })
})
