import { LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('common')
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span className="sr-only">{label ?? t('states.loading')}</span>
    </span>
  )
}
