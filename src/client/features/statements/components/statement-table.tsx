import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'
import { formatAmount } from '../lib/amounts.ts'

export type StatementColumn<T> = {
  header: string
  /** An amount: right-aligned, grouped digits. */
  amount?: boolean
  cell: (row: T) => ReactNode
  /** The totals row's cell for this column, if any. */
  total?: ReactNode
}

const cellClass = 'px-3 py-2 align-top'

/** One section of the statement: its heading, a table of its lines and their totals. */
export function StatementTable<T extends { id: string }>({
  id,
  title,
  rows,
  columns,
  totalLabel,
  emptyText,
}: {
  id: string
  title: string
  rows: T[]
  columns: StatementColumn<T>[]
  /** Shown in the first cell of the totals row; no totals row without it. */
  totalLabel?: string
  emptyText: string
}) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-2 break-inside-avoid-page">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-2 text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        // The table scrolls inside its own box, so a wide one never widens the page.
        <div className="relative overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="bg-muted text-xs font-semibold">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={cn(cellClass, column.amount ? 'text-end' : 'text-start')}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-border">
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={cn(
                        cellClass,
                        column.amount && 'text-end whitespace-nowrap tabular-nums',
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {totalLabel ? (
              <tfoot>
                <tr className="border-t-2 border-border font-semibold">
                  {columns.map((column, index) => (
                    <td
                      key={column.header}
                      className={cn(
                        cellClass,
                        column.amount && 'text-end whitespace-nowrap tabular-nums',
                      )}
                    >
                      {index === 0 ? totalLabel : (column.total ?? null)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      )}
    </section>
  )
}

/** An amount cell. */
export function Amount({ value }: { value: string }) {
  return <span dir="ltr">{formatAmount(value)}</span>
}
