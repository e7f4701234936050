import { ScrollText } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useAuditLog } from '../api/get-audit-log.ts'
import { ListSkeleton, Pager } from './pager.tsx'
import { useDates } from '#client/lib/dates.ts'

/** A short readable summary of an action's details (names, notes, reasons), keys in words. */
function summary(details: unknown, label: (key: string) => string): string {
  if (!details || typeof details !== 'object') return ''
  return Object.entries(details as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${label(key)}: ${String(value)}`)
    .join(' · ')
}

/** Every admin action, newest first: who, what, to which target, when. */
export function AuditLogPanel() {
  const dates = useDates()
  const { t } = useTranslation('admin')
  const [page, setPage] = useState(1)
  const log = useAuditLog(page)

  return (
    <section aria-labelledby="admin-audit-title" className="grid gap-4">
      <h2 id="admin-audit-title" className="text-xl font-bold">
        {t('audit.title')}
      </h2>
      {log.isPending ? (
        <ListSkeleton />
      ) : log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <EmptyState
          icon={<ScrollText />}
          title={t('audit.emptyTitle')}
          description={t('audit.empty')}
        />
      ) : (
        <>
          <div className="relative overflow-x-auto rounded-lg border border-border bg-surface">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t('audit.title')}</caption>
              <thead className="bg-muted text-start">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('audit.when')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('audit.who')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('audit.action')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('audit.target')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('audit.details')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((entry) => (
                  <tr key={entry.id} className="border-t border-border align-top">
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={entry.createdAt}>{dates.dateTime(entry.createdAt)}</time>
                    </td>
                    <td className="px-3 py-2">
                      {entry.actor ? (
                        <>
                          {entry.actor.name}
                          <span className="block text-muted-foreground">{entry.actor.email}</span>
                        </>
                      ) : (
                        t('audit.unknownActor')
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                    </td>
                    <td className="px-3 py-2">
                      {entry.targetType
                        ? t(`audit.targets.${entry.targetType}`, { defaultValue: entry.targetType })
                        : '—'}
                      {entry.targetName ? (
                        <span className="block font-medium break-words">{entry.targetName}</span>
                      ) : entry.targetId ? (
                        <span className="block text-xs text-muted-foreground">
                          {t('audit.targetGone')}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 break-words">
                      {summary(entry.details, (key) =>
                        t(`audit.detailKeys.${key}`, { defaultValue: key }),
                      ) || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  )
}
