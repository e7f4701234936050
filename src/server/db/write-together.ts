import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Executor } from './database.ts'

/**
 * Runs several inserts, updates and deletes as one statement, each a part of its WITH clause, so
 * they cost one round trip to the database instead of one each. PostgreSQL runs every part to
 * completion whether or not anything reads it; the parts see the same snapshot, so none may read
 * what another writes (foreign keys are checked at the end of the statement, when all rows are in:
 * an order and its timeline row may go in together). `select` is the statement's own query, e.g.
 * a `pg_notify` that must go with the rows; by default nothing is read back.
 */
export async function writeTogether(
  db: Executor,
  writes: readonly (SQLWrapper | null | undefined)[],
  select: SQL = sql`select 1`,
): Promise<void> {
  const parts = writes.filter((write): write is SQLWrapper => write != null)
  if (parts.length === 0) return
  await db.execute(
    sql`with ${sql.join(
      // getSQL(): a query builder embedded as it is would be wrapped in a second pair of parentheses.
      parts.map((part, i) => sql`${sql.raw(`w${i}`)} as (${part.getSQL()})`),
      sql`, `,
    )} ${select}`,
  )
}
