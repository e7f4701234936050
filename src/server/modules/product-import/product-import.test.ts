import { eq, inArray } from 'drizzle-orm'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportPreview, ImportResult } from '#shared/contracts/product-import.ts'
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES } from '#shared/contracts/product-import.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

type Row = Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>

const csvOf = (rows: Row[]) =>
  Papa.unparse({
    fields: [...IMPORT_COLUMNS],
    data: rows.map((row) => IMPORT_COLUMNS.map((column) => row[column] ?? '')),
  })

async function seller() {
  const { user, seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  return { user, seller, category, cookie: await t.cookieFor(user.id) }
}

const post = (cookie: string, step: 'preview' | 'apply', csv: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/seller/products/import/${step}`,
    headers: { cookie, 'content-type': 'text/csv', 'accept-language': language },
    payload: csv,
  })

const sellerProducts = (sellerId: string) =>
  t.db.select().from(products).where(eq(products.sellerId, sellerId))

describe('export', () => {
  it('writes one row per variant and one row for a product without options', async () => {
    const shop = await seller()
    const plain = await createProduct(t.db, {
      sellerId: shop.seller.id,
      categoryId: shop.category.id,
      name: 'Mesob basket',
      price: '900.00',
      stock: 4,
    })
    const coffee = await createProduct(t.db, {
      sellerId: shop.seller.id,
      categoryId: shop.category.id,
      name: 'ቡና, "Harar"',
    })
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${coffee.id}/variants`,
      headers: { cookie: shop.cookie },
      payload: {
        options: [{ name: 'Weight', values: ['250 g', '1 kg'] }],
        variants: [
          { optionValues: { Weight: '250 g' }, price: '300.00', stock: 2, sku: 'H-250' },
          {
            optionValues: { Weight: '1 kg' },
            price: '1000.00',
            stock: 1,
            sku: 'H-1000',
            isActive: false,
          },
        ],
      },
    })
    const response = await t.app.inject({
      url: '/api/seller/products/export.csv',
      headers: { cookie: shop.cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toContain('attachment')
    const parsed = Papa.parse<Row>(response.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    })
    expect(parsed.meta.fields).toEqual([...IMPORT_COLUMNS])
    expect(
      parsed.data.map((row) => [
        row.handle,
        row.name,
        row.option1_value,
        row.price,
        row.stock,
        row.sku,
        row.variant_active,
      ]),
    ).toEqual([
      [plain.id, 'Mesob basket', '', '900.00', '4', '', ''],
      [coffee.id, 'ቡና, "Harar"', '250 g', '300.00', '2', 'H-250', 'yes'],
      [coffee.id, 'ቡና, "Harar"', '1 kg', '1000.00', '1', 'H-1000', 'no'],
    ])
    expect(parsed.data[0]!.category).toBe(shop.category.slug)

    // The file reads back as updates of the same products, unchanged.
    const preview = await post(shop.cookie, 'preview', response.body)
    expect(preview.json<ImportPreview>()).toMatchObject({ creates: 0, updates: 2, errors: [] })
  })

  it('is for sellers only', async () => {
    const response = await t.app.inject({ url: '/api/seller/products/export.csv' })
    expect(response.statusCode).toBe(401)
  })
})

describe('preview', () => {
  it('lists each row with its errors in the reader language, and writes nothing', async () => {
    const shop = await seller()
    const csv = csvOf([
      {
        handle: 'shirt',
        name: 'Habesha shirt',
        category: shop.category.slug,
        price: '1200',
        stock: '3',
        sku: 'SH-S',
        option1_name: 'Size',
        option1_value: 'S',
      },
      {
        handle: 'shirt',
        price: '12,00',
        stock: '2',
        sku: 'SH-M',
        option1_name: 'Size',
        option1_value: 'M',
      },
      {
        handle: 'shirt',
        price: '1300',
        stock: '1',
        sku: 'sh-s',
        option1_name: 'Size',
        option1_value: 'L',
      },
      {
        handle: 'shawl',
        name: 'Netela shawl',
        category: 'no-such-category',
        price: '500',
        stock: '2',
      },
      {
        name: 'Clay pot',
        category: shop.category.slug,
        price: '300',
        discount_price: '300',
        stock: 'two',
      },
    ])
    const response = await post(shop.cookie, 'preview', csv)
    expect(response.statusCode).toBe(200)
    const preview = response.json<ImportPreview>()
    expect(preview).toMatchObject({ totalRows: 5, creates: 3, updates: 0 })
    expect(preview.errors).toEqual([
      { row: 3, column: 'price', message: 'Enter a valid price' },
      { row: 4, column: 'sku', message: 'This SKU is used twice' },
      { row: 5, column: 'category', message: 'There is no open category with this slug' },
      { row: 6, column: 'discount_price', message: expect.any(String) },
      { row: 6, column: 'stock', message: 'Stock must be a whole number' },
    ])
    expect(preview.rows.map((row) => [row.row, row.action, row.variantLabel])).toEqual([
      [2, 'create', 'Size: S'],
      [3, 'create', 'Size: M'],
      [4, 'create', 'Size: L'],
      [5, 'create', null],
      [6, 'create', null],
    ])
    // Amharic readers read the same errors in Amharic.
    const amharic = (await post(shop.cookie, 'preview', csv, 'am')).json<ImportPreview>()
    expect(amharic.errors[2]!.message).toBe('በዚህ slug የተከፈተ ምድብ የለም')
    expect(await sellerProducts(shop.seller.id)).toEqual([])
  })

  it('names a file without the needed columns, and one over the limits', async () => {
    const shop = await seller()
    const missing = await post(shop.cookie, 'preview', 'name,price\nPot,10\n')
    expect(missing.statusCode).toBe(400)
    expect(missing.json<{ message: string }>().message).toBe(
      'The file lacks these columns: handle, category, stock',
    )
    const big = await post(shop.cookie, 'preview', `handle,name\n${'x'.repeat(IMPORT_MAX_BYTES)}`)
    expect(big.statusCode).toBe(413)
    expect(big.json<{ message: string }>().message).toBe('The file is larger than 5 MB')
    const rows = Array.from({ length: 5001 }, (_, i) => ({
      handle: `p${i}`,
      name: 'x',
      category: 'c',
      price: '1',
      stock: '1',
    }))
    const many = await post(shop.cookie, 'preview', csvOf(rows))
    expect(many.statusCode).toBe(400)
    expect(many.json<{ message: string }>().message).toContain('5000')
  })

  it('does not let a seller update another seller’s product', async () => {
    const owner = await seller()
    const product = await createProduct(t.db, {
      sellerId: owner.seller.id,
      categoryId: owner.category.id,
    })
    const other = await seller()
    const csv = csvOf([
      {
        handle: product.id,
        name: 'Mine now',
        category: other.category.slug,
        price: '1',
        stock: '1',
      },
    ])
    const preview = (await post(other.cookie, 'preview', csv)).json<ImportPreview>()
    expect(preview.errors).toEqual([
      { row: 2, column: 'handle', message: 'None of your products has this id' },
    ])
    expect((await post(other.cookie, 'apply', csv)).statusCode).toBe(400)
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id))
    expect(row!.name).toBe(product.name)
  })
})

describe('apply', () => {
  function fiveHundred(categorySlug: string, existing: { id: string }[], bad?: number) {
    const rows: Row[] = []
    // 250 updates of products that exist, and 250 new products, 50 of them coffee in three sizes.
    existing.forEach((product, index) => {
      rows.push({
        handle: product.id,
        name: `Updated ${index}`,
        category: categorySlug,
        price: '150.00',
        stock: '7',
      })
    })
    for (let index = 0; index < 250; index++) {
      if (index < 50) {
        for (const [size, price] of [
          ['250 g', '300'],
          ['500 g', '550'],
          ['1 kg', '1000'],
        ] as const) {
          rows.push({
            handle: `coffee-${index}`,
            name: `Coffee ${index}`,
            category: categorySlug,
            price,
            stock: '4',
            sku: `C${index}-${size.replace(' ', '')}`,
            option1_name: 'Weight',
            option1_value: size,
          })
        }
      } else {
        rows.push({
          handle: `item-${index}`,
          name: `Item ${index}`,
          category: categorySlug,
          price: '99.50',
          stock: '3',
          description: 'Made in Gondar',
        })
      }
    }
    if (bad !== undefined) rows[bad] = { ...rows[bad], price: 'free' }
    return rows
  }

  async function withProducts(count: number) {
    const shop = await seller()
    const existing = []
    for (let index = 0; index < count; index++) {
      existing.push(
        await createProduct(t.db, {
          sellerId: shop.seller.id,
          categoryId: shop.category.id,
          name: `Old ${index}`,
          price: '100.00',
        }),
      )
    }
    return { ...shop, existing }
  }

  it('creates and updates 500 products, with their variants, in one go', async () => {
    const shop = await withProducts(250)
    const csv = csvOf(fiveHundred(shop.category.slug, shop.existing))
    const preview = (await post(shop.cookie, 'preview', csv)).json<ImportPreview>()
    expect(preview).toMatchObject({ totalRows: 600, creates: 250, updates: 250, errors: [] })

    const started = Date.now()
    const response = await post(shop.cookie, 'apply', csv)
    expect(response.statusCode).toBe(200)
    expect(Date.now() - started).toBeLessThan(30_000)
    expect(response.json<ImportResult>()).toEqual({ created: 250, updated: 250, variants: 150 })

    const all = await sellerProducts(shop.seller.id)
    expect(all).toHaveLength(500)
    const updated = all.find((row) => row.id === shop.existing[10]!.id)!
    expect([updated.name, updated.price, updated.stock]).toEqual(['Updated 10', '150.00', 7])
    const coffee = all.find((row) => row.name === 'Coffee 7')!
    // New products wait for the authenticity review; a coffee mirrors its cheapest size.
    expect([coffee.reviewStatus, coffee.price, coffee.stock]).toEqual(['pending', '300.00', 12])
    const sizes = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, coffee.id))
    expect(sizes.map((row) => row.sku).sort()).toEqual(['C7-1kg', 'C7-250g', 'C7-500g'])

    // Applying the export again changes variants in place (their ids stay).
    const exported = await t.app.inject({
      url: '/api/seller/products/export.csv',
      headers: { cookie: shop.cookie },
    })
    const again = await post(shop.cookie, 'apply', exported.body)
    expect(again.json<ImportResult>()).toEqual({ created: 0, updated: 500, variants: 150 })
    const after = await t.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(inArray(productVariants.productId, [coffee.id]))
    expect(after.map((row) => row.id).sort()).toEqual(sizes.map((row) => row.id).sort())
  })

  it('writes nothing at all when one row of 500 is wrong', async () => {
    const shop = await withProducts(250)
    const csv = csvOf(fiveHundred(shop.category.slug, shop.existing, 599))
    const response = await post(shop.cookie, 'apply', csv)
    expect(response.statusCode).toBe(400)
    const body = response.json<{ code: string; message: string; details: { errors: unknown[] } }>()
    expect(body.code).toBe('IMPORT_HAS_ERRORS')
    expect(body.message).toBe('Nothing was saved: 1 row has errors')
    expect(body.details.errors).toEqual([
      { row: 601, column: 'price', message: 'Enter a valid price' },
    ])
    const all = await sellerProducts(shop.seller.id)
    expect(all).toHaveLength(250)
    expect(all.every((row) => row.name.startsWith('Old ') && row.price === '100.00')).toBe(true)
  })
})
