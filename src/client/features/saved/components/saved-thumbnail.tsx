import { ImageOff } from 'lucide-react'
import { Photo } from '#client/components/photo.tsx'

export function SavedThumbnail({ imageUrl }: { imageUrl: string | null }) {
  return imageUrl ? (
    <Photo
      url={imageUrl}
      alt=""
      width={80}
      height={80}
      sizes="80px"
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
