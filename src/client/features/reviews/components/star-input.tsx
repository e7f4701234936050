import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'

const RATINGS = [1, 2, 3, 4, 5] as const

/**
 * Five stars as a radio group: a click picks a star, and the arrow keys move between them as in
 * any native radio group, so keyboard and screen-reader users rate the same way.
 */
export function StarInput({
  name,
  value,
  onChange,
  legend,
  disabled,
}: {
  name: string
  value: number
  onChange: (rating: number) => void
  legend: string
  disabled?: boolean
}) {
  const { t } = useTranslation('reviews')
  return (
    <fieldset className="grid gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex items-center gap-1">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <span className="sr-only">{t('form.stars', { count: rating })}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-8',
                rating <= value ? 'fill-[#b45309] text-[#b45309]' : 'text-[#6b7280]',
              )}
            />
          </label>
        ))}
        <span aria-hidden="true" className="ms-2 text-sm text-muted-foreground">
          {value} / 5
        </span>
      </div>
    </fieldset>
  )
}
