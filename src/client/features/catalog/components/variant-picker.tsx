import { useTranslation } from 'react-i18next'
import type { ProductOption, PublicVariant } from '#shared/contracts/variants.ts'
import { cn } from '#client/lib/cn.ts'

export type VariantChoice = Record<string, string>

/** The first variant a buyer can have (in stock), else the first one: the page opens on it. */
export function initialChoice(variants: PublicVariant[]): VariantChoice {
  const first = variants.find((variant) => variant.stock > 0) ?? variants[0]
  return first ? { ...first.optionValues } : {}
}

/** The variant of exactly these values, if the seller offers it. */
export function chosenVariant(
  options: ProductOption[],
  variants: PublicVariant[],
  choice: VariantChoice,
): PublicVariant | null {
  return (
    variants.find((variant) =>
      options.every((option) => variant.optionValues[option.name] === choice[option.name]),
    ) ?? null
  )
}

/**
 * One radio group per option (size, weight, colour…): arrow keys move within a group, Tab moves
 * between groups. A value no variant is offered in cannot be chosen; one offered only out of stock
 * says so.
 */
export function VariantPicker({
  productId,
  options,
  variants,
  choice,
  onChange,
}: {
  productId: string
  options: ProductOption[]
  variants: PublicVariant[]
  choice: VariantChoice
  onChange: (choice: VariantChoice) => void
}) {
  const { t } = useTranslation('catalog')
  return (
    <div className="grid gap-3">
      {options.map((option, index) => (
        <fieldset key={option.name} className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">
            {option.name}
            {choice[option.name] ? (
              <span className="font-normal text-muted-foreground">: {choice[option.name]}</span>
            ) : null}
          </legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const id = `variant-${productId}-${index}-${value}`.replace(/\s+/g, '-')
              const next = { ...choice, [option.name]: value }
              const offered = variants.some(
                (variant) => variant.optionValues[option.name] === value,
              )
              const match = chosenVariant(options, variants, next)
              const soldOut = match !== null && match.stock <= 0
              return (
                <div key={value} className="relative">
                  <input
                    id={id}
                    type="radio"
                    name={`variant-${productId}-${index}`}
                    value={value}
                    checked={choice[option.name] === value}
                    disabled={!offered}
                    onChange={() => onChange(next)}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={id}
                    className={cn(
                      'inline-flex min-h-10 cursor-pointer items-center rounded-md border border-input bg-surface px-3 text-sm font-medium',
                      'peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:text-primary',
                      'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                      'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
                      soldOut && 'line-through decoration-muted-foreground',
                    )}
                  >
                    {value}
                    {soldOut ? <span className="sr-only"> ({t('variants.soldOut')})</span> : null}
                  </label>
                </div>
              )
            })}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
