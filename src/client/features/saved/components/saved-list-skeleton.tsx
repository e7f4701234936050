import { useTranslation } from 'react-i18next'
import { Skeleton } from '#client/components/ui/skeleton.tsx'

export function SavedListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('saved')
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex gap-3 rounded-lg border border-border bg-surface p-3">
          <Skeleton className="size-20 shrink-0" />
          <div className="grid flex-1 content-start gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-24" />
          </div>
        </div>
      ))}
    </div>
  )
}
