import { Megaphone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Advertisement } from '#shared/contracts/marketing.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Price } from '#client/components/ui/price.tsx'
import { StarRating } from '#client/components/ui/star-rating.tsx'
import { cn } from '#client/lib/cn.ts'
import { AdLink } from './ad-link.tsx'
import { GRID_IMAGE_SIZES, LIST_IMAGE_SIZES, ProductImage } from './product-image.tsx'

/** A sponsored-product advert shown among product cards, clearly labelled as sponsored. */
export function SponsoredProductCard({
  ad,
  variant = 'grid',
  headingLevel = 'h3',
}: {
  ad: Advertisement
  variant?: 'grid' | 'list'
  headingLevel?: 'h2' | 'h3'
}) {
  const { t } = useTranslation('catalog')
  const Heading = headingLevel
  const list = variant === 'list'
  return (
    <article
      className={cn(
        'relative flex overflow-hidden rounded-lg border border-accent bg-surface shadow-sm transition-shadow hover:shadow-md',
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
        list ? 'flex-row' : 'h-full flex-col',
      )}
    >
      <div className={cn('relative shrink-0', list ? 'w-28 sm:w-40' : 'w-full')}>
        <ProductImage
          src={ad.imageUrl}
          alt={ad.title}
          size={list ? 160 : 320}
          sizes={list ? LIST_IMAGE_SIZES : GRID_IMAGE_SIZES}
          className={cn('aspect-square w-full', list && 'h-full')}
        />
        <Badge variant="outline" className="absolute start-2 top-2 bg-surface shadow-sm">
          <Megaphone aria-hidden="true" className="size-3" />
          {t('ads.sponsored')}
        </Badge>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3">
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">
          <AdLink
            ad={ad}
            className="after:absolute after:inset-0 focus-visible:outline-none [&_svg]:ms-1 [&_svg]:inline [&_svg]:size-3.5"
            fallback={ad.title}
          >
            {ad.title}
          </AdLink>
        </Heading>
        {ad.description ? (
          <p className="line-clamp-2 text-xs text-muted-foreground sm:text-sm">{ad.description}</p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {t('ads.by', { business: ad.businessName })}
        </p>
        {ad.product ? (
          <>
            <div className="flex items-center gap-1 text-xs text-muted-foreground">
              <StarRating value={ad.product.averageRating} size="sm" />
              <span aria-hidden="true">({ad.product.reviewCount})</span>
              <span className="sr-only">
                {t('product.reviews', { count: ad.product.reviewCount })}
              </span>
            </div>
            <div className="mt-auto pt-1">
              <Price
                price={ad.product.price}
                discountPrice={ad.product.discountPrice}
                currency={ad.product.currency}
                size="sm"
              />
            </div>
          </>
        ) : null}
      </div>
    </article>
  )
}
