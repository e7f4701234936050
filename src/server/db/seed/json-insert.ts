import { getTableColumns, sql, type SQL, type SQLChunk } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * One insert of many rows sent as a single JSON parameter (`json_to_recordset`), for bulk loads:
 * building a Drizzle multi-row insert of thousands of rows × 20-odd parameters cost more time than
 * PostgreSQL spent storing them, and the parameter limit kept batches small. Columns, their SQL
 * names (the schema's snake_case casing) and types come from the Drizzle table; every row must
 * set the same keys (the first row's; a key left out of a row is null), and a value must be what
 * JSON.stringify writes for the column (a Date as its ISO text, an array as a JSON array).
 */
export function jsonInsert<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const columns = getTableColumns(table)
  const keys = Object.keys(rows[0] ?? {})
  const definitions = keys.map((key) => {
    const column = columns[key]
    if (!column) throw new Error(`${key} is not a column`)
    return {
      name: sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name),
      // The record's fields are named as the rows' keys, so each row is written as it is.
      field: sql.identifier(key),
      type: sql.raw(column.getSQLType()),
    }
  })
  const list = (part: (d: (typeof definitions)[number]) => SQLChunk) =>
    sql.join(definitions.map(part), sql`, `)
  return sql`insert into ${table} (${list((d) => d.name)}) select ${list((d) => d.field)} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${list((d) => sql`${d.field} ${d.type}`)})`
}
