import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'

export type Column<T> = {
  header: string
  cell: (row: T) => ReactNode
  className?: string
}

const cellClass = 'border-t border-border px-3 py-2 align-middle text-start'

/**
 * A settings list: heading and action, then loading, error, empty or a table of the rows. The
 * table scrolls sideways inside its own box (which never widens the page on a phone).
 */
export function TableSection<T extends { id: string }>({
  id,
  title,
  description,
  action,
  query,
  emptyTitle,
  columns,
  actions,
}: {
  id: string
  title: string
  description: string
  action?: ReactNode
  query: UseQueryResult<T[]>
  emptyTitle: string
  columns: Column<T>[]
  /** The row's buttons, in a last column. */
  actions?: (row: T) => ReactNode
}) {
  const { t } = useTranslation('admin-settings')
  return (
    <section aria-labelledby={id} className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id={id} className="text-lg font-semibold">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {action}
      </div>
      {query.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title={t('loadError')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        // relative: the table's screen-reader-only labels (absolutely placed) stay inside the
        // scrolling box, so a wide table never widens the page.
        <div className="relative overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="bg-muted text-start text-xs font-semibold tracking-wide uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} className="px-3 py-2">
                    {column.header}
                  </th>
                ))}
                {actions ? (
                  <th className="px-3 py-2">
                    <span className="sr-only">{t('common.actions')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {query.data.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.header} className={`${cellClass} ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions ? (
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <div className="flex justify-end gap-1">{actions(row)}</div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin-settings')
  return (
    <Badge variant={active ? 'success' : 'secondary'}>
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  )
}

/** The usual row buttons: edit (when given) and activate / deactivate, named after the row. */
export function RowActions({
  name,
  active,
  busy,
  onEdit,
  onToggle,
}: {
  name: string
  active: boolean
  busy: boolean
  onEdit?: () => void
  onToggle: () => void
}) {
  const { t } = useTranslation('admin-settings')
  const toggle = active ? t('common.deactivate') : t('common.activate')
  return (
    <>
      {onEdit ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`${t('common.edit')}: ${name}`}
          onClick={onEdit}
        >
          {t('common.edit')}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        aria-label={`${toggle}: ${name}`}
        onClick={onToggle}
      >
        {toggle}
      </Button>
    </>
  )
}
