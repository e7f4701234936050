import { useParams } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { SellerProfileView } from '#client/features/catalog/components/seller-profile-view.tsx'
import { useGoBack } from '#client/features/catalog/hooks/use-go-back.ts'

export default function SellerProfilePage() {
  const { id = '' } = useParams<{ id: string }>()
  const goBack = useGoBack('/sellers')
  return (
    <PageContainer>
      <SellerProfileView key={id} id={id} onBack={goBack} />
    </PageContainer>
  )
}
