import { Heart, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { FavoriteTargetType } from '#shared/contracts/saved.ts'
import { Button, buttonClass, type ButtonSize } from '#client/components/ui/button.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { toast } from '#client/lib/toast.ts'
import { useAddFavorite } from '../api/add-favorite.ts'
import { useAddToWishlist } from '../api/add-to-wishlist.ts'
import { useSavedStatus } from '../api/get-saved-status.ts'
import { useRemoveFavorite } from '../api/remove-favorite.ts'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts'

type ToggleProps = { userId: string | null; size?: ButtonSize; className?: string }

/** A visitor's version of a save button: it leads to sign-in and back. */
function SignInToSave({
  icon,
  label,
  size,
  className,
}: {
  icon: ReactNode
  label: string
  size?: ButtonSize
  className?: string
}) {
  const [location] = useLocation()
  return (
    <Link
      href={`/login?next=${encodeURIComponent(location)}`}
      className={buttonClass({ variant: 'outline', size, className })}
    >
      {icon}
      {label}
    </Link>
  )
}

export function WishlistToggle({
  productId,
  userId,
  size,
  className,
}: ToggleProps & { productId: string }) {
  const { t } = useTranslation('saved')
  const status = useSavedStatus('product', productId, userId !== null)
  const add = useAddToWishlist({
    onSuccess: () => toast.success(t('toast.wishlistAdded')),
    onError: (error) =>
      toast.error(t('toast.wishlistAddFailed'), {
        description: errorMessage(error, t('toast.tryAgain')),
      }),
  })
  const remove = useRemoveFromWishlist({
    onSuccess: () => toast.success(t('toast.wishlistRemoved')),
    onError: (error) =>
      toast.error(t('toast.wishlistRemoveFailed'), {
        description: errorMessage(error, t('toast.tryAgain')),
      }),
  })
  const icon = <Heart aria-hidden="true" />
  if (userId === null) {
    return (
      <SignInToSave
        icon={icon}
        label={t('actions.addToWishlist')}
        size={size}
        className={className}
      />
    )
  }
  const saved = status.data?.wishlisted ?? false
  // Offline a change waits (paused) and the toggle already shows it: it stays usable.
  const sending = (add.isPending && !add.isPaused) || (remove.isPending && !remove.isPaused)
  return (
    <Button
      variant="outline"
      size={size}
      className={cn(saved && 'bg-primary-soft', className)}
      aria-pressed={saved}
      disabled={status.isPending || sending}
      onClick={() => (saved ? remove.mutate({ userId, productId }) : add.mutate({ productId }))}
    >
      <Heart aria-hidden="true" className={cn(saved && 'fill-current')} />
      {saved ? t('actions.inWishlist') : t('actions.addToWishlist')}
    </Button>
  )
}

export function FavoriteToggle({
  targetType,
  targetId,
  userId,
  size,
  className,
}: ToggleProps & { targetType: FavoriteTargetType; targetId: string }) {
  const { t } = useTranslation('saved')
  const status = useSavedStatus(targetType, targetId, userId !== null)
  const add = useAddFavorite({
    onSuccess: () => toast.success(t('toast.favoriteAdded')),
    onError: (error) =>
      toast.error(t('toast.favoriteAddFailed'), {
        description: errorMessage(error, t('toast.tryAgain')),
      }),
  })
  const remove = useRemoveFavorite({
    onSuccess: () => toast.success(t('toast.favoriteRemoved')),
    onError: (error) =>
      toast.error(t('toast.favoriteRemoveFailed'), {
        description: errorMessage(error, t('toast.tryAgain')),
      }),
  })
  const icon = <Star aria-hidden="true" />
  if (userId === null) {
    return (
      <SignInToSave
        icon={icon}
        label={t('actions.addToFavorites')}
        size={size}
        className={className}
      />
    )
  }
  const saved = status.data?.favorited ?? false
  return (
    <Button
      variant="outline"
      size={size}
      className={cn(saved && 'bg-primary-soft', className)}
      aria-pressed={saved}
      disabled={status.isPending || add.isPending || remove.isPending}
      onClick={() =>
        saved
          ? remove.mutate({ userId, targetType, targetId })
          : add.mutate({ targetType, targetId })
      }
    >
      <Star aria-hidden="true" className={cn(saved && 'fill-current')} />
      {saved ? t('actions.inFavorites') : t('actions.addToFavorites')}
    </Button>
  )
}
