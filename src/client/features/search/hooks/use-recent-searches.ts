import { useCallback, useSyncExternalStore } from 'react'
import { addRecentSearch, readRecentSearches, writeRecentSearches } from '../lib/recent-searches.ts'

// This browser's recent searches, read from storage once and kept here. The server renders none
// (it cannot see the browser's storage), so hydration starts from none too and the stored ones
// follow once the page is interactive: no mismatch with the server's HTML, and no storage read in
// the middle of hydrating.

const NONE: readonly string[] = []
let recent: readonly string[] | undefined
const listeners = new Set<() => void>()

function current(): readonly string[] {
  if (recent === undefined) {
    const stored = readRecentSearches()
    // The same empty list as the server's: nothing to render again after hydrating.
    recent = stored.length > 0 ? stored : NONE
  }
  return recent
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function replace(next: readonly string[]) {
  recent = next
  writeRecentSearches(next)
  for (const listener of listeners) listener()
}

/** This browser's recent searches, newest first. */
export function useRecentSearches() {
  const list = useSyncExternalStore(subscribe, current, () => NONE)
  const remember = useCallback((query: string) => replace(addRecentSearch(current(), query)), [])
  const clear = useCallback(() => replace([]), [])
  return { recent: list, remember, clear }
}
