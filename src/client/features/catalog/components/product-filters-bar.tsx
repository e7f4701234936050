import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PRODUCT_SORTS, type ProductSort } from '#shared/constants.ts'
import type { Category } from '#shared/contracts/catalog.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { useLocalizedName } from '../hooks/use-localized-name.ts'
import type { ProductUrlState } from '../lib/product-url-state.ts'

/** Search, category and sort controls; every change is written to the URL by `onChange`. */
export function ProductFiltersBar({
  state,
  categoryId,
  categories,
  onChange,
}: {
  state: ProductUrlState
  /** The selected category's id (the URL may hold a slug). */
  categoryId: string
  categories: readonly Category[]
  onChange: (changes: Partial<ProductUrlState>) => void
}) {
  const { t } = useTranslation('catalog')
  const localizedName = useLocalizedName()

  // The box follows the URL (back/forward, "clear filters") without an effect: when the URL's
  // text changes, the typed text is reset during render (React's "adjust state on prop change").
  const [text, setText] = useState(state.search)
  const [urlSearch, setUrlSearch] = useState(state.search)
  if (urlSearch !== state.search) {
    setUrlSearch(state.search)
    setText(state.search)
  }

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const search = text.trim()
    if (search !== state.search) onChange({ search })
  }

  return (
    <div className="grid gap-3 rounded-lg border border-border bg-surface p-3 shadow-sm sm:p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] md:items-end">
      <form role="search" onSubmit={handleSearch} className="grid gap-1.5">
        <Label htmlFor="products-search">{t('filters.searchLabel')}</Label>
        <div className="flex">
          <Input
            id="products-search"
            name="search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('filters.searchPlaceholder')}
            className="rounded-e-none"
          />
          <Button type="submit" className="rounded-s-none" aria-label={t('filters.searchSubmit')}>
            <Search aria-hidden="true" />
          </Button>
        </div>
      </form>

      <div className="grid grid-cols-2 gap-3 md:contents">
        <div className="grid gap-1.5">
          <Label htmlFor="products-category">{t('filters.categoryLabel')}</Label>
          <Select
            id="products-category"
            value={categoryId}
            onChange={(event) => onChange({ category: event.target.value })}
          >
            <option value="">{t('filters.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {localizedName(category)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="products-sort">{t('filters.sortLabel')}</Label>
          <Select
            id="products-sort"
            value={state.sort}
            onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`filters.sort.${sort}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  )
}
