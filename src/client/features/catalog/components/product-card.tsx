import { BadgeCheck, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ProductListItem } from '#shared/contracts/catalog.ts'
import { StoreAwayBadge } from '#client/components/store-away-badge.tsx'
import { Badge } from '#client/components/ui/badge.tsx'
import { Price } from '#client/components/ui/price.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { cn } from '#client/lib/cn.ts'
import { useLocalizedName } from '../hooks/use-localized-name.ts'
import { GRID_IMAGE_SIZES, LIST_IMAGE_SIZES, ProductImage } from './product-image.tsx'
import { StockHint } from './stock-hint.tsx'

export type ProductCardVariant = 'grid' | 'list'

// The name link stretches over the whole card (one tab stop per product); the card shows its focus ring.
const cardClass =
  'relative flex overflow-hidden rounded-lg border border-border bg-surface shadow-sm transition-shadow ' +
  'hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring'

export function ProductCard({
  product,
  variant = 'grid',
  headingLevel = 'h3',
  priority = false,
}: {
  product: ProductListItem
  variant?: ProductCardVariant
  headingLevel?: 'h2' | 'h3'
  /** The photo is likely the page's largest paint (first row of a listing): load it first. */
  priority?: boolean
}) {
  const { t } = useTranslation('catalog')
  const localizedName = useLocalizedName()
  const Heading = headingLevel
  const list = variant === 'list'

  return (
    <article className={cn(cardClass, list ? 'flex-row' : 'h-full flex-col')}>
      <div className={cn('relative shrink-0', list ? 'w-28 sm:w-40' : 'w-full')}>
        <ProductImage
          src={product.imageUrl}
          alt={product.name}
          size={list ? 160 : 320}
          sizes={list ? LIST_IMAGE_SIZES : GRID_IMAGE_SIZES}
          priority={priority}
          className={cn('aspect-square w-full', list && 'h-full')}
        />
        {product.isFeatured ? (
          <Badge
            variant="secondary"
            className="absolute start-2 top-2 bg-accent text-accent-foreground shadow-sm"
          >
            <Sparkles aria-hidden="true" className="size-3" />
            {t('product.featured')}
          </Badge>
        ) : null}
      </div>

      <div className={cn('flex min-w-0 flex-1 flex-col gap-1.5', list ? 'p-3 sm:p-4' : 'p-3')}>
        <div className="flex flex-wrap gap-1">
          <Badge variant="secondary" className="max-w-full truncate">
            {localizedName(product.category)}
          </Badge>
          {product.seller.awayUntil ? <StoreAwayBadge until={product.seller.awayUntil} /> : null}
        </div>
        <Heading
          className={cn(
            'leading-snug font-semibold',
            list ? 'text-base' : 'line-clamp-2 text-sm sm:text-base',
          )}
        >
          <Link
            href={`/products/${product.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </Heading>
        {list && product.description ? (
          <p className="line-clamp-2 hidden text-sm text-muted-foreground sm:block">
            {product.description}
          </p>
        ) : null}
        <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
          <span className="truncate">
            {t('product.soldBy', { store: product.seller.storeName })}
          </span>
          {product.seller.verified ? (
            <BadgeCheck
              aria-label={t('seller.verified')}
              role="img"
              className="size-3.5 shrink-0 text-primary"
            />
          ) : null}
        </p>
        <div className="flex items-center gap-1 text-xs text-muted-foreground">
          <StarRating value={product.averageRating} size="sm" />
          <span aria-hidden="true">({product.reviewCount})</span>
          <span className="sr-only">{t('product.reviews', { count: product.reviewCount })}</span>
        </div>
        <div className="mt-auto pt-1">
          <Price
            price={product.price}
            discountPrice={product.discountPrice}
            currency={product.currency}
            size="sm"
            from={hasDearerVariants(product)}
          />
          <StockHint stock={product.stock} className="mt-1" />
        </div>
      </div>
    </article>
  )
}

/** Variants at more than one price: the card shows the cheapest as "from …". */
function hasDearerVariants(product: ProductListItem) {
  return (
    product.priceMax !== null &&
    // Two-decimal amounts compare exactly as numbers; big.js stays off the first view.
    Number(product.priceMax) > Number(product.discountPrice ?? product.price)
  )
}

export function ProductCardSkeleton({ variant = 'grid' }: { variant?: ProductCardVariant }) {
  const list = variant === 'list'
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex overflow-hidden rounded-lg border border-border bg-surface',
        list ? 'flex-row' : 'h-full flex-col',
      )}
    >
      <Skeleton
        className={cn('shrink-0 rounded-none', list ? 'w-28 sm:w-40' : 'aspect-square w-full')}
      />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Skeleton className="h-4 w-16 rounded-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="mt-2 h-5 w-1/3" />
      </div>
    </div>
  )
}
