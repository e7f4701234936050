import { CheckCircle2, CircleDot, CircleHelp, Clock, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'

const ICONS = {
  open: { Icon: CircleDot, className: 'text-[#1d4ed8]' },
  in_progress: { Icon: Clock, className: 'text-[#b45309]' },
  resolved: { Icon: CheckCircle2, className: 'text-primary' },
  closed: { Icon: XCircle, className: 'text-muted-foreground' },
} as const

/** The status with its icon; an unknown status gets a generic one. */
export function TicketStatus({ status }: { status: string }) {
  const { t } = useTranslation('support')
  const known = status in ICONS ? ICONS[status as keyof typeof ICONS] : undefined
  const Icon = known?.Icon ?? CircleHelp
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium">
      <Icon aria-hidden="true" className={cn('size-4', known?.className)} />
      {known ? t(`status.${status as keyof typeof ICONS}`) : status}
    </span>
  )
}
