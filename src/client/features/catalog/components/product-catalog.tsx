import { LoaderCircle, PackageSearch } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { useAdvertisements } from '../api/get-advertisements.ts'
import { useCategories } from '../api/get-categories.ts'
import { useInfiniteProducts } from '../api/get-products.ts'
import { useDismissedAds } from '../hooks/use-dismissed-ads.ts'
import { useProductFilters } from '../hooks/use-product-filters.ts'
import { bannerAfter, sponsoredSlots } from '../lib/placement.ts'
import { BannerAd } from './banner-ad.tsx'
import { ProductFiltersBar } from './product-filters-bar.tsx'
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx'
import { SponsoredProductCard } from './sponsored-product-card.tsx'
import { ViewToggle } from './view-toggle.tsx'

// A multiple of 8 (one banner row per 8 products) that also fills 2- and 4-column rows.
const PAGE_SIZE = 16

/** The products page body: filters in the URL, banners, sponsored cards and cursor-paged products. */
export function ProductCatalog() {
  const { t } = useTranslation('catalog')
  const { state, filters, update } = useProductFilters()
  const categories = useCategories()
  const selectedCategory = categories.data?.find(
    (category) => category.id === state.category || category.slug === state.category,
  )
  const targetCategory = selectedCategory?.id ?? (state.category || undefined)

  const products = useInfiniteProducts({ ...filters, limit: PAGE_SIZE })
  const bannerAds = useAdvertisements({ adType: 'banner', targetCategory, placement: 'products' })
  const sponsoredAds = useAdvertisements({
    adType: 'sponsored_product',
    targetCategory,
    placement: 'products',
  })
  const { isDismissed, dismiss } = useDismissedAds()

  const items = products.data?.pages.flatMap((page) => page.items) ?? []
  const total = products.data?.pages[0]?.total ?? 0
  const banners = (bannerAds.data ?? []).filter((ad) => !isDismissed(ad.id))
  const sponsored = (sponsoredAds.data ?? []).slice(0, sponsoredSlots(items.length))
  const hasFilters = Boolean(state.search || state.category)
  const firstBanner = banners[0]
  // The banner above the list and the sponsored cards leading it would push the products down if
  // they arrived after them, so the skeleton stays until the adverts have answered too (or failed).
  const settling = products.isPending || bannerAds.isPending || sponsoredAds.isPending

  return (
    <div className="grid gap-5">
      <ProductFiltersBar
        state={state}
        categoryId={selectedCategory?.id ?? ''}
        categories={categories.data ?? []}
        onChange={update}
      />

      <div className="flex items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {products.data ? t('products.resultCount', { count: total }) : null}
        </p>
        <ViewToggle view={state.view} onChange={(view) => update({ view })} />
      </div>

      <section aria-labelledby="product-results-heading">
        <h2 id="product-results-heading" className="sr-only">
          {t('products.resultsHeading')}
        </h2>
        {/* Inside the results, so it replaces the skeleton with them instead of pushing it down. */}
        {firstBanner && !settling ? (
          <BannerAd ad={firstBanner} onDismiss={dismiss} priority className="mb-5" />
        ) : null}
        {settling ? (
          <ProductGridSkeleton view={state.view} />
        ) : products.isError && !products.data ? (
          <ErrorState
            title={t('products.errorTitle')}
            error={products.error}
            onRetry={() => void products.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<PackageSearch />}
            title={t('products.emptyTitle')}
            description={t('products.emptyDescription')}
            action={
              hasFilters ? (
                <Button variant="outline" onClick={() => update({ search: '', category: '' })}>
                  {t('filters.clear')}
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <ProductGrid
              products={items}
              view={state.view}
              priorityCount={state.view === 'grid' ? 2 : 1}
              leading={sponsored.map((ad) => ({
                key: `ad-${ad.id}`,
                node: <SponsoredProductCard ad={ad} variant={state.view} />,
              }))}
              renderAfter={(index) => {
                const banner = bannerAfter(index, items.length, banners)
                return banner ? <BannerAd ad={banner} onDismiss={dismiss} /> : null
              }}
            />
            <div className="mt-6 flex flex-col items-center gap-3">
              <p className="text-sm text-muted-foreground">
                {t('products.showing', {
                  shown: items.length,
                  total: Math.max(total, items.length),
                })}
              </p>
              {products.isFetchNextPageError ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {products.error?.message ?? t('products.loadMoreFailed')}
                </p>
              ) : null}
              {products.hasNextPage ? (
                <Button
                  variant="outline"
                  size="lg"
                  // aria-disabled rather than disabled keeps keyboard focus on the button while loading.
                  onClick={() => {
                    if (!products.isFetchingNextPage) void products.fetchNextPage()
                  }}
                  aria-disabled={products.isFetchingNextPage}
                >
                  {products.isFetchingNextPage ? (
                    <>
                      <LoaderCircle aria-hidden="true" className="animate-spin" />
                      {t('products.loadingMore')}
                    </>
                  ) : (
                    t('products.loadMore')
                  )}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </section>
    </div>
  )
}
