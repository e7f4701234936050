import { asc, DrizzleQueryError, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { openTestDatabase } from '#test/helpers/test-database.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import type { DatabaseHandle, Executor } from './database.ts'
import { withCompiledRows } from './precompiled.ts'
import { categories, products } from './schema/catalog.ts'
import { sellers } from './schema/sellers.ts'
import { users } from './schema/users.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
  const { seller } = await createSellerUser(database.db)
  const category = await createCategory(database.db)
  await createProduct(database.db, { sellerId: seller.id, categoryId: category.id, tags: ['a'] })
  await createProduct(database.db, {
    sellerId: seller.id,
    categoryId: category.id,
    discountPrice: '80.50',
  })
  // A buyer: no seller row, so the left-joined seller object is null.
  await createUser(database.db)
})
afterAll(async () => {
  await database?.close()
})

// Every kind of field Drizzle maps: columns with decoders (timestamps, numerics, arrays, json),
// `sql` fields with and without a type, an aliased one, nested objects, inner and left joins.
function usersWithStores(db: Executor, name: string) {
  return db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      isSeller: users.isSeller,
      greeting: sql<string>`'selam ' || ${users.firstName}`.as('greeting'),
      seller: { id: sellers.id, storeName: sellers.storeName, rating: sellers.rating },
      counts: { products: sql<number>`(select count(*)::int from products)` },
    })
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .orderBy(asc(users.createdAt), asc(users.id))
    .prepare(name)
}

function productsWithCategory(db: Executor, name: string) {
  return db
    .select({
      id: products.id,
      price: products.price,
      discountPrice: products.discountPrice,
      tags: products.tags,
      createdAt: products.createdAt,
      category: { id: categories.id, slug: categories.slug },
      images: sql<{ n: number }[]>`json_build_array(json_build_object('n', 1))`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(products.createdAt), asc(products.id))
    .prepare(name)
}

it('maps rows exactly as Drizzle does: same keys in the same order, same values, null joins', async () => {
  const db = database.db
  for (const build of [usersWithStores, productsWithCategory]) {
    const plain = await build(db, `${build.name}_plain`).execute()
    const compiled = await withCompiledRows(build(db, `${build.name}_compiled`)).execute()
    expect(plain.length).toBeGreaterThan(1)
    expect(compiled).toEqual(plain)
    expect(JSON.stringify(compiled)).toBe(JSON.stringify(plain))
  }
  const people = await withCompiledRows(usersWithStores(db, 'people_again')).execute()
  // A user without a store has no seller object; a seller's is there, its values decoded.
  expect(people.some((person) => person.seller === null)).toBe(true)
  expect(people.find((person) => person.seller !== null)?.seller).toMatchObject({
    storeName: expect.stringMatching(/^Store /),
  })
  expect(people[0]!.createdAt).toBeInstanceOf(Date)
  const rows = await withCompiledRows(productsWithCategory(db, 'rows_again')).execute()
  expect(rows.map((row) => row.discountPrice)).toEqual([null, '80.50'])
  expect(rows[0]!.tags).toEqual(['a'])
})

function productById(db: Executor, name: string) {
  return db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare(name)
}

it('takes placeholder values and fails as Drizzle does, as a rejected promise', async () => {
  const db = database.db
  const [first] = await productsWithCategory(db, 'any_product').execute()
  const found = await withCompiledRows(productById(db, 'product_by_id')).execute({ id: first!.id })
  expect(found).toEqual([{ id: first!.id, price: first!.price }])

  // A value PostgreSQL refuses: the same error class, message and driver cause as Drizzle's own.
  const plainError = await productById(db, 'by_id_plain')
    .execute({ id: 'not-a-uuid' })
    .catch((error: unknown) => error)
  const compiledError = await withCompiledRows(productById(db, 'by_id_compiled'))
    .execute({ id: 'not-a-uuid' })
    .catch((error: unknown) => error)
  expect(compiledError).toBeInstanceOf(DrizzleQueryError)
  expect(compiledError).toBeInstanceOf(plainError!.constructor as new () => unknown)
  expect((compiledError as Error).message).toBe((plainError as Error).message)
  expect((compiledError as { cause: { code: string } }).cause.code).toBe('22P02')

  // A value not given at all: refused before anything is sent, still as a rejection.
  const compiled = withCompiledRows(productById(db, 'by_id_missing'))
  let running: Promise<unknown> | undefined
  expect(() => (running = compiled.execute({}))).not.toThrow()
  await expect(running).rejects.toThrow(/placeholder/i)
})
