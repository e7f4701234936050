import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { cn } from '#client/lib/cn.ts'
import { photoSources, useDataSaver } from '#client/lib/data-saver.ts'

/** A product photo from its smallest fitting variant, or a neutral tile when there is none. */
export function ProductPhoto({
  url,
  alt,
  sizes,
  className,
}: {
  url: string | null
  alt: string
  /** The rendered width, so the browser picks the variant (e.g. "64px"). */
  sizes: string
  className?: string
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const dataSaver = useDataSaver()
  if (!url || failedUrl === url) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
      >
        <ImageOff aria-hidden="true" className="size-1/3 max-h-8 max-w-8" />
      </div>
    )
  }
  const { src, srcSet } = photoSources(url, dataSaver)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={cn('bg-muted object-cover', className)}
    />
  )
}
