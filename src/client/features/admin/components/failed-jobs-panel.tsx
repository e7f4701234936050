import { CircleCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { DeadLetter } from '#shared/contracts/jobs.ts'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useDates } from '#client/lib/dates.ts'
import { toast } from '#client/lib/toast.ts'
import { useFailedJobs } from '../api/get-failed-jobs.ts'
import { useRetryFailedJob } from '../api/retry-failed-job.ts'
import { ListSkeleton } from './pager.tsx'

/** Background jobs that failed on every attempt (dead letters), newest first, each with Retry. */
export function FailedJobsPanel() {
  const { t } = useTranslation('admin')
  const failed = useFailedJobs()

  return (
    <section aria-labelledby="admin-jobs-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="admin-jobs-title" className="text-xl font-bold">
          {t('jobs.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('jobs.description')}</p>
      </div>
      {failed.isPending ? (
        <ListSkeleton />
      ) : failed.isError ? (
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : failed.data.items.length === 0 ? (
        <EmptyState
          icon={<CircleCheck />}
          title={t('jobs.emptyTitle')}
          description={t('jobs.empty')}
        />
      ) : (
        <>
          <p className="text-sm font-medium">{t('jobs.total', { count: failed.data.total })}</p>
          <ul role="list" className="grid gap-2">
            {failed.data.items.map((job) => (
              <FailedJobRow key={job.id} job={job} />
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

function FailedJobRow({ job }: { job: DeadLetter }) {
  const { t } = useTranslation('admin')
  const dates = useDates()
  const label = t(`jobs.names.${job.name}`, { defaultValue: job.name })
  const retry = useRetryFailedJob({
    onSuccess: () => toast.success(t('jobs.retried', { name: label })),
    onError: (error) => toast.error(t('actionFailed'), { description: error.message }),
  })

  return (
    <li
      aria-label={label}
      className="grid gap-2 rounded-lg border border-border bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">
          {label} <span className="font-mono text-xs text-muted-foreground">{job.name}</span>
        </p>
        <p className="text-sm break-words">
          <span className="text-muted-foreground">{t('jobs.error')}: </span>
          {job.error || t('jobs.noError')}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('jobs.attempts')}: <span className="tabular-nums">{job.attempts}</span>
          {' · '}
          {t('jobs.failedAt')}: <time dateTime={job.failedAt}>{dates.dateTime(job.failedAt)}</time>
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        aria-label={t('jobs.retryJob', { name: label })}
        disabled={retry.isPending}
        onClick={() => retry.mutate(job.id)}
      >
        {t('jobs.retry')}
      </Button>
    </li>
  )
}
