import { useParams } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { useMe } from '#client/lib/session.ts'
import { useSeller } from '#client/features/catalog/api/get-seller.ts'
import { SellerProfileView } from '#client/features/catalog/components/seller-profile-view.tsx'
import { useGoBack } from '#client/features/catalog/hooks/use-go-back.ts'
import { ContactSellerButton } from '#client/features/chat/components/contact-seller-button.tsx'
import { FavoriteToggle } from '#client/features/saved/components/save-toggles.tsx'

export default function SellerProfilePage() {
  const { id = '' } = useParams<{ id: string }>()
  const goBack = useGoBack('/sellers')
  const me = useMe()
  // Shares the profile's cached query: the button shows only for a seller that exists.
  const seller = useSeller(id)
  return (
    <PageContainer>
      {seller.isSuccess && !me.isPending ? (
        <div className="mb-4 flex justify-end">
          <FavoriteToggle targetType="seller" targetId={id} userId={me.data?.id ?? null} />
        </div>
      ) : null}
      <SellerProfileView
        key={id}
        id={id}
        onBack={goBack}
        contactAction={
          me.isPending || (me.data?.sellerId != null && me.data.sellerId === id) ? null : (
            <ContactSellerButton sellerId={id} signedIn={me.data != null} className="self-start" />
          )
        }
      />
    </PageContainer>
  )
}
