import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '#shared/money.ts'
import { useFilterCategories, useFilterSellers } from '../api/get-filter-options.ts'
import type { ActiveFilter } from '../lib/search-url-state.ts'
import { localizedName } from '#shared/language.ts'

/** One removable chip per active filter. */
export function FilterChips({
  filters,
  onRemove,
}: {
  filters: ActiveFilter[]
  onRemove: (filter: ActiveFilter) => void
}) {
  const { t, i18n } = useTranslation('search')
  const language = i18n.resolvedLanguage ?? i18n.language
  const categories = useFilterCategories()
  const sellers = useFilterSellers()
  if (filters.length === 0) return null

  function label(filter: ActiveFilter): string {
    switch (filter.kind) {
      case 'category': {
        const category = categories.data?.find(
          (c) => c.slug === filter.value || c.id === filter.value,
        )
        const name = category ? localizedName(category, language) : filter.value
        return t('chips.category', { name })
      }
      case 'seller':
        return t('chips.seller', {
          name: sellers.data?.find((s) => s.id === filter.value)?.storeName ?? t('chips.aSeller'),
        })
      case 'price':
        return t('chips.price', {
          min: formatMoney(String(filter.value[0]), 'ETB', language, { decimals: 0 }),
          max: formatMoney(String(filter.value[1]), 'ETB', language, { decimals: 0 }),
        })
      case 'featured':
        return t('filters.featured')
      case 'international':
        return t('filters.international')
      case 'outOfStock':
        return t('chips.outOfStock')
    }
  }

  return (
    <ul aria-label={t('chips.label')} className="flex flex-wrap gap-2">
      {filters.map((filter) => {
        const text = label(filter)
        return (
          <li key={filter.kind}>
            <button
              type="button"
              onClick={() => onRemove(filter)}
              aria-label={t('chips.remove', { filter: text })}
              className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-sm text-foreground hover:bg-primary/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {text}
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        )
      })}
    </ul>
  )
}
