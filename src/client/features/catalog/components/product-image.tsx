import { ImageOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Photo } from '#client/components/photo.tsx'
import { cn } from '#client/lib/cn.ts'

/** Rendered widths of a card photo in the grid (2, 3 or 4 columns, page at most 6xl) and the list. */
export const GRID_IMAGE_SIZES = '(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw'
export const LIST_IMAGE_SIZES = '(min-width: 640px) 160px, 112px'

/**
 * A product photo with its size reserved (no layout shift), loaded lazily unless it is the page's
 * main image; a labelled placeholder when the product has none.
 */
export function ProductImage({
  src,
  alt,
  size,
  sizes,
  priority = false,
  className,
}: {
  src: string | null | undefined
  alt: string
  /** Intrinsic (square) size for the reserved box. */
  size: number
  /** The rendered width, so the browser picks the variant. */
  sizes: string
  priority?: boolean
  className?: string
}) {
  const { t } = useTranslation('catalog')
  if (!src) {
    return (
      <div
        role="img"
        aria-label={t('product.noImage', { name: alt })}
        className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
      >
        <ImageOff aria-hidden="true" className="size-1/4 max-h-12 max-w-12" />
      </div>
    )
  }
  return (
    <Photo
      url={src}
      alt={alt}
      width={size}
      height={size}
      sizes={sizes}
      priority={priority}
      className={cn('bg-muted object-cover', className)}
    />
  )
}
