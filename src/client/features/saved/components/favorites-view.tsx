import { BadgeCheck, Star, Trash2 } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import {
  favoriteTargetTypes,
  type Favorite,
  type FavoriteTargetType,
} from '#shared/contracts/saved.ts'
import { Button, buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Price } from '#client/components/ui/price.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { errorMessage } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast.ts'
import { useFavorites } from '../api/get-favorites.ts'
import { useRemoveFavorite } from '../api/remove-favorite.ts'
import { SavedListSkeleton } from './saved-list-skeleton.tsx'
import { SavedThumbnail } from './saved-thumbnail.tsx'

const tabTriggerClass =
  'rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground'

const BROWSE: Record<FavoriteTargetType, string> = {
  product: '/products',
  seller: '/sellers',
  global_service: '/global-services',
}

function targetHref(favorite: Favorite): string {
  switch (favorite.targetType) {
    case 'product':
      return `/products/${favorite.targetId}`
    case 'seller':
      return `/sellers/${favorite.targetId}`
    case 'global_service':
      return '/global-services'
  }
}

export function FavoritesView({ userId }: { userId: string }) {
  const { t } = useTranslation('saved')
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('favorites.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('favorites.description')}</p>
      </div>
      <Tabs.Root defaultValue="product" className="grid gap-4">
        <Tabs.List
          aria-label={t('favorites.tabsLabel')}
          className="flex flex-wrap gap-1 rounded-lg border border-border bg-surface p-1"
        >
          {favoriteTargetTypes.map((type) => (
            <Tabs.Trigger key={type} value={type} className={tabTriggerClass}>
              {t(`favorites.tabs.${type}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {favoriteTargetTypes.map((type) => (
          <Tabs.Content key={type} value={type} className="min-w-0">
            <FavoritesTab userId={userId} targetType={type} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  )
}

function FavoritesTab({ userId, targetType }: { userId: string; targetType: FavoriteTargetType }) {
  const { t } = useTranslation('saved')
  const favorites = useFavorites(userId, targetType)
  if (favorites.isPending) return <SavedListSkeleton />
  if (favorites.isError) {
    return (
      <ErrorState
        title={t('favorites.error')}
        error={favorites.error}
        onRetry={() => void favorites.refetch()}
      />
    )
  }
  if (favorites.data.length === 0) {
    return (
      <EmptyState
        icon={<Star />}
        title={t(`favorites.empty.${targetType}`)}
        description={t('favorites.emptyDescription')}
        action={
          <Link href={BROWSE[targetType]} className={buttonClass()}>
            {t(`favorites.browse.${targetType}`)}
          </Link>
        }
      />
    )
  }
  return (
    <ul className="grid gap-3">
      {favorites.data.map((favorite) => (
        <FavoriteRow key={favorite.id} favorite={favorite} userId={userId} />
      ))}
    </ul>
  )
}

function FavoriteRow({ favorite, userId }: { favorite: Favorite; userId: string }) {
  const { t } = useTranslation('saved')
  const remove = useRemoveFavorite({
    onSuccess: () => toast.success(t('toast.favoriteRemoved')),
    onError: (error) =>
      toast.error(t('toast.favoriteRemoveFailed'), {
        description: errorMessage(error, t('toast.tryAgain')),
      }),
  })
  const { target } = favorite
  const name = target?.name ?? t('favorites.unavailable')
  return (
    <li className="flex gap-3 rounded-lg border border-border bg-surface p-3 shadow-sm">
      {favorite.targetType === 'product' ? (
        <SavedThumbnail imageUrl={target?.imageUrl ?? null} />
      ) : null}
      <div className="grid min-w-0 flex-1 content-start gap-1">
        {target ? (
          <Link
            href={targetHref(favorite)}
            className="flex min-w-0 items-center gap-1 font-semibold text-foreground underline-offset-2 hover:underline"
          >
            <span className="min-w-0 truncate">{target.name}</span>
            {target.verified && favorite.targetType !== 'product' ? (
              <BadgeCheck
                role="img"
                aria-label={t('favorites.verified')}
                className="size-4 shrink-0 text-primary"
              />
            ) : null}
          </Link>
        ) : (
          <p className="font-semibold text-muted-foreground">{name}</p>
        )}
        {target?.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{target.description}</p>
        ) : null}
        {target && target.totalReviews > 0 ? (
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            <StarRating value={target.rating} size="sm" />
            {t('favorites.reviews', { count: target.totalReviews })}
          </span>
        ) : null}
        {target?.price && target.currency ? (
          <Price
            price={target.price}
            discountPrice={target.discountPrice}
            currency={target.currency}
            size="sm"
          />
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0 self-start text-destructive"
        aria-label={t('remove', { name })}
        title={t('remove', { name })}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate({ userId, targetType: favorite.targetType, targetId: favorite.targetId })
        }
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  )
}
