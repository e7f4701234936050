import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { PageSkeleton } from '#client/components/page-skeleton.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { AdsGate } from '#client/features/ads/components/ads-gate.tsx'
import { AdsManager } from '#client/features/ads/components/ads-manager.tsx'
import { TelebirrExplainer, TelebirrHero } from '#client/features/ads/components/telebirr-info.tsx'
import { useMe } from '#client/lib/session.ts'
import { useCategories } from '#client/features/catalog/api/get-categories.ts'
import { localizedName } from '#shared/language.ts'

export default function TelebirrAdsRoute() {
  const { t, i18n } = useTranslation('ads')
  const me = useMe()
  const categories = useCategories()
  const categoryOptions = (categories.data ?? []).map((category) => ({
    id: category.id,
    name: localizedName(category, i18n.resolvedLanguage),
  }))
  return (
    <PageContainer className="grid gap-6">
      <title>{`${t('telebirr.title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('telebirr.title')}</h1>
      <TelebirrHero />
      {me.isPending ? (
        <PageSkeleton />
      ) : me.isError ? (
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <AdsGate user={me.data ?? null}>
          <AdsManager channel="telebirr" categories={categoryOptions} />
        </AdsGate>
      )}
      <TelebirrExplainer />
    </PageContainer>
  )
}
