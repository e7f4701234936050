import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { PgTable } from 'drizzle-orm/pg-core'

// Rows handed to a precompiled statement as one JSON parameter per table, so the statement's text
// (and its plan) is the same however many rows go in: a checkout's one write is a named statement
// instead of a new text of a hundred parameters each time (decision record 036). The seed's
// `jsonInsert` (db/seed/json-insert.ts) sends bulk rows the same way but builds its text from the
// rows it is given; this one fixes the columns, so the text can be compiled once.

type InsertKey<T extends PgTable> = keyof T['$inferInsert'] & string

/** A column's name in the database: its key in snake_case, unless the schema names it. */
function columnName<T extends PgTable>(table: T, key: InsertKey<T>): string {
  const column = getTableColumns(table)[key]
  if (!column) throw new Error(`${getTableName(table)} has no column ${key}`)
  return column.keyAsName ? toSnakeCase(key) : column.name
}

/**
 * An insert of the rows in one JSON parameter (`placeholder`): exactly these columns, every row
 * giving each of them (null for none); the others take their defaults. The JSON values become the
 * columns' types as PostgreSQL reads them (`jsonb_populate_recordset`).
 */
export function insertJsonRows<T extends PgTable>(
  table: T,
  keys: readonly InsertKey<T>[],
  placeholder: string,
): SQL {
  const columns = sql.join(
    keys.map((key) => sql.identifier(columnName(table, key))),
    sql`, `,
  )
  return sql`insert into ${table} (${columns})
    select ${columns} from jsonb_populate_recordset(null::${table}, ${sql.placeholder(placeholder)}::jsonb)`
}

// The column names of each key list, worked out once: a checkout names about a hundred columns.
const namesOf = new WeakMap<readonly string[], string[]>()

/** The rows as the JSON parameter of `insertJsonRows`, keyed by column name. */
export function jsonRows<T extends PgTable, K extends InsertKey<T>>(
  table: T,
  keys: readonly K[],
  rows: readonly Pick<T['$inferInsert'], K>[],
): string {
  const names = namesOf.get(keys) ?? keys.map((key) => columnName(table, key))
  namesOf.set(keys, names)
  return JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {}
      keys.forEach((key, i) => {
        out[names[i]!] = row[key] ?? null
      })
      return out
    }),
  )
}
