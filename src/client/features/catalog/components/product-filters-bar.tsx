import { LayoutGrid, List, Search } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { PRODUCT_SORTS, type ProductSort } from '#shared/constants.ts'
import type { Category } from '#shared/contracts/catalog.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { cn } from '#client/lib/cn.ts'
import { useLocalizedName } from '../hooks/use-localized-name.ts'
import type { ProductUrlState, ProductView } from '../lib/product-url-state.ts'

/** Search, category, sort and view controls; every change is written to the URL by `onChange`. */
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

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim()
    if (search !== state.search) onChange({ search })
  }

  return (
    <div className="grid gap-3 rounded-lg border border-border bg-surface p-3 shadow-sm sm:p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
      {/* Keyed by the URL's text so back/forward refills the box without syncing effects. */}
      <form key={state.search} role="search" onSubmit={handleSearch} className="grid gap-1.5">
        <Label htmlFor="products-search">{t('filters.searchLabel')}</Label>
        <div className="flex">
          <Input
            id="products-search"
            name="search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={200}
            defaultValue={state.search}
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

      <ViewToggle view={state.view} onChange={(view) => onChange({ view })} />
    </div>
  )
}

function ViewToggle({ view, onChange }: { view: ProductView; onChange: (view: ProductView) => void }) {
  const { t } = useTranslation('catalog')
  const options = [
    { value: 'grid', label: t('filters.viewGrid'), Icon: LayoutGrid },
    { value: 'list', label: t('filters.viewList'), Icon: List },
  ] as const
  return (
    <div role="group" aria-label={t('filters.viewLabel')} className="flex gap-1 justify-self-end">
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
