import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductDetail } from '#shared/contracts/catalog.ts'
import { Photo } from '#client/components/photo.tsx'
import { cn } from '#client/lib/cn.ts'
import { ProductImage } from './product-image.tsx'

function galleryImages(product: ProductDetail): string[] {
  const ordered = [...product.images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))
  const urls = [product.imageUrl, ...ordered.map((image) => image.imageUrl)].filter(
    (url): url is string => Boolean(url),
  )
  return [...new Set(urls)]
}

/** The main photo plus the others as thumbnails that switch it; a placeholder when there is none. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog')
  const images = galleryImages(product)
  const [selected, setSelected] = useState(0)
  const current = images[selected] ?? images[0] ?? null

  return (
    <div className="grid gap-3">
      <ProductImage
        src={current}
        alt={product.name}
        size={640}
        sizes="(min-width: 768px) 50vw, 100vw"
        priority
        className="aspect-square w-full rounded-lg border border-border"
      />
      {images.length > 1 ? (
        <ul role="list" className="flex flex-wrap gap-2" aria-label={t('detail.photos')}>
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={t('detail.showPhoto', { index: index + 1, total: images.length })}
                className={cn(
                  'block overflow-hidden rounded-md border-2',
                  index === selected ? 'border-primary' : 'border-transparent hover:border-border',
                )}
              >
                <Photo
                  url={url}
                  alt=""
                  width={64}
                  height={64}
                  sizes="64px"
                  className="size-16 bg-muted object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
