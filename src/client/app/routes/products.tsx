import { useTranslation } from 'react-i18next'
import { PageContainer } from '#client/components/page-container.tsx'
import { ProductCatalog } from '#client/features/catalog/components/product-catalog.tsx'

export default function ProductsPage() {
  const { t } = useTranslation('catalog')
  return (
    <PageContainer>
      <title>{`${t('products.title')} · ${t('brand.name', { ns: 'common' })}`}</title>
      <div className="mb-5">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('products.title')}</h1>
        <p className="text-muted-foreground">{t('products.subtitle')}</p>
      </div>
      <ProductCatalog />
    </PageContainer>
  )
}
