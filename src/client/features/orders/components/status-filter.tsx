import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '#shared/constants.ts'
import { Button } from '#client/components/ui/button.tsx'

/** A row of toggle buttons: all, then each status. */
export function StatusFilter({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly OrderStatus[]
  value: OrderStatus | undefined
  onChange: (status: OrderStatus | undefined) => void
}) {
  const { t } = useTranslation('orders')
  const options: (OrderStatus | undefined)[] = [undefined, ...statuses]
  return (
    <div role="group" aria-label={t('filter.label')} className="flex gap-2 overflow-x-auto pb-1">
      {options.map((status) => (
        <Button
          key={status ?? 'all'}
          size="sm"
          variant={value === status ? 'primary' : 'outline'}
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className="shrink-0"
        >
          {status ? t(`status.${status}`) : t('filter.all')}
        </Button>
      ))}
    </div>
  )
}
