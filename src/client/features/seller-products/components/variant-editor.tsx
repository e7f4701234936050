import { Plus, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#client/components/ui/button.tsx'
import { CheckboxField } from '#client/components/ui/checkbox.tsx'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Input } from '#client/components/ui/input.tsx'
import {
  blankRow,
  combinations,
  type GridRow,
  OPTIONS_MAX,
  type VariantGrid,
} from '../lib/variant-grid.ts'
import { StockBadge } from './stock-badge.tsx'

/**
 * Options (such as size or colour) with their values, and one row per combination of values with
 * its own price, sale price, stock, SKU and switch. What was typed for a combination stays while
 * the options change; a combination no longer offered is dropped when the product is saved.
 */
export function VariantEditor({
  grid,
  onChange,
  errors,
  defaultPrice,
}: {
  grid: VariantGrid
  onChange: (grid: VariantGrid) => void
  /** Message keys (or server text) by field: `options.0.name`, `variants.<key>.price`… */
  errors: Record<string, string>
  /** A new row starts at the product's price. */
  defaultPrice: string
}) {
  const { t } = useTranslation('seller-products')
  const rows = combinations(grid)

  const setOption = (index: number, change: Partial<VariantGrid['options'][number]>) =>
    onChange({
      ...grid,
      options: grid.options.map((option, at) => (at === index ? { ...option, ...change } : option)),
    })
  const setRow = (key: string, change: Partial<GridRow>) =>
    onChange({
      ...grid,
      rows: { ...grid.rows, [key]: { ...(grid.rows[key] ?? blankRow(defaultPrice)), ...change } },
    })

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('variants.intro')}</p>
      {grid.options.map((option, index) => (
        <fieldset
          key={index}
          className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
        >
          <legend className="px-1 text-sm font-semibold">
            {t('variants.optionNumber', { number: index + 1 })}
          </legend>
          <FormField
            id={`option-${index}-name`}
            label={t('variants.optionName')}
            hint={t('variants.optionNameHint')}
            error={errors[`options.${index}.name`]}
          >
            {(control) => (
              <Input
                {...control}
                value={option.name}
                onChange={(event) => setOption(index, { name: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            id={`option-${index}-values`}
            label={t('variants.optionValues')}
            hint={t('variants.optionValuesHint')}
            error={errors[`options.${index}.values`] ?? errors[`options.${index}.values.0`]}
          >
            {(control) => (
              <Input
                {...control}
                value={option.valuesText}
                onChange={(event) => setOption(index, { valuesText: event.target.value })}
              />
            )}
          </FormField>
          <Button
            variant="ghost"
            size="sm"
            className="sm:mt-7"
            onClick={() =>
              onChange({ ...grid, options: grid.options.filter((_, at) => at !== index) })
            }
          >
            <Trash2 aria-hidden="true" />
            {t('variants.removeOption')}
            <span className="sr-only">{option.name}</span>
          </Button>
        </fieldset>
      ))}
      {grid.options.length < OPTIONS_MAX ? (
        <div>
          <Button
            variant="outline"
            onClick={() =>
              onChange({ ...grid, options: [...grid.options, { name: '', valuesText: '' }] })
            }
          >
            <Plus aria-hidden="true" />
            {t('variants.addOption')}
          </Button>
        </div>
      ) : null}
      {errors.variants ? (
        <p className="text-sm font-medium text-destructive">
          {t(errors.variants, { ns: 'messages' })}
        </p>
      ) : null}

      {rows.length > 0 ? (
        <section aria-labelledby="variant-rows-heading" className="grid gap-3">
          <h3 id="variant-rows-heading" className="text-base font-semibold">
            {t('variants.rowsTitle', { count: rows.length })}
          </h3>
          {rows.map((combination, index) => {
            const row = grid.rows[combination.key] ?? blankRow(defaultPrice)
            const error = (field: string) => errors[`variants.${combination.key}.${field}`]
            const id = (field: string) => `variant-${index}-${field}`
            return (
              <fieldset
                key={combination.key}
                className="grid grid-cols-2 gap-3 rounded-md border border-border p-3 sm:grid-cols-4"
              >
                <legend className="px-1 text-sm font-semibold">{combination.label}</legend>
                <FormField
                  id={id('price')}
                  label={t('fields.price')}
                  error={error('price')}
                  required
                >
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="decimal"
                      value={row.price}
                      onChange={(event) => setRow(combination.key, { price: event.target.value })}
                    />
                  )}
                </FormField>
                <FormField
                  id={id('discount')}
                  label={t('fields.discountPrice')}
                  error={error('discountPrice')}
                >
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="decimal"
                      value={row.discountPrice}
                      onChange={(event) =>
                        setRow(combination.key, { discountPrice: event.target.value })
                      }
                    />
                  )}
                </FormField>
                <FormField
                  id={id('stock')}
                  label={t('fields.stock')}
                  error={error('stock')}
                  hint={
                    /^\d+$/.test(row.stock) ? <StockBadge stock={Number(row.stock)} /> : undefined
                  }
                  required
                >
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="numeric"
                      value={row.stock}
                      onChange={(event) => setRow(combination.key, { stock: event.target.value })}
                    />
                  )}
                </FormField>
                <FormField id={id('sku')} label={t('variants.sku')} error={error('sku')}>
                  {(control) => (
                    <Input
                      {...control}
                      value={row.sku}
                      onChange={(event) => setRow(combination.key, { sku: event.target.value })}
                    />
                  )}
                </FormField>
                <CheckboxField
                  id={id('active')}
                  className="col-span-2 sm:col-span-4"
                  label={t('variants.active')}
                  checked={row.isActive}
                  onCheckedChange={(checked) => setRow(combination.key, { isActive: checked })}
                />
                {error('optionValues') ? (
                  <p className="col-span-2 text-sm font-medium text-destructive sm:col-span-4">
                    {t(error('optionValues')!, { ns: 'messages' })}
                  </p>
                ) : null}
              </fieldset>
            )
          })}
        </section>
      ) : null}
    </div>
  )
}
