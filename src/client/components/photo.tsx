import type { ReactEventHandler } from 'react'
import { photoSources, useDataSaver } from '#client/lib/data-saver.ts'

/**
 * A photo that costs as few bytes as it can: the browser picks the smallest variant that fills
 * `sizes` (only the 160 px one with data saver on), `width`/`height` reserve its box so nothing
 * moves when it arrives, and it loads lazily unless it is the page's main image (`priority`).
 */
export function Photo({
  url,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  onError,
}: {
  url: string
  alt: string
  /** Intrinsic size for the aspect-ratio box; CSS sets the rendered size. */
  width: number
  height: number
  /** The rendered width, e.g. "(min-width: 768px) 33vw, 50vw" or "80px". */
  sizes: string
  priority?: boolean
  className?: string
  onError?: ReactEventHandler<HTMLImageElement>
}) {
  const dataSaver = useDataSaver()
  const { src, srcSet } = photoSources(url, dataSaver)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      // The main image is painted with the page's first frame; the rest decode off the main thread.
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={onError}
      className={className}
    />
  )
}
