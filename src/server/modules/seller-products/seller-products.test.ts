import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductPage } from '#shared/contracts/catalog.ts'
import type { SellerInventory, SellerProduct } from '#shared/contracts/seller-products.ts'
import { categories, productImages, products } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { commissionTiers, userTrials } from '#server/db/schema/sellers.ts'
import { adminAuditLog, notifications } from '#server/db/schema/system.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { startTrial, uploadDataDir, uploadImage } from '#test/helpers/upload-fixtures.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp
let data: Awaited<ReturnType<typeof uploadDataDir>>
let categoryId: string

beforeAll(async () => {
  data = await uploadDataDir()
  t = await createTestApp({ DATA_DIR: data.dir })
  categoryId = (await createCategory(t.db)).id
})

afterAll(async () => {
  await t.close()
  await data.remove()
})

async function newSeller(tierAllowance?: number) {
  let currentTierId: string | undefined
  if (tierAllowance !== undefined) {
    const [tier] = await t.db
      .insert(commissionTiers)
      .values({
        name: `Tier ${tierAllowance}-${Math.random()}`,
        level: 100 + Math.floor(Math.random() * 1_000_000),
        commissionRate: '0.0800',
        featuredListingAllowance: tierAllowance,
      })
      .returning()
    currentTierId = tier!.id
  }
  const { user, seller } = await createSellerUser(t.db, currentTierId ? { currentTierId } : {})
  return { user, seller, cookie: await t.cookieFor(user.id) }
}

function send(
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
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

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'የሐበሻ ቀሚስ',
  categoryId,
  description: 'Hand-woven cotton dress',
  price: '1250.50',
  stock: 20,
  ...overrides,
})

async function create(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await send('POST', '/api/products', cookie, validBody(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return response.json<SellerProduct>()
}

describe('POST /api/products', () => {
  it('creates a pending listing for the session seller, ignoring a body sellerId', async () => {
    const me = await newSeller()
    const other = await newSeller()
    const photo = await uploadImage(t, me.cookie)
    const second = await uploadImage(t, me.cookie)
    const response = await send('POST', '/api/products', me.cookie, {
      ...validBody(),
      sellerId: other.seller.id,
      price: 1250.5,
      discountPrice: '999.99',
      tags: 'cotton, dress , ,habesha',
      seoTitle: 'Habesha dress',
      imageUrl: photo.url,
      images: [second.url],
      internationalShipping: true,
      internationalShippingFee: '300',
      authenticityNote: 'Woven in Dorze',
    })
    expect(response.statusCode, response.body).toBe(201)
    const product = response.json<SellerProduct>()
    expect(product).toMatchObject({
      price: '1250.50',
      discountPrice: '999.99',
      tags: ['cotton', 'dress', 'habesha'],
      reviewStatus: 'pending',
      shipsInternationally: true,
      originCountry: 'Ethiopia',
      imageUrl: photo.url,
    })
    expect(product.images.map((image) => [image.imageUrl, image.isPrimary])).toEqual([
      [photo.url, true],
      [second.url, false],
    ])
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(row!.sellerId).toBe(me.seller.id)
    expect(row!.searchDocument).not.toBeNull()
  })

  it('answers 401 to visitors and 403 to users who are not sellers', async () => {
    expect((await send('POST', '/api/products', undefined, validBody())).statusCode).toBe(401)
    const buyer = await createUser(t.db)
    const response = await send('POST', '/api/products', await t.cookieFor(buyer.id), validBody())
    expect(response.statusCode).toBe(403)
  })

  it('answers 400 with field messages for invalid input', async () => {
    const me = await newSeller()
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ categoryId: undefined }, 'categoryId'],
      [{ price: undefined }, 'price'],
      [{ price: '-1' }, 'price'],
      [{ price: '10.123' }, 'price'],
      [{ stock: -1 }, 'stock'],
      [{ stock: 1.5 }, 'stock'],
      [{ discountPrice: '2000' }, 'discountPrice'],
      [{ seoTitle: 'x'.repeat(121) }, 'seoTitle'],
      [{ imageUrl: 'https://elsewhere.example/x.jpg' }, 'images'],
      [{ images: ['/api/objects/3f0d8f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6'] }, 'images'],
      [{ categoryId: '3f0d8f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6' }, 'categoryId'],
    ]
    for (const [overrides, field] of cases) {
      const response = await send('POST', '/api/products', me.cookie, validBody(overrides))
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(Object.keys(response.json().details.fields)).toContain(field)
    }
    const required = await send('POST', '/api/products', me.cookie, validBody({ price: undefined }))
    expect(required.json().details.fields.price).toBe('ዋጋ ያስፈልጋል')
    expect(await t.db.select().from(products).where(eq(products.sellerId, me.seller.id))).toEqual(
      [],
    )
  })

  it('notifies the seller when stock is below 10', async () => {
    const me = await newSeller()
    await create(me.cookie, { stock: 3, name: 'Coffee pot' })
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, me.user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ type: 'low_stock', link: '/dashboard' })
    expect(rows[0]!.title).toContain('Coffee pot')
  })
})

describe('deactivated categories', () => {
  it('refuse new products, copies and category changes, but keep products already filed there', async () => {
    const me = await newSeller()
    const closed = await createCategory(t.db, { isActive: false })
    const english = { 'accept-language': 'en' }

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { cookie: me.cookie, ...english },
      payload: validBody({ categoryId: closed.id }),
    })
    expect(refused.statusCode, refused.body).toBe(400)
    expect(refused.json().code).toBe('CATEGORY_INACTIVE')
    expect(refused.json().details.fields.categoryId).toBe(
      'This category is closed to new listings; choose another category',
    )

    const product = await create(me.cookie)
    const moved = await send('PATCH', `/api/products/${product.id}`, me.cookie, {
      categoryId: closed.id,
    })
    expect(moved.statusCode, moved.body).toBe(400)
    expect(moved.json().code).toBe('CATEGORY_INACTIVE')
    expect(moved.json().details.fields.categoryId).toBe('ይህ ምድብ ለአዳዲስ ምርቶች ተዘግቷል፤ ሌላ ምድብ ይምረጡ')

    // A category closed after products were filed in it: those products stay valid and editable.
    const later = await createCategory(t.db)
    const filed = await create(me.cookie, { categoryId: later.id })
    await t.db.update(categories).set({ isActive: false }).where(eq(categories.id, later.id))
    const edited = await send('PATCH', `/api/products/${filed.id}`, me.cookie, {
      name: 'Still here',
      categoryId: later.id,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json<SellerProduct>()).toMatchObject({ name: 'Still here', categoryId: later.id })
    const copy = await send('POST', `/api/products/${filed.id}/duplicate`, me.cookie)
    expect(copy.statusCode, copy.body).toBe(400)
    expect(copy.json().code).toBe('CATEGORY_INACTIVE')

    const mine = await t.db.select().from(products).where(eq(products.sellerId, me.seller.id))
    expect(mine.map((row) => row.categoryId).sort()).toEqual([categoryId, later.id].sort())
  })
})

describe('trial limits', () => {
  it('refuses a 6th product with 403 and the upgrade link', async () => {
    const me = await newSeller()
    await startTrial(t.db, me.user.id)
    for (let i = 0; i < 5; i += 1) await create(me.cookie)
    const response = await send('POST', '/api/products', me.cookie, validBody())
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({
      code: 'TRIAL_LIMIT',
      details: { upgradeUrl: '/revenue-dashboard', limit: 5 },
    })
    expect(response.json().message).toContain('5')
    const inventory = (await send('GET', '/api/seller/products', me.cookie)).json<SellerInventory>()
    // The screens learn the limit before the seller fills the form.
    expect(inventory.limits).toEqual({
      source: 'trial',
      planName: null,
      planNameAmharic: null,
      planNameOm: null,
      planNameTi: null,
      maxProducts: 5,
      maxCategories: 3,
      productsUsed: 5,
      categoryIdsUsed: [categoryId],
      upgradeUrl: '/revenue-dashboard',
    })
    const [first] = inventory.products
    expect((await send('POST', `/api/products/${first!.id}/duplicate`, me.cookie)).statusCode).toBe(
      403,
    )
  })

  it('refuses a 4th category, on create and on a category change', async () => {
    const me = await newSeller()
    await startTrial(t.db, me.user.id)
    const cats = await Promise.all([1, 2, 3, 4].map(() => createCategory(t.db)))
    const [a, b, c, d] = cats.map((cat) => cat.id)
    await create(me.cookie, { categoryId: a })
    await create(me.cookie, { categoryId: b })
    const third = await create(me.cookie, { categoryId: c })
    const response = await send('POST', '/api/products', me.cookie, validBody({ categoryId: d }))
    expect(response.statusCode).toBe(403)
    expect(response.json().details.upgradeUrl).toBe('/revenue-dashboard')
    // Another product in a category already used is fine.
    await create(me.cookie, { categoryId: a })
    // Moving the only product of c to d keeps three categories.
    const moved = await send('PATCH', `/api/products/${third.id}`, me.cookie, { categoryId: d })
    expect(moved.statusCode, moved.body).toBe(200)
    const another = await create(me.cookie, { categoryId: a })
    const fourth = await send('PATCH', `/api/products/${another.id}`, me.cookie, { categoryId: c })
    expect(fourth.statusCode).toBe(403)
  })

  it('keeps the free limits after the trial has ended without a plan', async () => {
    const me = await newSeller()
    const { trial } = await startTrial(t.db, me.user.id)
    for (let i = 0; i < 5; i += 1) await create(me.cookie)
    await t.db
      .update(userTrials)
      .set({ status: 'expired', expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(userTrials.id, trial.id))
    const response = await send('POST', '/api/products', me.cookie, validBody())
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('TRIAL_LIMIT')
  })

  it('does not limit sellers who never had a trial (sellers from before trials)', async () => {
    const me = await newSeller()
    for (let i = 0; i < 6; i += 1) await create(me.cookie)
    const inventory = (await send('GET', '/api/seller/products', me.cookie)).json<SellerInventory>()
    expect(inventory.counts.total).toBe(6)
  })
})

describe('ownership', () => {
  it('answers 403 on every write to another seller’s product and changes nothing', async () => {
    const owner = await newSeller(5)
    const intruder = await newSeller(5)
    const product = await create(owner.cookie)
    const url = `/api/products/${product.id}`
    const attempts = [
      await send('PATCH', url, intruder.cookie, { name: 'Stolen' }),
      await send('DELETE', url, intruder.cookie),
      await send('POST', `${url}/duplicate`, intruder.cookie),
      await send('POST', '/api/products/bulk', intruder.cookie, {
        ids: [product.id],
        action: 'deactivate',
      }),
    ]
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403])
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(row).toMatchObject({ name: product.name, isActive: true })
    const visitor = await send('PATCH', url, undefined, { name: 'x' })
    expect(visitor.statusCode).toBe(401)
    const missing = await send(
      'PATCH',
      '/api/products/3f0d8f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      owner.cookie,
      { name: 'x' },
    )
    expect(missing.statusCode).toBe(404)
  })
})

describe('PATCH, DELETE and duplicate', () => {
  it('updates fields and photos, keeping photos it already has', async () => {
    const me = await newSeller()
    const first = await uploadImage(t, me.cookie)
    const product = await create(me.cookie, { imageUrl: first.url })
    const second = await uploadImage(t, me.cookie)
    const response = await send('PATCH', `/api/products/${product.id}`, me.cookie, {
      name: 'New name',
      price: '80',
      discountPrice: null,
      stock: 4,
      imageUrl: second.url,
      images: [first.url, second.url],
    })
    expect(response.statusCode, response.body).toBe(200)
    const updated = response.json<SellerProduct>()
    expect(updated).toMatchObject({
      name: 'New name',
      price: '80.00',
      stock: 4,
      imageUrl: second.url,
    })
    expect(updated.images.filter((image) => image.isPrimary).map((i) => i.imageUrl)).toEqual([
      second.url,
    ])
    const lowStock = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.user.id), eq(notifications.type, 'low_stock')))
    expect(lowStock).toHaveLength(1)
    const discount = await send('PATCH', `/api/products/${product.id}`, me.cookie, {
      discountPrice: '90',
    })
    expect(discount.statusCode).toBe(400)
  })

  it('deletes a product without orders, and refuses one with orders with 409', async () => {
    const me = await newSeller()
    const spare = await create(me.cookie)
    const deleted = await send('DELETE', `/api/products/${spare.id}`, me.cookie)
    expect(deleted.statusCode).toBe(204)
    expect(await t.db.select().from(products).where(eq(products.id, spare.id))).toEqual([])

    const sold = await create(me.cookie)
    const buyer = await createUser(t.db)
    await t.db.insert(orders).values({
      buyerId: buyer.id,
      sellerId: me.seller.id,
      productId: sold.id,
      productPrice: '1250.50',
      totalAmount: '1250.50',
      deliveryAddress: 'Bole, Addis Ababa',
    })
    const refused = await send('DELETE', `/api/products/${sold.id}`, me.cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('PRODUCT_HAS_ORDERS')
    const bulk = await send('POST', '/api/products/bulk', me.cookie, {
      ids: [sold.id],
      action: 'delete',
    })
    expect(bulk.statusCode).toBe(409)
    expect(await t.db.select().from(products).where(eq(products.id, sold.id))).toHaveLength(1)
  })

  it('duplicates with a copy suffix, its photos, inactive and pending', async () => {
    const me = await newSeller()
    const photo = await uploadImage(t, me.cookie)
    const source = await create(me.cookie, { imageUrl: photo.url, tags: ['a', 'b'] })
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${source.id}/duplicate`,
      headers: { cookie: me.cookie, 'accept-language': 'en' },
    })
    expect(response.statusCode, response.body).toBe(201)
    const copy = response.json<SellerProduct>()
    expect(copy.id).not.toBe(source.id)
    expect(copy).toMatchObject({
      name: `${source.name} (copy)`,
      price: source.price,
      tags: ['a', 'b'],
      isActive: false,
      isFeatured: false,
      reviewStatus: 'pending',
      imageUrl: photo.url,
    })
    const images = await t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, copy.id))
    expect(images.map((image) => image.imageUrl)).toEqual([photo.url])
  })
})

describe('featuring and bulk actions', () => {
  it('allows featuring up to the tier allowance, then answers 409', async () => {
    const me = await newSeller(2)
    const a = await create(me.cookie, { isFeatured: true })
    const b = await create(me.cookie)
    const c = await create(me.cookie)
    expect(
      (await send('PATCH', `/api/products/${b.id}`, me.cookie, { isFeatured: true })).statusCode,
    ).toBe(200)
    const over = await send('PATCH', `/api/products/${c.id}`, me.cookie, { isFeatured: true })
    expect(over.statusCode).toBe(409)
    expect(over.json()).toMatchObject({ code: 'FEATURED_ALLOWANCE', details: { allowance: 2 } })
    expect(
      (await send('POST', '/api/products', me.cookie, validBody({ isFeatured: true }))).statusCode,
    ).toBe(409)
    // Re-saving an already featured product is not a new feature.
    expect(
      (await send('PATCH', `/api/products/${a.id}`, me.cookie, { isFeatured: true, name: 'A' }))
        .statusCode,
    ).toBe(200)

    const bulkOver = await send('POST', '/api/products/bulk', me.cookie, {
      ids: [a.id, b.id, c.id],
      action: 'feature',
    })
    expect(bulkOver.statusCode).toBe(409)
    const unfeature = await send('POST', '/api/products/bulk', me.cookie, {
      ids: [a.id],
      action: 'unfeature',
    })
    expect(unfeature.json()).toEqual({ action: 'unfeature', count: 1 })
    const feature = await send('POST', '/api/products/bulk', me.cookie, {
      ids: [b.id, c.id],
      action: 'feature',
    })
    expect(feature.statusCode, feature.body).toBe(200)
    const inventory = (await send('GET', '/api/seller/products', me.cookie)).json<SellerInventory>()
    expect(inventory.featuredAllowance).toBe(2)
    expect(
      inventory.products
        .filter((p) => p.isFeatured)
        .map((p) => p.id)
        .sort(),
    ).toEqual([b.id, c.id].sort())
  })

  it('activates, deactivates and deletes several; a foreign id makes it 403 with no change', async () => {
    const me = await newSeller()
    const other = await newSeller()
    const mine = [await create(me.cookie), await create(me.cookie)]
    const foreign = await create(other.cookie)
    const ids = mine.map((product) => product.id)

    const mixed = await send('POST', '/api/products/bulk', me.cookie, {
      ids: [...ids, foreign.id],
      action: 'deactivate',
    })
    expect(mixed.statusCode).toBe(403)
    const rows = await t.db.select().from(products).where(eq(products.sellerId, me.seller.id))
    expect(rows.every((row) => row.isActive)).toBe(true)
    const foreignDelete = await send('POST', '/api/products/bulk', me.cookie, {
      ids: [...ids, foreign.id],
      action: 'delete',
    })
    expect(foreignDelete.statusCode).toBe(403)
    expect(await t.db.select().from(products).where(eq(products.id, foreign.id))).toHaveLength(1)

    const deactivated = await send('POST', '/api/products/bulk', me.cookie, {
      ids,
      action: 'deactivate',
    })
    expect(deactivated.json()).toEqual({ action: 'deactivate', count: 2 })
    let inventory = (await send('GET', '/api/seller/products', me.cookie)).json<SellerInventory>()
    expect(inventory.counts).toMatchObject({ total: 2, active: 0 })
    // Only products that actually change are counted.
    const activated = await send('POST', '/api/products/bulk', me.cookie, {
      ids: [ids[0]],
      action: 'activate',
    })
    expect(activated.json()).toEqual({ action: 'activate', count: 1 })
    const again = await send('POST', '/api/products/bulk', me.cookie, { ids, action: 'activate' })
    expect(again.json()).toEqual({ action: 'activate', count: 1 })
    await send('POST', '/api/products/bulk', me.cookie, { ids: [ids[1]], action: 'deactivate' })
    inventory = (await send('GET', '/api/seller/products', me.cookie)).json<SellerInventory>()
    expect(inventory.counts).toMatchObject({ total: 2, active: 1, lowStock: 0, inReview: 2 })
    const removed = await send('POST', '/api/products/bulk', me.cookie, { ids, action: 'delete' })
    expect(removed.json()).toEqual({ action: 'delete', count: 2 })

    const bad = await send('POST', '/api/products/bulk', me.cookie, { ids: [], action: 'explode' })
    expect(bad.statusCode).toBe(400)
  })
})

describe('authenticity review', () => {
  it('hides pending listings from the catalogue until an admin approves them', async () => {
    const me = await newSeller()
    const reviewCategory = await createCategory(t.db)
    const product = await create(me.cookie, { categoryId: reviewCategory.id })
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/products?categoryId=${reviewCategory.id}` }))
        .json<ProductPage>()
        .items.map((item) => item.id)
    expect(await listed()).toEqual([])
    const inventory = (await send('GET', '/api/seller/products', me.cookie)).json<SellerInventory>()
    expect(inventory.products.map((p) => [p.id, p.reviewStatus])).toEqual([[product.id, 'pending']])

    const url = `/api/admin/products/${product.id}/review`
    expect((await send('POST', url, me.cookie, { decision: 'approve' })).statusCode).toBe(403)
    expect((await send('POST', url, undefined, { decision: 'approve' })).statusCode).toBe(401)
    const admin = await createUser(t.db, { role: 'admin' })
    const adminCookie = await t.cookieFor(admin.id)
    expect((await send('GET', '/api/admin/products/review-queue', me.cookie)).statusCode).toBe(403)
    const queue = await send('GET', '/api/admin/products/review-queue', adminCookie)
    expect(queue.statusCode).toBe(200)
    expect(queue.json()).toContainEqual(
      expect.objectContaining({ id: product.id, sellerId: me.seller.id, name: product.name }),
    )
    expect((await send('POST', url, adminCookie, { decision: 'maybe' })).statusCode).toBe(400)
    const approved = await send('POST', url, adminCookie, { decision: 'approve', note: 'Checked' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toEqual({ id: product.id, reviewStatus: 'approved' })
    expect(await listed()).toEqual([product.id])
    const after = (await send('GET', '/api/admin/products/review-queue', adminCookie)).json<
      { id: string }[]
    >()
    expect(after.map((item) => item.id)).not.toContain(product.id)

    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, product.id))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'product.approve',
      targetType: 'product',
    })
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.user.id), eq(notifications.type, 'product_approved')))
    expect(notes).toHaveLength(1)

    // A rejection needs a reason, which the seller then sees on the product.
    const bare = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: adminCookie, 'accept-language': 'en' },
      payload: { decision: 'reject', note: '  ' },
    })
    expect(bare.statusCode).toBe(400)
    expect(bare.json()).toMatchObject({
      details: { fields: { note: 'Write why the product is rejected; the seller sees it' } },
    })
    const reject = await send('POST', url, adminCookie, {
      decision: 'reject',
      note: 'The photo shows a different dress',
    })
    expect(reject.json().reviewStatus).toBe('rejected')
    expect(await listed()).toEqual([])
    const mine = (await send('GET', '/api/seller/products', me.cookie)).json<SellerInventory>()
    expect(mine.products[0]).toMatchObject({
      reviewStatus: 'rejected',
      reviewNote: 'The photo shows a different dress',
    })
    expect(mine.counts.active).toBe(0)
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.user.id), eq(notifications.type, 'product_rejected')))
    expect(told).toMatchObject({ body: 'The photo shows a different dress' })

    // Corrected, it goes back to the review and the old reason is gone.
    const fixed = await send('PATCH', `/api/products/${product.id}`, me.cookie, { name: 'Fixed' })
    expect(fixed.json<SellerProduct>()).toMatchObject({ reviewStatus: 'pending', reviewNote: null })
  })

  it('shows price, category and description in the queue, and a rejected product frees its trial place', async () => {
    const me = await newSeller()
    await startTrial(t.db, me.user.id)
    const admin = await createUser(t.db, { role: 'admin' })
    const adminCookie = await t.cookieFor(admin.id)
    const made: SellerProduct[] = []
    for (let i = 0; i < 5; i += 1) made.push(await create(me.cookie))
    const queue = (await send('GET', '/api/admin/products/review-queue', adminCookie)).json<
      Record<string, unknown>[]
    >()
    expect(queue.find((item) => item.id === made[0]!.id)).toMatchObject({
      price: '1250.50',
      currency: 'ETB',
      description: 'Hand-woven cotton dress',
      categoryName: expect.any(String),
    })
    expect((await send('POST', '/api/products', me.cookie, validBody())).statusCode).toBe(403)
    await send('POST', `/api/admin/products/${made[0]!.id}/review`, adminCookie, {
      decision: 'reject',
      note: 'Not Ethiopian made',
    })
    expect((await send('POST', '/api/products', me.cookie, validBody())).statusCode).toBe(201)
  })

  it('lists a product created by factories (approved) in the seller inventory with counts', async () => {
    const me = await newSeller()
    await createProduct(t.db, { sellerId: me.seller.id, categoryId, stock: 0 })
    const inventory = (await send('GET', '/api/seller/products', me.cookie)).json<SellerInventory>()
    expect(inventory.counts).toEqual({ total: 1, active: 1, lowStock: 1, inReview: 0 })
    expect(inventory.products[0]!.reviewStatus).toBe('approved')
    expect((await send('GET', '/api/seller/products', undefined)).statusCode).toBe(401)
  })
})
