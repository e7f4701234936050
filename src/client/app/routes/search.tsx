import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { useAdvertisements } from '#client/features/catalog/api/get-advertisements.ts'
import { BannerAd } from '#client/features/catalog/components/banner-ad.tsx'
import { useDismissedAds } from '#client/features/catalog/hooks/use-dismissed-ads.ts'
import { SearchPage } from '#client/features/search/components/search-page.tsx'

/** One sponsored banner above the results, targeted at the searched category when there is one. */
function SearchBanner() {
  const category = new URLSearchParams(useSearch()).get('category') || undefined
  const ads = useAdvertisements({
    adType: 'banner',
    placement: 'search',
    targetCategory: category,
    limit: 1,
  })
  const { isDismissed, dismiss } = useDismissedAds()
  const ad = ads.data?.[0]
  if (!ad || isDismissed(ad.id)) return null
  return <BannerAd ad={ad} onDismiss={dismiss} priority className="mb-5" />
}

export default function SearchRoute() {
  const { t } = useTranslation('search')
  return (
    <PageContainer>
      <title>{`${t('title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      <div className="mb-5">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </div>
      <SearchBanner />
      <SearchPage />
    </PageContainer>
  )
}
