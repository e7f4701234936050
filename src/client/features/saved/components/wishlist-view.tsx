import { Heart, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { WishlistItem } from '#shared/contracts/saved.ts'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Price } from '#client/components/ui/price.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useWishlist } from '../api/get-wishlist.ts'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts'
import { SavedListSkeleton } from './saved-list-skeleton.tsx'
import { SavedThumbnail } from './saved-thumbnail.tsx'

export function WishlistView({ userId }: { userId: string }) {
  const { t } = useTranslation('saved')
  const wishlist = useWishlist(userId)

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('wishlist.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('wishlist.description')}</p>
      </div>
      {wishlist.isPending ? (
        <SavedListSkeleton />
      ) : wishlist.isError ? (
        <ErrorState
          title={t('wishlist.error')}
          error={wishlist.error}
          onRetry={() => void wishlist.refetch()}
        />
      ) : wishlist.data.length === 0 ? (
        <EmptyState
          icon={<Heart />}
          title={t('wishlist.emptyTitle')}
          description={t('wishlist.emptyDescription')}
          action={
            <Link href="/products" className={buttonClass()}>
              {t('browseProducts')}
            </Link>
          }
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('wishlist.count', { count: wishlist.data.length })}
          </p>
          <ul className="grid gap-3">
            {wishlist.data.map((item) => (
              <WishlistRow key={item.id} item={item} userId={userId} />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

function WishlistRow({ item, userId }: { item: WishlistItem; userId: string }) {
  const { t } = useTranslation('saved')
  const { product } = item
  const remove = useRemoveFromWishlist({
    onSuccess: () => toast.success(t('toast.wishlistRemoved')),
    onError: (error) =>
      toast.error(t('toast.wishlistRemoveFailed'), {
        description: errorMessage(error, t('toast.tryAgain')),
      }),
  })
  return (
    <li className="flex gap-3 rounded-lg border border-border bg-surface p-3 shadow-sm">
      <SavedThumbnail imageUrl={product.imageUrl} />
      <div className="grid min-w-0 flex-1 content-start gap-1">
        <Link
          href={`/products/${product.id}`}
          className="truncate font-semibold text-foreground underline-offset-2 hover:underline"
        >
          {product.name}
        </Link>
        <p className="truncate text-sm text-muted-foreground">{product.seller.storeName}</p>
        {product.reviewCount > 0 ? <StarRating value={product.averageRating} size="sm" /> : null}
        <Price
          price={product.price}
          discountPrice={product.discountPrice}
          currency={product.currency}
          size="sm"
        />
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 self-start text-destructive"
        aria-label={t('remove', { name: product.name })}
        title={t('remove', { name: product.name })}
        disabled={remove.isPending}
        onClick={() => remove.mutate({ userId, productId: product.id })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  )
}
