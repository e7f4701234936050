import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/database.ts'
import { createCategory } from '#test/helpers/catalog-factories.ts'
import { openTestDatabase } from '#test/helpers/test-database.ts'
import { createSellerUser } from '#test/helpers/user-factories.ts'
import { addSyntheticProducts } from './synthetic-products.ts'

let database: DatabaseHandle

beforeAll(async () => {
  database = await openTestDatabase()
  await createCategory(database.db, { slug: 'coffee', name: 'Coffee' })
  await createCategory(database.db, { slug: 'spices', name: 'Spices' })
  await createSellerUser(database.db)
})

afterAll(async () => {
  await database.close()
})

type Row = Record<string, unknown>
const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows

const indexes = () =>
  rows(sql`select indexname, indexdef from pg_indexes
    where tablename in ('products', 'product_images') order by indexname`)

it('adds products with their search document and primary image, in batches', async () => {
  expect(await addSyntheticProducts(database.db, 25, { batchSize: 7 })).toBe(25)
  const [counts] = await rows(sql`select count(*)::int as products,
      count(search_document)::int as documents,
      (select count(*)::int from product_images where is_primary) as images
    from products`)
  expect(counts).toEqual({ products: 25, documents: 25, images: 25 })
  const [terms] = await rows(sql`select count(*)::int as n from search_terms`)
  expect(terms!.n).toBeGreaterThan(0)
})

it('builds the secondary indexes again after a load that dropped them', async () => {
  const before = await indexes()
  await addSyntheticProducts(database.db, 30, { batchSize: 8, rebuildIndexes: true })
  expect(await indexes()).toEqual(before)
  const [counts] = await rows(sql`select count(*)::int as products,
      count(distinct name)::int as names,
      (select count(*)::int from product_images) as images
    from products`)
  expect(counts!.products).toBe(55)
  expect(counts!.images).toBe(55)
  expect(counts!.names).toBeGreaterThan(10)
  // Vacuumed after the load: every page is marked all-visible, so the listed totals count the
  // products' index alone from the start.
  const [visibility] = await rows(sql`select relpages, relallvisible from pg_class
    where relname = 'products'`)
  expect(visibility!.relallvisible).toBe(visibility!.relpages)
  expect(visibility!.relpages).toBeGreaterThan(0)
})
