import { LayoutGrid, List } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'
import type { ProductView } from '../lib/product-url-state.ts'

/** Grid / list switch: two toggle buttons whose pressed state is announced. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: ProductView
  onChange: (view: ProductView) => void
}) {
  const { t } = useTranslation('catalog')
  const options = [
    { value: 'grid', label: t('filters.viewGrid'), Icon: LayoutGrid },
    { value: 'list', label: t('filters.viewList'), Icon: List },
  ] as const
  return (
    <div role="group" aria-label={t('filters.viewLabel')} className="flex shrink-0 gap-1">
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-md border transition-colors',
            view === value
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-border bg-surface text-foreground hover:bg-muted',
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
          <span className="sr-only">{label}</span>
        </button>
      ))}
    </div>
  )
}
