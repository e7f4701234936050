import type { Query, SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Executor } from './database.ts'

// The app's Drizzle instances write camelCase keys as snake_case columns; so does this one.
const dialect = new PgDialect({ casing: 'snake_case' })

/**
 * A statement turned into SQL text once, on first use, and run as a named statement: on
 * PostgreSQL each connection parses and plans it once, and no call builds it again (Drizzle's query
 * builders rebuild their text at every call, a quarter of a checkout's time in the app; decision
 * record 036). `build` writes it with Drizzle's `sql`, tables and columns, and `sql.placeholder`
 * for each value given at the call. The rows come back as the driver returns them (keys as the
 * statement names its columns, no mapping), so the statement names its columns in camelCase
 * where the caller wants them so. PGlite runs the same text unnamed.
 */
export function precompiled<Row, Values extends Record<string, unknown>>(
  name: string,
  build: () => SQL,
): (db: Executor, values: Values) => Promise<Row[]> {
  let query: Query | undefined
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build())
    // Without fields Drizzle hands back the driver's own result: node-postgres and PGlite both
    // answer with `rows`.
    const result = (await db._.session
      .prepareQuery(query, undefined, name, false)
      .execute(values)) as {
      rows: Row[]
    }
    return result.rows
  }
}

/**
 * A Drizzle prepared statement built once per database handle: for a query on the pool (`app.db`,
 * outside any transaction), such as the session lookup of every request and a checkout's cart
 * read, whose building cost more than running it. A transaction is a new handle each time, so
 * inside one it is built at each call, as any query is.
 */
export function preparedPer<Prepared>(
  build: (db: Executor) => Prepared,
): (db: Executor) => Prepared {
  const built = new WeakMap<Executor, Prepared>()
  return (db) => {
    let prepared = built.get(db)
    if (!prepared) {
      prepared = build(db)
      built.set(db, prepared)
    }
    return prepared
  }
}
