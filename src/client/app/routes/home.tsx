import { useTranslation } from 'react-i18next'
import { useMe } from '#client/lib/session.ts'
import { CouponsPreview } from '#client/features/catalog/components/coupons-preview.tsx'
import { DeliveryPromo } from '#client/features/catalog/components/delivery-promo.tsx'
import { FeaturedProducts } from '#client/features/catalog/components/featured-products.tsx'
import { GlobalServicesPreview } from '#client/features/catalog/components/global-services-preview.tsx'
import { HomeBanner } from '#client/features/catalog/components/home-banner.tsx'
import { HomeCategories } from '#client/features/catalog/components/home-categories.tsx'
import { HomeCta } from '#client/features/catalog/components/home-cta.tsx'
import { HomeHero } from '#client/features/catalog/components/home-hero.tsx'
import { HomeStats } from '#client/features/catalog/components/home-stats.tsx'
import { TopSellers } from '#client/features/catalog/components/top-sellers.tsx'

export default function HomePage() {
  const { t } = useTranslation('catalog')
  const me = useMe()
  return (
    <>
      <title>{`${t('brand.name', { ns: 'common' })} · ${t('home.metaTitle')}`}</title>
      <HomeHero isSeller={me.data?.isSeller ?? false} />
      <HomeStats />
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-10">
        <HomeCategories />
        <HomeBanner position={0} />
        <FeaturedProducts />
        <TopSellers />
        <DeliveryPromo />
        <HomeBanner position={1} />
        <CouponsPreview />
        <GlobalServicesPreview />
        <HomeCta isSeller={me.data?.isSeller ?? false} />
      </div>
    </>
  )
}
