import { Package } from 'lucide-react'

export function OrderThumbnail({ imageUrl }: { imageUrl: string | null }) {
  return imageUrl ? (
    <img
      src={imageUrl}
      alt=""
      loading="lazy"
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
