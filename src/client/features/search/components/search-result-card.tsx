import { BadgeCheck, ImageOff, Plane, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ProductListItem } from '#shared/contracts/catalog.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Price } from '#client/components/ui/price.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { Photo } from '#client/components/photo.tsx'
import { localizedName } from '#shared/language.ts'

// The name link stretches over the whole card (one tab stop per result); the card shows its focus ring.
const cardClass =
  'relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-sm transition-shadow ' +
  'hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring'

/** A compact product card for search results. */
export function SearchResultCard({ product }: { product: ProductListItem }) {
  const { t, i18n } = useTranslation('search')
  const categoryName = localizedName(product.category, i18n.resolvedLanguage)

  return (
    <article className={cardClass}>
      <div className="relative">
        {product.imageUrl ? (
          <Photo
            url={product.imageUrl}
            alt={product.name}
            width={320}
            height={320}
            sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw"
            className="aspect-square w-full bg-muted object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label={t('result.noImage', { name: product.name })}
            className="flex aspect-square w-full items-center justify-center bg-muted text-muted-foreground"
          >
            <ImageOff aria-hidden="true" className="size-10" />
          </div>
        )}
        {product.isFeatured ? (
          <Badge
            variant="secondary"
            className="absolute start-2 top-2 bg-accent text-accent-foreground shadow-sm"
          >
            <Sparkles aria-hidden="true" className="size-3" />
            {t('result.featured')}
          </Badge>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3">
        <div>
          <Badge variant="secondary" className="max-w-full truncate">
            {categoryName}
          </Badge>
        </div>
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">
          <Link
            href={`/products/${product.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
          <span className="truncate">{product.seller.storeName}</span>
          {product.seller.verified ? (
            <BadgeCheck
              aria-label={t('result.verified')}
              role="img"
              className="size-3.5 shrink-0 text-primary"
            />
          ) : null}
        </p>
        <div className="flex items-center gap-1 text-xs text-muted-foreground">
          <StarRating value={product.averageRating} size="sm" />
          <span aria-hidden="true">({product.reviewCount})</span>
          <span className="sr-only">{t('result.reviews', { count: product.reviewCount })}</span>
        </div>
        <div className="mt-auto grid gap-1 pt-1">
          <Price
            price={product.price}
            discountPrice={product.discountPrice}
            currency={product.currency}
            size="sm"
          />
          <p className="text-xs text-muted-foreground">
            {product.stock > 0 ? t('result.inStock') : t('result.outOfStock')}
          </p>
          {product.shipsInternationally ? (
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <Plane aria-hidden="true" className="size-3.5" />
              {t('result.shipsAbroad')}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  )
}

export function SearchResultCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-surface"
    >
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Skeleton className="h-4 w-16 rounded-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="mt-2 h-5 w-1/3" />
      </div>
    </div>
  )
}
