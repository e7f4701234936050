import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'

/** A settings section: its heading and action, then loading, error, empty or the content. */
export function SectionShell<T>({
  id,
  title,
  description,
  action,
  query,
  emptyTitle,
  children,
}: {
  id: string
  title: string
  description: string
  action?: ReactNode
  query: UseQueryResult<T[]>
  emptyTitle: string
  children: (rows: T[]) => ReactNode
}) {
  const { t } = useTranslation('admin-settings')
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
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
        <div className="overflow-x-auto rounded-lg border border-border">
          {children(query.data)}
        </div>
      )}
    </section>
  )
}

export const tableClass = 'w-full min-w-[40rem] text-sm'
export const headClass = 'bg-muted text-start text-xs font-semibold uppercase tracking-wide'
export const cellClass = 'border-t border-border px-3 py-2 align-middle text-start'
