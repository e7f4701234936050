import { Controller, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { useProductCategories } from '../api/get-categories.ts'
import { categoryAllowed, type ListingLimits } from '../lib/listing-limits.ts'
import type { ProductFormValues } from '../lib/product-form.ts'
import { CategoryLimitHint } from './listing-limit-notice.tsx'
import { localizedName } from '#shared/language.ts'

/**
 * The category picker. Controlled, so an edited product's category shows as soon as the
 * categories arrive (an uncontrolled select would keep its first option). Under a trial's
 * category limit, categories the seller can no longer use are shown but cannot be chosen.
 */
export function CategorySelect({
  id,
  control,
  error,
  limits,
  currentCategoryId,
}: {
  id: string
  control: Control<ProductFormValues>
  error: string | undefined
  limits?: ListingLimits | undefined
  /** The edited product's own category, always allowed. */
  currentCategoryId?: string | undefined
}) {
  const { t, i18n } = useTranslation('seller-products')
  const categories = useProductCategories()
  const allowed = (categoryId: string) =>
    !limits || categoryId === currentCategoryId || categoryAllowed(limits, categoryId)
  return (
    <FormField
      id={id}
      label={t('fields.category')}
      error={error}
      required
      hint={limits ? <CategoryLimitHint limits={limits} /> : undefined}
    >
      {(fieldControl) => (
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <Select
              {...fieldControl}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={categories.isPending}
            >
              <option value="">
                {categories.isError ? t('fields.categoriesFailed') : t('fields.chooseCategory')}
              </option>
              {(categories.data ?? []).map((category) => {
                const name = localizedName(category, i18n.resolvedLanguage)
                return allowed(category.id) ? (
                  <option key={category.id} value={category.id}>
                    {name}
                  </option>
                ) : (
                  <option key={category.id} value={category.id} disabled>
                    {t('limits.categoryClosed', { name })}
                  </option>
                )
              })}
            </Select>
          )}
        />
      )}
    </FormField>
  )
}
