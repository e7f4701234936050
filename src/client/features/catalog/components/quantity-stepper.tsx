import { Minus, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Quantity with accessible − / + buttons: never below 1, and (per spec) not capped by stock. */
export function QuantityStepper({
  id,
  value,
  onChange,
}: {
  id: string
  value: number
  onChange: (value: number) => void
}) {
  const { t } = useTranslation('catalog')
  const labelId = `${id}-label`
  const buttonClass =
    'inline-flex size-10 items-center justify-center text-foreground hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <div className="grid gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        {t('detail.quantity')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex w-fit items-center rounded-md border border-input bg-surface"
      >
        <button
          type="button"
          className={`${buttonClass} rounded-s-md`}
          onClick={() => onChange(Math.max(1, value - 1))}
          disabled={value <= 1}
          aria-label={t('detail.decreaseQuantity')}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output
          id={id}
          aria-live="polite"
          aria-atomic="true"
          className="min-w-12 px-2 text-center text-base font-semibold tabular-nums"
        >
          <span className="sr-only">{t('detail.quantity')}: </span>
          {value}
        </output>
        <button
          type="button"
          className={`${buttonClass} rounded-e-md`}
          onClick={() => onChange(value + 1)}
          aria-label={t('detail.increaseQuantity')}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  )
}
