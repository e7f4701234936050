import { useTranslation } from 'react-i18next'
import { SellerPage } from '#client/app/seller-page.tsx'
import { AddProductForm } from '#client/features/seller-products/components/add-product-form.tsx'

export default function AddProductRoute() {
  const { t } = useTranslation('seller-products')
  return (
    <SellerPage
      title={t('addProduct.title')}
      subtitle={t('addProduct.subtitle')}
      signInTitle={t('addProduct.signInTitle')}
      signInText={t('addProduct.signInText')}
      className="max-w-2xl"
    >
      <AddProductForm />
    </SellerPage>
  )
}
