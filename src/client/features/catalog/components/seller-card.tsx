import { BadgeCheck, MapPin, Package } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { SellerListItem } from '#shared/contracts/catalog.ts'
import { StoreAwayBadge } from '#client/components/store-away-badge.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { usePlaceName } from '#client/lib/place-name.ts'

export function SellerCard({
  seller,
  headingLevel = 'h3',
}: {
  seller: SellerListItem
  headingLevel?: 'h2' | 'h3'
}) {
  const { t } = useTranslation('catalog')
  const place = usePlaceName()
  const Heading = headingLevel
  const initial = seller.storeName.trim().charAt(0).toUpperCase()
  return (
    <article className="relative flex h-full gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
      >
        {initial}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="text-base leading-snug font-semibold">
            <Link
              href={`/sellers/${seller.id}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {seller.storeName}
            </Link>
          </Heading>
          {seller.verified ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t('seller.verified')}
            </Badge>
          ) : null}
          {seller.awayUntil ? <StoreAwayBadge until={seller.awayUntil} /> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {t('seller.owner', { name: seller.user.firstName })}
        </p>
        {seller.user.city ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4" />
            {place(seller.user.city)}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <StarRating value={Number(seller.rating)} size="sm" />
            <span>{t('seller.reviews', { count: seller.totalReviews })}</span>
          </span>
          <span className="flex items-center gap-1">
            <Package aria-hidden="true" className="size-4" />
            {t('seller.productCount', { count: seller.productCount })}
          </span>
        </div>
      </div>
    </article>
  )
}

export function SellerGridSkeleton({
  count = 6,
  className,
}: {
  count?: number
  className?: string
}) {
  const { t } = useTranslation('catalog')
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('sellers.loading')}</span>
      <div className={className ?? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'}>
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} className="h-32 rounded-lg" />
        ))}
      </div>
    </div>
  )
}
