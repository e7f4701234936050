import { useTranslation } from 'react-i18next'
import { Skeleton } from './ui/skeleton.tsx'

/** Placeholder while a page's code or first data loads. */
export function PageSkeleton() {
  const { t } = useTranslation('common')
  return (
    <div role="status" aria-live="polite" className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <span className="sr-only">{t('states.loading')}</span>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-48" />
        ))}
      </div>
    </div>
  )
}
