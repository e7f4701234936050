import { Slider } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '#shared/money.ts'
import { Button } from '#client/components/ui/button.tsx'
import { CheckboxField } from '#client/components/ui/checkbox.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { useFilterCategories, useFilterSellers } from '../api/get-filter-options.ts'
import { PRICE_MAX, PRICE_MIN, PRICE_STEP, type SearchUrlState } from '../lib/search-url-state.ts'
import { localizedName } from '#shared/language.ts'

const birr = (amount: number, language: string) =>
  formatMoney(String(amount), 'ETB', language, { decimals: 0 })

/** Category, price range, seller and the three switches; every change goes to the URL at once. */
export function SearchFilters({
  state,
  onChange,
  onReset,
}: {
  state: SearchUrlState
  onChange: (changes: Partial<SearchUrlState>) => void
  onReset: () => void
}) {
  const { t, i18n } = useTranslation('search')
  const categories = useFilterCategories()
  const sellers = useFilterSellers()
  // The slider moves freely while dragged and searches once it is let go.
  const [draft, setDraft] = useState<{ from: SearchUrlState['price']; value: number[] } | null>(
    null,
  )
  const price = draft && draft.from === state.price ? draft.value : state.price
  const language = i18n.resolvedLanguage ?? 'am'

  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5">
        <Label htmlFor="search-filter-category">{t('filters.category')}</Label>
        <Select
          id="search-filter-category"
          value={
            categories.data?.find((c) => c.slug === state.category || c.id === state.category)
              ?.slug ?? state.category
          }
          onChange={(event) => onChange({ category: event.target.value })}
          aria-busy={categories.isPending}
        >
          <option value="">{t('filters.allCategories')}</option>
          {categories.isError ? <option disabled>{t('filters.optionsFailed')}</option> : null}
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.slug}>
              {localizedName(category, i18n.resolvedLanguage)}
            </option>
          ))}
        </Select>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t('filters.price')}</legend>
        <Slider.Root
          className="relative flex h-6 w-full touch-none items-center select-none"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          minStepsBetweenThumbs={1}
          value={price}
          onValueChange={(value) => setDraft({ from: state.price, value })}
          onValueCommit={(value) => {
            setDraft(null)
            onChange({ price: [value[0] ?? PRICE_MIN, value[1] ?? PRICE_MAX] })
          }}
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-muted">
            <Slider.Range className="absolute h-full rounded-full bg-primary" />
          </Slider.Track>
          {[t('filters.minPrice'), t('filters.maxPrice')].map((label, index) => (
            <Slider.Thumb
              key={label}
              aria-label={label}
              aria-valuetext={birr(price[index] ?? 0, language)}
              className="block size-5 rounded-full border-2 border-primary bg-surface shadow focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
          ))}
        </Slider.Root>
        <p className="flex justify-between text-sm text-muted-foreground" aria-hidden="true">
          <span>{birr(price[0] ?? PRICE_MIN, language)}</span>
          <span>{birr(price[1] ?? PRICE_MAX, language)}</span>
        </p>
      </fieldset>

      <div className="grid gap-1.5">
        <Label htmlFor="search-filter-seller">{t('filters.seller')}</Label>
        <Select
          id="search-filter-seller"
          value={state.sellerId}
          onChange={(event) => onChange({ sellerId: event.target.value })}
          aria-busy={sellers.isPending}
        >
          <option value="">{t('filters.allSellers')}</option>
          {sellers.isError ? <option disabled>{t('filters.optionsFailed')}</option> : null}
          {(sellers.data ?? []).map((seller) => (
            <option key={seller.id} value={seller.id}>
              {seller.storeName}
            </option>
          ))}
        </Select>
      </div>

      <div className="grid gap-3">
        <CheckboxField
          id="search-filter-featured"
          label={t('filters.featured')}
          checked={state.featured}
          onCheckedChange={(featured) => onChange({ featured })}
        />
        <CheckboxField
          id="search-filter-international"
          label={t('filters.international')}
          checked={state.international}
          onCheckedChange={(international) => onChange({ international })}
        />
        <CheckboxField
          id="search-filter-in-stock"
          label={t('filters.inStock')}
          checked={state.inStock}
          onCheckedChange={(inStock) => onChange({ inStock })}
        />
      </div>

      <Button variant="outline" onClick={onReset}>
        {t('filters.reset')}
      </Button>
    </div>
  )
}
