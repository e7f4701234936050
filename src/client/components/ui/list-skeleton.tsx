import { Skeleton } from './skeleton.tsx'

/** A list's loading state: `count` cards, each a thumbnail and a few lines of text. */
export function ListSkeleton({
  count = 3,
  thumbClassName = 'size-16',
  lineWidths = ['w-1/2', 'w-1/3', 'w-1/4'],
}: {
  count?: number
  thumbClassName?: string
  lineWidths?: readonly string[]
}) {
  return (
    <ul aria-hidden="true" className="grid gap-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex gap-3 rounded-lg border border-border bg-surface p-4">
          <Skeleton className={thumbClassName} />
          <div className="grid flex-1 gap-2">
            {lineWidths.map((width) => (
              <Skeleton key={width} className={`h-4 ${width}`} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}
