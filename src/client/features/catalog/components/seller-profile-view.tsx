import { BadgeCheck, Globe, MapPin, PackageOpen, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { SellerDetail } from '#shared/contracts/catalog.ts'
import { formatDate } from '#shared/dates.ts'
import { formatRating } from '#shared/rating.ts'
import { StoreAwayNotice } from '#client/components/store-away.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { buttonClass } from '#client/components/ui/button.tsx'
import { EmptyState } from '#client/components/ui/empty-state.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { useSeller } from '../api/get-seller.ts'
import { useUiLanguage } from '../hooks/use-ui-language.ts'
import { isNotFound } from '../lib/is-not-found.ts'
import { NotFoundState } from './not-found-state.tsx'
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx'
import { usePlaceNames } from '#client/lib/places.ts'

/** A seller's public profile: header, counters and their products. */
export function SellerProfileView({
  id,
  onBack,
  contactAction,
}: {
  id: string
  onBack: () => void
  /** The contact-seller button, composed in by the page from the chat feature. */
  contactAction?: ReactNode
}) {
  const { t } = useTranslation('catalog')
  const seller = useSeller(id)

  if (seller.isPending) return <SellerProfileSkeleton />
  if (seller.isError) {
    if (isNotFound(seller.error)) {
      return (
        <NotFoundState
          title={t('sellerProfile.notFoundTitle')}
          description={t('sellerProfile.notFoundDescription')}
          onBack={onBack}
        />
      )
    }
    return (
      <ErrorState
        title={t('sellerProfile.errorTitle')}
        error={seller.error}
        onRetry={() => void seller.refetch()}
      />
    )
  }
  return <SellerProfile seller={seller.data} contactAction={contactAction} />
}

function SellerProfile({
  seller,
  contactAction,
}: {
  seller: SellerDetail
  contactAction?: ReactNode
}) {
  const places = usePlaceNames()
  const { t } = useTranslation('catalog')
  const language = useUiLanguage()
  const rating = Number(seller.rating)
  const ratingText = formatRating(seller.rating)
  const fullName = `${seller.user.firstName} ${seller.user.lastName}`.trim()
  const phone = seller.user.phone?.replace(/[^\d+]/g, '')

  return (
    <div className="grid gap-8">
      <title>{`${seller.storeName} · ${t('brand.name', { ns: 'common' })}`}</title>
      <section className="grid gap-4 rounded-lg border border-border bg-surface p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
          >
            {seller.storeName.trim().charAt(0).toUpperCase()}
          </span>
          <div className="grid min-w-0 flex-1 gap-1.5">
            <h1 className="text-2xl leading-tight font-bold sm:text-3xl">{seller.storeName}</h1>
            <p className="text-muted-foreground">{t('sellerProfile.runBy', { name: fullName })}</p>
            <div className="flex flex-wrap items-center gap-2">
              {seller.verified ? (
                <Badge variant="success">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  {t('sellerProfile.verifiedSeller')}
                </Badge>
              ) : null}
              {seller.servesInternational ? (
                <Badge variant="outline">
                  <Globe aria-hidden="true" className="size-3.5" />
                  {t('sellerProfile.shipsInternationally')}
                </Badge>
              ) : null}
              {seller.isDiasporaFriendly ? (
                <Badge variant="outline">{t('sellerProfile.diasporaFriendly')}</Badge>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {seller.user.city ? (
                <span className="flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4" />
                  {places.address(seller.user.city)}
                </span>
              ) : null}
              <span className="flex items-center gap-1">
                <StarRating value={rating} size="sm" />
                {ratingText} · {t('seller.reviews', { count: seller.totalReviews })}
              </span>
              <span>
                {t('sellerProfile.memberSince', { date: formatDate(seller.createdAt, language) })}
              </span>
            </div>
          </div>
          {phone ? (
            <a
              href={`tel:${phone}`}
              className={buttonClass({ variant: 'outline', className: 'self-start' })}
            >
              <Phone aria-hidden="true" />
              {t('sellerProfile.call')}
              <span className="sr-only"> {seller.user.phone}</span>
            </a>
          ) : null}
        </div>
        {seller.awayUntil ? (
          <StoreAwayNotice until={seller.awayUntil} message={seller.awayMessage} />
        ) : null}
        {seller.description ? (
          <p className="whitespace-pre-line text-foreground">{seller.description}</p>
        ) : null}
        {seller.shippingRegions.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('sellerProfile.shipsTo', {
              regions: seller.shippingRegions.map(places.country).join(', '),
            })}
          </p>
        ) : null}
        {contactAction}
      </section>

      <dl className="grid grid-cols-3 gap-3">
        <Counter term={t('sellerProfile.productsListed')} value={String(seller.productCount)} />
        <Counter term={t('sellerProfile.averageRating')} value={ratingText} />
        <Counter term={t('sellerProfile.totalReviews')} value={String(seller.totalReviews)} />
      </dl>

      <section aria-labelledby="seller-products-heading" className="grid gap-4">
        <h2 id="seller-products-heading" className="text-xl font-semibold">
          {t('sellerProfile.productsBy', { store: seller.storeName })}
        </h2>
        {seller.products.length === 0 ? (
          <EmptyState
            icon={<PackageOpen />}
            title={t('sellerProfile.noProductsTitle')}
            description={t('sellerProfile.noProductsDescription')}
          />
        ) : (
          <ProductGrid products={seller.products} />
        )}
      </section>
    </div>
  )
}

function Counter({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col-reverse items-center gap-1 rounded-lg border border-border bg-surface p-3 text-center shadow-sm">
      <dt className="text-xs text-muted-foreground sm:text-sm">{term}</dt>
      <dd className="text-xl font-bold text-primary sm:text-2xl">{value}</dd>
    </div>
  )
}

function SellerProfileSkeleton() {
  const { t } = useTranslation('catalog')
  return (
    <div className="grid gap-8">
      <div
        role="status"
        aria-live="polite"
        className="grid gap-3 rounded-lg border border-border bg-surface p-6"
      >
        <span className="sr-only">{t('sellerProfile.loading')}</span>
        <div className="flex gap-4">
          <Skeleton className="size-16 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      </div>
      <div className="grid grid-cols-3 gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-lg" />
        ))}
      </div>
      <ProductGridSkeleton />
    </div>
  )
}
