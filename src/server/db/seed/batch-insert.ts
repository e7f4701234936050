import type { PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/database.ts'

// PostgreSQL takes at most 65,535 bind parameters in one statement; stay clear of it.
const MAX_PARAMETERS = 60_000

/** Multi-row inserts, as few statements as the parameter limit (and `maxRows`) allows. */
export async function insertInBatches<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  maxRows = 5_000,
): Promise<void> {
  if (rows.length === 0) return
  const columns = Math.max(1, ...rows.slice(0, 50).map((row) => Object.keys(row).length))
  const size = Math.max(1, Math.min(maxRows, Math.floor(MAX_PARAMETERS / columns)))
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size))
  }
}
