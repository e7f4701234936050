import { useTranslation } from 'react-i18next'
import { SellerPage } from '#client/app/seller-page.tsx'
import { ProductImportView } from '#client/features/seller-products/components/product-import-view.tsx'

/** Bulk listing by CSV, under the seller's area. */
export default function ProductImportRoute() {
  const { t } = useTranslation('seller-products')
  return (
    <SellerPage
      title={t('import.title')}
      subtitle={t('import.subtitle')}
      signInTitle={t('import.signInTitle')}
      signInText={t('import.signInText')}
      className="max-w-3xl"
    >
      <ProductImportView />
    </SellerPage>
  )
}
