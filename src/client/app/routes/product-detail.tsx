import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ProductDetails } from '#client/features/catalog/components/product-details.tsx'
import { useGoBack } from '#client/features/catalog/hooks/use-go-back.ts'

export default function ProductDetailPage() {
  const { t } = useTranslation('catalog')
  const { id = '' } = useParams<{ id: string }>()
  const goBack = useGoBack('/products')
  return (
    <PageContainer>
      <Button variant="ghost" onClick={goBack} className="-ms-3 mb-4">
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('detail.backToProducts')}
      </Button>
      <ProductDetails key={id} id={id} onBack={goBack} />
    </PageContainer>
  )
}
