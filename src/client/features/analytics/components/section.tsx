import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'

type QueryLike<T> = {
  data: T | undefined
  isPending: boolean
  isError: boolean
  error: unknown
  refetch: () => unknown
}

/** A titled panel with the query's loading and error states; children render the data. */
export function Section<T>({
  id,
  title,
  description,
  query,
  children,
}: {
  id: string
  title: string
  description?: string
  query: QueryLike<T>
  children: (data: T) => ReactNode
}) {
  let body: ReactNode
  if (query.isPending) {
    body = (
      <div className="grid gap-3" aria-busy="true">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-40" />
      </div>
    )
  } else if (query.isError || query.data === undefined) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  } else {
    body = children(query.data)
  }
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id}>{title}</CardTitle>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </section>
  )
}

/** A two-column list (label, figure) as a table, for top pages and endpoints. */
export function RankTable({
  caption,
  headers,
  rows,
}: {
  caption: string
  headers: string[]
  rows: { key: string; cells: ReactNode[] }[]
}) {
  return (
    // Long endpoint names scroll inside the table's box on a phone, not the whole page.
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            {headers.map((header, index) => (
              <th
                key={header}
                scope="col"
                className={index === 0 ? 'py-1.5 font-medium' : 'py-1.5 text-right font-medium'}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-border/60">
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  className={
                    index === 0 ? 'max-w-0 truncate py-1.5 pr-2' : 'py-1.5 text-right tabular-nums'
                  }
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
