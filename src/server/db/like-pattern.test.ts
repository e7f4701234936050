import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './database.ts'
import { containing } from './like-pattern.ts'
import { openTestDatabase } from '#test/helpers/test-database.ts'

let database: DatabaseHandle

beforeAll(async () => {
  database = await openTestDatabase()
})

afterAll(async () => {
  await database.close()
})

describe('containing', () => {
  it('matches the text anywhere, its own %, _ and \\ taken as themselves', async () => {
    const values = ['50% off', '500 birr', 'a_b', 'axb', 'c:\\d', 'c:d']
    const matches = async (text: string) => {
      const result = await database.db.execute<{ value: string }>(
        sql`select value from (values ${sql.join(
          values.map((value) => sql`(${value})`),
          sql`, `,
        )}) as listed(value) where value ilike ${containing(text)} order by value`,
      )
      return (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value)
    }
    expect(await matches('50%')).toEqual(['50% off'])
    expect(await matches('a_b')).toEqual(['a_b'])
    expect(await matches('c:\\')).toEqual(['c:\\d'])
    expect(await matches('OFF')).toEqual(['50% off'])
  })
})
