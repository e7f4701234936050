import { useDataAsRendered } from '#client/lib/hydration.ts'
import { useSavedCounts } from '../api/get-saved-counts.ts'
import { savedKeys } from '../api/query-keys.ts'

/**
 * The header's count next to the wishlist or favourites icon, for a signed-in user. Nothing shows
 * while loading, on failure or at zero. `id` lets the icon link point at it with aria-describedby.
 */
export function SavedCountBadge({ kind, id }: { kind: 'wishlist' | 'favorites'; id: string }) {
  // Counted as the page was rendered until hydrated (a product saved meanwhile would not match).
  const counts = useDataAsRendered(savedKeys.counts(), useSavedCounts(true).data)
  const count = counts?.[kind] ?? 0
  if (count <= 0) return null
  return (
    <span
      id={id}
      className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
