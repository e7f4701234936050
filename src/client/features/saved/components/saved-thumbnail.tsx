import { ImageOff } from 'lucide-react'

export function SavedThumbnail({ imageUrl }: { imageUrl: string | null }) {
  return imageUrl ? (
    <img
      src={imageUrl}
      alt=""
      loading="lazy"
      className="size-20 shrink-0 rounded-md border border-border object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-20 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
    >
      <ImageOff className="size-6" />
    </span>
  )
}
