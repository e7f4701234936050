import { PackageOpen } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useAdvertisements } from '../api/get-advertisements.ts'
import { useProducts } from '../api/get-products.ts'
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx'
import { SectionHeader } from './section-header.tsx'
import { SponsoredProductCard } from './sponsored-product-card.tsx'

const SPONSORED_ON_HOME = 2
const FEATURED_ON_HOME = 2

/** Up to 2 sponsored products, then the first 2 featured products. */
export function FeaturedProducts() {
  const { t } = useTranslation('catalog')
  const featured = useProducts({ featured: true, limit: FEATURED_ON_HOME })
  const sponsored = useAdvertisements({
    adType: 'sponsored_product',
    placement: 'home',
    limit: 2,
  })
  const sponsoredAds = (sponsored.data ?? []).slice(0, SPONSORED_ON_HOME)
  const products = (featured.data?.items ?? []).slice(0, FEATURED_ON_HOME)

  return (
    <section aria-labelledby="home-featured-heading">
      <SectionHeader
        id="home-featured-heading"
        title={t('home.featured.title')}
        description={t('home.featured.description')}
        link={{ href: '/products', label: t('home.viewAllProducts') }}
      />
      {featured.isPending ? (
        <ProductGridSkeleton count={SPONSORED_ON_HOME + FEATURED_ON_HOME} />
      ) : featured.isError ? (
        <ErrorState error={featured.error} onRetry={() => void featured.refetch()} />
      ) : products.length + sponsoredAds.length === 0 ? (
        <EmptyState
          icon={<PackageOpen />}
          title={t('home.featured.emptyTitle')}
          description={t('home.featured.emptyDescription')}
        />
      ) : (
        <ProductGrid
          products={products}
          leading={sponsoredAds.map((ad) => ({
            key: `ad-${ad.id}`,
            node: <SponsoredProductCard ad={ad} />,
          }))}
        />
      )}
    </section>
  )
}
