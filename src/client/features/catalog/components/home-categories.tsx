import { useTranslation } from 'react-i18next'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useCategories } from '../api/get-categories.ts'
import { CategoryGrid, CategoryGridSkeleton } from './category-grid.tsx'
import { SectionHeader } from './section-header.tsx'

export function HomeCategories() {
  const { t } = useTranslation('catalog')
  const categories = useCategories()
  if (categories.data?.length === 0) return null
  return (
    <section aria-labelledby="home-categories-heading">
      <SectionHeader
        id="home-categories-heading"
        title={t('home.categories.title')}
        link={{ href: '/products', label: t('home.viewAllProducts') }}
      />
      {categories.isPending ? (
        <CategoryGridSkeleton />
      ) : categories.isError ? (
        <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <CategoryGrid categories={categories.data} />
      )}
    </section>
  )
}
