import {
  Column,
  DrizzleQueryError,
  fillPlaceholders,
  getTableName,
  is,
  SQL,
  Subquery,
  type Query,
} from 'drizzle-orm'
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { QueryConfig, QueryResult } from 'pg'
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
 * inside one it is built at each call, as any query is. Its rows are mapped by `withCompiledRows`.
 */
export function preparedPer<Prepared>(
  build: (db: Executor) => Prepared,
): (db: Executor) => Prepared {
  const built = new WeakMap<Executor, Prepared>()
  return (db) => {
    let prepared = built.get(db)
    if (!prepared) {
      prepared = withCompiledRows(build(db))
      built.set(db, prepared)
    }
    return prepared
  }
}

type SelectedField = { path: string[]; field: unknown }
type Decoder = { mapFromDriverValue(value: unknown): unknown }
/** What a Drizzle select's prepared statement keeps of its selection (not in its public types). */
type PreparedInternals = {
  fields?: SelectedField[]
  joinsNotNullableMap?: Record<string, boolean>
  customResultMapper?: (rows: unknown[][]) => unknown
}
/** What a node-postgres prepared statement sends (not in its public types either). */
type NodePgInternals = {
  client: { query: (config: QueryConfig, values: unknown[]) => Promise<QueryResult> }
  queryConfig: QueryConfig
  params: unknown[]
  execute: (values?: Record<string, unknown>) => Promise<unknown[]>
}

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field
  // The decoder of an `sql` field is internal to Drizzle: a subquery and an aliased `sql` keep it
  // on their inner SQL.
  const inner = is(field, SQL)
    ? field
    : is(field, Subquery)
      ? (field as unknown as { _: { sql: unknown } })._.sql
      : (field as { sql: unknown }).sql
  return (inner as { decoder: Decoder }).decoder
}

type Node = { index?: number; children: Map<string, Node> }

/**
 * Rows mapped by a function written once from the selection, instead of Drizzle's generic mapper,
 * which for every value of every row tells the field's kind apart again and walks its path (about
 * 5 % of the product list's time in the server; bench/README.md). The same objects: the same keys
 * in the same order, each value through its column's decoder (null stays null), and a joined
 * table's object null when its first column is null and the join may be empty, exactly as Drizzle
 * decides it. A prepared query without a selection is returned as it is.
 */
export function withCompiledRows<Prepared>(prepared: Prepared): Prepared {
  const internals = prepared as unknown as PreparedInternals
  const fields = internals.fields
  if (!fields || fields.length === 0) return prepared
  const decoders = fields.map(({ field }) => decoderOf(field))
  const root: Node = { children: new Map() }
  fields.forEach(({ path }, index) => {
    let node = root
    for (const key of path) {
      let child = node.children.get(key)
      if (!child) node.children.set(key, (child = { children: new Map() }))
      node = child
    }
    node.index = index
  })
  const value = (index: number) =>
    `(v = row[${index}]) === null ? null : d[${index}].mapFromDriverValue(v)`
  const literal = (node: Node): string =>
    `{${[...node.children]
      .map(
        ([key, child]) =>
          `${JSON.stringify(key)}: ${child.index === undefined ? literal(child) : value(child.index)}`,
      )
      .join(', ')}}`
  // Drizzle's rule: per top-level object, the table of its first column decides, unless columns
  // of other tables share the object; the object becomes null when that table's join may be empty
  // and the first column is null.
  const nullable: string[] = []
  const notNullable = internals.joinsNotNullableMap
  if (notNullable) {
    const groups = new Map<string, { index: number; table: string; mixed: boolean }>()
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return
      const table = getTableName(field.table)
      const group = groups.get(path[0]!)
      if (!group) groups.set(path[0]!, { index, table, mixed: false })
      else if (group.table !== table) group.mixed = true
    })
    for (const [key, group] of groups) {
      if (!group.mixed && !notNullable[group.table]) {
        nullable.push(`if (row[${group.index}] === null) r[${JSON.stringify(key)}] = null`)
      }
    }
  }
  const mapRow = new Function(
    'd',
    `return function mapRow(row) { let v; const r = ${literal(root)}; ${nullable.join('; ')}; return r }`,
  )(decoders) as (row: unknown[]) => unknown
  internals.customResultMapper = (rows) => rows.map(mapRow)
  if (is(prepared, NodePgPreparedQuery)) runDirectly(prepared as unknown as NodePgInternals, mapRow)
  return prepared
}

/**
 * On PostgreSQL the statement goes to the driver at once. Drizzle's own `execute` wraps each run in
 * three tracing spans, a result-cache check and as many async steps, which cost the product page
 * more than its own mapping (bench/README.md); without tracing or a result cache configured they
 * do nothing else. A failure still comes back as Drizzle's `DrizzleQueryError` with the driver's
 * error as its cause, so callers tell the same errors apart.
 */
function runDirectly(prepared: NodePgInternals, mapRow: (row: unknown[]) => unknown) {
  const { client, queryConfig, params } = prepared
  prepared.execute = (values = {}) => {
    let filled: unknown[]
    try {
      filled = fillPlaceholders(params, values)
    } catch (error) {
      return Promise.reject(error as Error)
    }
    return client.query(queryConfig, filled).then(
      (result) => (result.rows as unknown[][]).map(mapRow),
      (error: unknown) => {
        throw new DrizzleQueryError(queryConfig.text, filled, error as Error)
      },
    )
  }
}

/**
 * A statement written with `sql.placeholder`s run once with their values, unnamed; the rows as
 * the driver returns them, as `precompiled` does.
 */
export async function runOnce<Row>(
  db: Executor,
  statement: SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const result = (await db._.session
    .prepareQuery(dialect.sqlToQuery(statement), undefined, undefined, false)
    .execute(values)) as { rows: Row[] }
  return result.rows
}

/**
 * Runs of a named statement after which PostgreSQL (`plan_cache_mode = auto`) stops planning it
 * for each run: its first five runs on a connection get plans made for their values, and the
 * sixth compares those with a plan made once for any value and keeps the cheaper kind. A start-up
 * warm-up that runs a key lookup this many times leaves every later run on that connection
 * unplanned.
 */
export const RUNS_TO_SETTLE_A_PLAN = 6
