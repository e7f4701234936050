import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductListItem } from '#shared/contracts/catalog.ts'
import { cn } from '#client/lib/cn.ts'
import { ProductCard, ProductCardSkeleton, type ProductCardVariant } from './product-card.tsx'

export const PRODUCT_SKELETON_COUNT = 8

function listClass(view: ProductCardVariant, className?: string) {
  return cn(
    'grid gap-3 sm:gap-4',
    view === 'grid' ? 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4' : 'grid-cols-1',
    className,
  )
}

/** Skeleton cards while products load; announced once to screen readers. */
export function ProductGridSkeleton({
  count = PRODUCT_SKELETON_COUNT,
  view = 'grid',
  className,
}: {
  count?: number
  view?: ProductCardVariant
  className?: string
}) {
  const { t } = useTranslation('catalog')
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('products.loading')}</span>
      <div className={listClass(view, className)}>
        {Array.from({ length: count }, (_, index) => (
          <ProductCardSkeleton key={index} variant={view} />
        ))}
      </div>
    </div>
  )
}

/**
 * Product cards as a list. `leading` cards (e.g. sponsored products) come first; `renderAfter`
 * may add a full-width row (e.g. a banner) after a product.
 */
export function ProductGrid({
  products,
  view = 'grid',
  leading = [],
  renderAfter,
  headingLevel,
  priorityCount = 0,
  className,
}: {
  products: readonly ProductListItem[]
  view?: ProductCardVariant
  leading?: readonly { key: string; node: ReactNode }[]
  renderAfter?: (index: number) => ReactNode
  headingLevel?: 'h2' | 'h3'
  /** How many leading product photos load first (a listing's first row on a phone). */
  priorityCount?: number
  className?: string
}) {
  return (
    <ul role="list" className={listClass(view, className)}>
      {leading.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
      {products.map((product, index) => {
        const after = renderAfter?.(index)
        return (
          <Fragment key={product.id}>
            <li>
              <ProductCard
                product={product}
                variant={view}
                headingLevel={headingLevel}
                priority={leading.length + index < priorityCount}
              />
            </li>
            {after ? <li className="col-span-full">{after}</li> : null}
          </Fragment>
        )
      })}
    </ul>
  )
}
