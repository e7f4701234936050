import { Tag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { Category } from '#shared/contracts/catalog.ts'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useLocalizedName } from '../hooks/use-localized-name.ts'
import { Photo } from '#client/components/photo.tsx'

/** Category tiles, each opening the products page filtered to that category. */
export function CategoryGrid({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation('catalog')
  const localizedName = useLocalizedName()
  return (
    <ul role="list" className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            href={`/products?category=${category.id}`}
            className="flex h-full flex-col items-center gap-1.5 rounded-lg border border-border bg-surface p-2 text-center sm:p-3 shadow-sm transition-colors hover:border-primary hover:bg-primary-soft"
          >
            {category.imageUrl ? (
              <Photo
                url={category.imageUrl}
                alt=""
                width={64}
                height={64}
                sizes="56px"
                className="size-12 rounded-full bg-muted object-cover sm:size-14"
              />
            ) : (
              <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary sm:size-14">
                <Tag aria-hidden="true" className="size-6" />
              </span>
            )}
            <span className="text-xs leading-snug font-semibold sm:text-sm">
              {localizedName(category)}
            </span>
            <span className="text-xs text-muted-foreground">
              {t('category.productCount', { count: category.productCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function CategoryGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('catalog')
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('category.loading')}</span>
      <div className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-lg" />
        ))}
      </div>
    </div>
  )
}
