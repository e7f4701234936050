import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import { PageContainer } from '#client/components/page-container.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { useMe } from '#client/lib/session.ts'
import { AddToCartButton } from '#client/features/cart/components/add-to-cart-button.tsx'
import { useProduct } from '#client/features/catalog/api/get-product.ts'
import { catalogKeys } from '#client/features/catalog/api/query-keys.ts'
import { ProductDetails } from '#client/features/catalog/components/product-details.tsx'
import { useGoBack } from '#client/features/catalog/hooks/use-go-back.ts'
import { ContactSellerButton } from '#client/features/chat/components/contact-seller-button.tsx'
import { CourierFeeSelector } from '#client/features/delivery/components/courier-fee-selector.tsx'
import { DeliveryEstimate } from '#client/features/delivery/components/delivery-estimate.tsx'
import { ProductReviews } from '#client/features/reviews/components/product-reviews.tsx'
import { FavoriteToggle, WishlistToggle } from '#client/features/saved/components/save-toggles.tsx'

export default function ProductDetailPage() {
  const { t } = useTranslation('catalog')
  const { id = '' } = useParams<{ id: string }>()
  const goBack = useGoBack('/products')
  const queryClient = useQueryClient()
  const me = useMe()
  // Shares the detail's cached query: reviews appear only under a product that exists.
  const product = useProduct(id)
  const userId = me.data?.id ?? null

  return (
    <PageContainer>
      <Button variant="ghost" onClick={goBack} className="-ms-3 mb-4">
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t('detail.backToProducts')}
      </Button>
      <ProductDetails
        key={id}
        id={id}
        onBack={goBack}
        actions={
          me.isPending ? null : (
            <>
              <WishlistToggle productId={id} userId={userId} />
              <FavoriteToggle targetType="product" targetId={id} userId={userId} />
            </>
          )
        }
        cartAction={(shown, quantity, variant) =>
          me.isPending ||
          (me.data?.sellerId != null && me.data.sellerId === shown.seller.id) ? null : (
            <AddToCartButton
              product={shown}
              quantity={quantity}
              variant={variant}
              needsVariant={shown.variants.length > 0}
              signedIn={userId !== null}
              className="sm:col-span-2"
            />
          )
        }
        deliveryEstimate={(shown) => (
          <DeliveryEstimate productPrice={shown.discountPrice ?? shown.price} />
        )}
        contactAction={
          me.isPending ||
          !product.isSuccess ||
          (me.data?.sellerId != null && me.data.sellerId === product.data.seller.id) ? null : (
            <ContactSellerButton
              sellerId={product.data.seller.id}
              productId={id}
              signedIn={userId !== null}
              className="sm:col-span-2"
            />
          )
        }
      />
      {product.isSuccess ? (
        <CourierFeeSelector
          className="mt-8"
          productPrice={product.data.discountPrice ?? product.data.price}
        />
      ) : null}
      {product.isSuccess && !me.isPending ? (
        <div className="mt-10">
          <ProductReviews
            key={id}
            productId={id}
            signedIn={userId !== null}
            ownProduct={me.data?.sellerId != null && me.data.sellerId === product.data.seller.id}
            // A new review changes the product's average and count, and its seller's rating.
            onReviewed={() => void queryClient.invalidateQueries({ queryKey: catalogKeys.all })}
          />
        </div>
      ) : null}
    </PageContainer>
  )
}
