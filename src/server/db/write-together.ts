import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Executor } from './database.ts'

/** A part the statement's own query reads by name: what it returned (`returning`) is that name's rows. */
export type NamedWrite = { name: string; write: SQLWrapper }

/**
 * Runs several inserts, updates and deletes as one statement, each a part of its WITH clause, so
 * they cost one round trip to the database instead of one each. PostgreSQL runs every part to
 * completion whether or not anything reads it; the parts see the same snapshot, so none may read
 * what another writes (foreign keys are checked at the end of the statement, when all rows are in:
 * an order and its timeline row may go in together). `select` is the statement's own query, e.g.
 * a `pg_notify` that must go with the rows, or a count of what a named part's `returning` gave
 * (to check a delete found every row it had to); its rows are returned. By default nothing is
 * read back.
 */
export async function writeTogether(
  db: Executor,
  writes: readonly (SQLWrapper | NamedWrite | null | undefined)[],
  select: SQL = sql`select 1`,
): Promise<Record<string, unknown>[]> {
  const parts = writes.filter((write): write is SQLWrapper | NamedWrite => write != null)
  if (parts.length === 0) return []
  const result = (await db.execute(
    sql`with ${sql.join(
      parts.map((part, i) => {
        const named = 'name' in part && 'write' in part
        const name = named ? part.name : `w${i}`
        const write = named ? part.write : part
        // getSQL(): a query builder embedded as it is would be wrapped in a second pair of parentheses.
        return sql`${sql.identifier(name)} as (${write.getSQL()})`
      }),
      sql`, `,
    )} ${select}`,
  )) as unknown as { rows: Record<string, unknown>[] }
  return result.rows
}
