import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { SearchPage } from '#client/features/search/components/search-page.tsx'

export default function SearchRoute() {
  const { t } = useTranslation('search')
  return (
    <PageContainer>
      <title>{`${t('title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      <div className="mb-5">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </div>
      <SearchPage />
    </PageContainer>
  )
}
