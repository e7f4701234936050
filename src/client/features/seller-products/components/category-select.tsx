import { Controller, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '#client/components/ui/form-field.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { useProductCategories } from '../api/get-categories.ts'
import type { ProductFormValues } from '../lib/product-form.ts'

/**
 * The category picker. Controlled, so an edited product's category shows as soon as the
 * categories arrive (an uncontrolled select would keep its first option).
 */
export function CategorySelect({
  id,
  control,
  error,
}: {
  id: string
  control: Control<ProductFormValues>
  error: string | undefined
}) {
  const { t, i18n } = useTranslation('seller-products')
  const categories = useProductCategories()
  return (
    <FormField id={id} label={t('fields.category')} error={error} required>
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
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={category.id}>
                  {i18n.resolvedLanguage === 'am' && category.nameAm
                    ? category.nameAm
                    : category.name}
                </option>
              ))}
            </Select>
          )}
        />
      )}
    </FormField>
  )
}
