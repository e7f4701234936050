import { BadgeCheck, MapPin, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ProductDetail } from '#shared/contracts/catalog.ts'
import { formatRating } from '#shared/rating.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { usePlaceNames } from '#client/lib/places.ts'

/** The seller box on a product page: store, rating, city, verified, and a link to the store. */
export function SellerSummaryBox({ seller }: { seller: ProductDetail['seller'] }) {
  const { t } = useTranslation('catalog')
  const places = usePlaceNames()
  const rating = Number(seller.rating)
  return (
    <section
      aria-labelledby="seller-box-heading"
      className="grid gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm"
    >
      <h2 id="seller-box-heading" className="text-lg font-semibold">
        {t('detail.aboutSeller')}
      </h2>
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Store aria-hidden="true" className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {seller.storeName}
            {seller.verified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('seller.verified')}
              </Badge>
            ) : null}
          </p>
          <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <StarRating value={rating} size="sm" />
            <span>
              {formatRating(seller.rating)} · {t('seller.reviews', { count: seller.totalReviews })}
            </span>
          </p>
          {seller.city ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4" />
              {places.address(seller.city)}
            </p>
          ) : null}
        </div>
      </div>
      {seller.description ? (
        <p className="line-clamp-3 text-sm text-muted-foreground">{seller.description}</p>
      ) : null}
      <Link
        href={`/sellers/${seller.id}`}
        className={buttonClass({ variant: 'outline', className: 'w-full' })}
      >
        {t('detail.visitStore')}
      </Link>
    </section>
  )
}
