import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Executor } from './database.ts'

/**
 * Runs independent reads side by side on the pool, and one after another inside a transaction. A
 * transaction is one connection: a second query sent on it while the first is running only queues
 * behind it in node-postgres 8 (with a deprecation warning), and is refused from version 9.
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Executor,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const results: unknown[] = []
  if (!(db instanceof PgTransaction))
    results.push(...(await Promise.all(reads.map((read) => read()))))
  else for (const read of reads) results.push(await read())
  return results as unknown as T
}
