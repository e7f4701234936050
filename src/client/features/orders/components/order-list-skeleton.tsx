import { Skeleton } from '#client/components/ui/skeleton.tsx'

export function OrderListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-3">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex gap-3 rounded-lg border border-border bg-surface p-4">
          <Skeleton className="size-16" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  )
}
