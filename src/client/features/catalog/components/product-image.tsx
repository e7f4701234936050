import { ImageOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#client/lib/cn.ts'

/**
 * A product photo with its size reserved (no layout shift), loaded lazily unless it is the page's
 * main image; a labelled placeholder when the product has none.
 */
export function ProductImage({
  src,
  alt,
  size,
  priority = false,
  className,
}: {
  src: string | null | undefined
  alt: string
  size: number
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
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn('bg-muted object-cover', className)}
    />
  )
}
