import { Package } from 'lucide-react'
import { Photo } from '#client/components/photo.tsx'

export function OrderThumbnail({ imageUrl }: { imageUrl: string | null }) {
  return imageUrl ? (
    <Photo
      url={imageUrl}
      alt=""
      width={64}
      height={64}
      sizes="64px"
      className="size-16 shrink-0 rounded-md border border-border object-cover"
    />
  ) : (
    <div
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
    >
      <Package className="size-6" />
    </div>
  )
}
