import { CircleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'
import { Button } from './button.tsx'

/** Shown when a read fails: the error's (already translated) message and an optional retry. */
export function ErrorState({
  title,
  description,
  error,
  onRetry,
  className,
}: {
  title?: string
  /** Overrides the error's own message. */
  description?: string
  error?: unknown
  onRetry?: () => void
  className?: string
}) {
  const { t } = useTranslation('common')
  const message = description ?? (error instanceof Error ? error.message : undefined)
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-destructive-soft px-6 py-8 text-center',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="text-lg font-semibold text-foreground">{title ?? t('states.errorTitle')}</h2>
      <p className="text-foreground">{message ?? t('states.errorDescription')}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      ) : null}
    </div>
  )
}
