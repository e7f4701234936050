import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { SellerDirectory } from '#client/features/catalog/components/seller-directory.tsx'

export default function SellersPage() {
  const { t } = useTranslation('catalog')
  return (
    <PageContainer>
      <title>{`${t('sellers.title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      <div className="mb-5">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('sellers.title')}</h1>
        <p className="text-muted-foreground">{t('sellers.subtitle')}</p>
      </div>
      <SellerDirectory />
    </PageContainer>
  )
}
