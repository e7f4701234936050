import { BadgeCheck, Globe, MapPin, Sparkles, Truck } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ProductDetail } from '#shared/contracts/catalog.ts'
import type { PublicVariant } from '#shared/contracts/variants.ts'
import { formatDate } from '#shared/dates.ts'
import { StoreAwayNotice } from '#client/components/store-away.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { ErrorState } from '#client/components/ui/error-state.tsx'
import { Price } from '#client/components/ui/price.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { useProduct } from '../api/get-product.ts'
import { useLocalizedName } from '../hooks/use-localized-name.ts'
import { useUiLanguage } from '../hooks/use-ui-language.ts'
import { isNotFound } from '../lib/is-not-found.ts'
import { NotFoundState } from './not-found-state.tsx'
import { ProductGallery } from './product-gallery.tsx'
import { QuantityStepper } from './quantity-stepper.tsx'
import { SellerSummaryBox } from './seller-summary-box.tsx'
import { StockStatus } from './stock-status.tsx'
import { chosenVariant, initialChoice, VariantPicker } from './variant-picker.tsx'
import { useFormatMoney } from '#client/lib/money-display.ts'
import { usePlaceNames } from '#client/lib/places.ts'

/** A product page body: skeleton, not-found, error, or the product. */
export function ProductDetails({
  id,
  onBack,
  actions,
  contactAction,
  cartAction,
  deliveryEstimate,
}: {
  id: string
  onBack: () => void
  /** Save buttons (wishlist, favourites) that the page composes in from other features. */
  actions?: ReactNode
  /** The contact-seller button, composed in by the page from the chat feature. */
  contactAction?: ReactNode
  /**
   * The add-to-cart button from the cart feature, given the stepper's quantity and, for a product
   * with variants, the chosen one (null while the chosen values are not offered together).
   */
  cartAction: (product: ProductDetail, quantity: number, variant: PublicVariant | null) => ReactNode
  /** Delivery time at home, from the delivery feature's courier quotes. */
  deliveryEstimate?: (product: ProductDetail) => ReactNode
}) {
  const { t } = useTranslation('catalog')
  const product = useProduct(id)

  if (product.isPending) return <ProductDetailsSkeleton />
  if (product.isError) {
    if (isNotFound(product.error)) {
      return (
        <NotFoundState
          title={t('detail.notFoundTitle')}
          description={t('detail.notFoundDescription')}
          onBack={onBack}
        />
      )
    }
    return (
      <ErrorState
        title={t('detail.errorTitle')}
        error={product.error}
        onRetry={() => void product.refetch()}
      />
    )
  }
  return (
    <ProductView
      product={product.data}
      actions={actions}
      contactAction={contactAction}
      cartAction={cartAction}
      deliveryEstimate={deliveryEstimate}
    />
  )
}

function ProductView({
  product,
  actions,
  contactAction,
  cartAction,
  deliveryEstimate,
}: {
  product: ProductDetail
  actions?: ReactNode
  contactAction?: ReactNode
  cartAction: (product: ProductDetail, quantity: number, variant: PublicVariant | null) => ReactNode
  deliveryEstimate?: (product: ProductDetail) => ReactNode
}) {
  const money = useFormatMoney()
  const { t } = useTranslation('catalog')
  const language = useUiLanguage()
  const localizedName = useLocalizedName()
  const places = usePlaceNames()
  const [quantity, setQuantity] = useState(1)
  const [choice, setChoice] = useState(() => initialChoice(product.variants))
  const hasVariants = product.variants.length > 0
  const variant = hasVariants ? chosenVariant(product.options, product.variants, choice) : null
  // The chosen variant's price and stock; the product's own for a product without options.
  const shown = variant ?? product

  return (
    <article className="grid gap-8">
      <title>{`${product.name} · ${t('brand.name', { ns: 'common' })}`}</title>
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery product={product} />

        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <Link href={`/products?category=${product.category.id}`} className="rounded-full">
              <Badge variant="secondary" className="hover:bg-border">
                {localizedName(product.category)}
              </Badge>
            </Link>
            {product.isFeatured ? (
              <Badge className="bg-accent text-accent-foreground">
                <Sparkles aria-hidden="true" className="size-3" />
                {t('product.featured')}
              </Badge>
            ) : null}
            {product.isEthiopianMade ? (
              <Badge variant="success">{t('detail.ethiopianMade')}</Badge>
            ) : null}
          </div>

          <h1 className="text-2xl leading-tight font-bold sm:text-3xl">{product.name}</h1>

          <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            {t('detail.soldBy')}{' '}
            <Link
              href={`/sellers/${product.seller.id}`}
              className="font-semibold text-primary underline-offset-2 hover:underline"
            >
              {product.seller.storeName}
            </Link>
            {product.seller.verified ? (
              <BadgeCheck
                role="img"
                aria-label={t('seller.verified')}
                className="size-4 text-primary"
              />
            ) : null}
          </p>

          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <StarRating value={product.averageRating} />
            <span>
              {product.reviewCount > 0
                ? `${product.averageRating.toFixed(1)} · ${t('product.reviews', { count: product.reviewCount })}`
                : t('product.noReviews')}
            </span>
          </div>

          {hasVariants ? (
            <VariantPicker
              productId={product.id}
              options={product.options}
              variants={product.variants}
              choice={choice}
              onChange={setChoice}
            />
          ) : null}

          <div aria-live="polite" className="grid gap-2">
            <Price
              price={shown.price}
              discountPrice={shown.discountPrice}
              currency={product.currency}
              size="lg"
            />
            {hasVariants && !variant ? (
              <p className="text-sm font-medium text-destructive">{t('variants.unavailable')}</p>
            ) : (
              <StockStatus stock={shown.stock} />
            )}
          </div>

          {product.seller.awayUntil ? (
            <StoreAwayNotice
              until={product.seller.awayUntil}
              message={product.seller.awayMessage}
            />
          ) : null}

          <QuantityStepper id="product-quantity" value={quantity} onChange={setQuantity} />

          <div className="grid gap-2">
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {cartAction(product, quantity, variant)}
              {actions}
              {contactAction}
            </div>
          </div>
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-3">
        <div className="grid content-start gap-6 md:col-span-2">
          <section aria-labelledby="description-heading" className="grid gap-2">
            <h2 id="description-heading" className="text-lg font-semibold">
              {t('detail.description')}
            </h2>
            <p className="whitespace-pre-line text-foreground">
              {product.description || t('detail.noDescription')}
            </p>
          </section>

          <section aria-labelledby="details-heading" className="grid gap-2">
            <h2 id="details-heading" className="text-lg font-semibold">
              {t('detail.details')}
            </h2>
            <dl className="grid gap-3 rounded-lg border border-border bg-surface p-4 text-sm sm:grid-cols-2">
              <Detail
                icon={<MapPin aria-hidden="true" className="size-4" />}
                term={t('detail.origin')}
              >
                {[
                  product.originCity && places.place(product.originCity),
                  product.originCountry && places.country(product.originCountry),
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Detail>
              {deliveryEstimate ? (
                <Detail
                  icon={<Truck aria-hidden="true" className="size-4" />}
                  term={t('detail.estimatedDelivery')}
                >
                  {deliveryEstimate(product)}
                </Detail>
              ) : null}
              <Detail
                icon={<Globe aria-hidden="true" className="size-4" />}
                term={t('detail.internationalShipping')}
              >
                {product.shipsInternationally
                  ? product.internationalShippingFee
                    ? t('detail.shipsWithFee', {
                        fee: money(product.internationalShippingFee, product.currency),
                      })
                    : t('detail.ships')
                  : t('detail.doesNotShip')}
                {/* The product's days estimate is for shipping abroad; at home couriers quote minutes. */}
                {product.shipsInternationally ? (
                  <span className="block text-muted-foreground">
                    {t('detail.deliveryDays', { count: product.estimatedDeliveryDays })}
                  </span>
                ) : null}
              </Detail>
              <Detail term={t('detail.listedOn')}>{formatDate(product.createdAt, language)}</Detail>
              {product.authenticityNote ? (
                <Detail term={t('detail.authenticity')} wide>
                  {product.authenticityNote}
                </Detail>
              ) : null}
              {product.tags.length > 0 ? (
                <Detail term={t('detail.tags')} wide>
                  <span className="flex flex-wrap gap-1.5">
                    {product.tags.map((tag) => (
                      <Badge key={tag} variant="outline">
                        {tag}
                      </Badge>
                    ))}
                  </span>
                </Detail>
              ) : null}
            </dl>
          </section>
        </div>

        <SellerSummaryBox seller={product.seller} />
      </div>
    </article>
  )
}

function Detail({
  term,
  icon,
  wide = false,
  children,
}: {
  term: string
  icon?: ReactNode
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="flex items-center gap-1.5 font-medium text-muted-foreground">
        {icon}
        {term}
      </dt>
      <dd className="mt-0.5 text-foreground">{children}</dd>
    </div>
  )
}

function ProductDetailsSkeleton() {
  const { t } = useTranslation('catalog')
  return (
    <div role="status" aria-live="polite" className="grid gap-6 md:grid-cols-2 md:gap-10">
      <span className="sr-only">{t('detail.loading')}</span>
      <Skeleton className="aspect-square w-full rounded-lg" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-10 w-36" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  )
}
