import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { REFERENCE_NUMBER_PATTERN } from '#shared/reference-numbers.ts'

// The order-number migration numbers the orders that exist when it runs. Its statements run here
// on a bare orders table holding rows from two months, as an existing database would.

let db: PGlite

beforeAll(async () => {
  db = new PGlite()
  await db.exec(`create table "orders" ("id" uuid primary key, "created_at" timestamptz not null)`)
})

afterAll(async () => {
  await db.close()
})

it('gives every existing order a unique number of its own month', async () => {
  await db.exec(`
    insert into "orders" ("id", "created_at")
    select gen_random_uuid(), timestamptz '2026-10-31 23:00:00+00' + (n || ' minutes')::interval
    from generate_series(1, 1500) as n`)
  const sql = await readFile(new URL('./migrations/0009_order_number.sql', import.meta.url), 'utf8')
  // The orders statements only (the last one indexes payments, not part of this table).
  const statements = sql.split('--> statement-breakpoint').filter((s) => s.includes('"orders"'))
  expect(statements).toHaveLength(4)
  for (const statement of statements) await db.exec(statement)

  const { rows } = await db.query<{ created_at: Date; order_number: string }>(
    `select "created_at", "order_number" from "orders"`,
  )
  expect(rows).toHaveLength(1500)
  expect(new Set(rows.map((row) => row.order_number)).size).toBe(1500)
  for (const row of rows) {
    expect(row.order_number).toMatch(REFERENCE_NUMBER_PATTERN)
    const month = row.created_at.toISOString().slice(2, 7).replace('-', '')
    expect(row.order_number.slice(3, 7)).toBe(month)
  }
  // Both months are present (the first hour falls in October, the rest in November).
  expect(new Set(rows.map((row) => row.order_number.slice(3, 7)))).toEqual(
    new Set(['2610', '2611']),
  )
  // The column is now required and unique.
  await expect(
    db.exec(`insert into "orders" ("id", "created_at") values (gen_random_uuid(), now())`),
  ).rejects.toThrow()
  const taken = rows[0]!.order_number
  await expect(
    db.query(`insert into "orders" values (gen_random_uuid(), now(), $1)`, [taken]),
  ).rejects.toThrow(/unique|duplicate/i)
})
