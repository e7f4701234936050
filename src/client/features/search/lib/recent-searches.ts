// Recent searches live in this browser only (the spec keeps them locally): 10 kept, newest first.
export const RECENT_SEARCHES_KEY = 'selam-market:recent-searches'
export const RECENT_SEARCHES_KEPT = 10
export const RECENT_SEARCHES_SHOWN = 3

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Storage can be switched off (private modes, policies); search still works without it.
    return null
  }
}

export function readRecentSearches(store: Store | null = browserStore()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(RECENT_SEARCHES_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter((item): item is string => typeof item === 'string' && item.trim().length > 0)
      .slice(0, RECENT_SEARCHES_KEPT)
  } catch {
    return []
  }
}

/** Puts a search first (once, compared without case or outer spaces) and keeps the newest 10. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const text = query.trim()
  if (!text) return [...list]
  const key = text.toLowerCase()
  return [text, ...list.filter((item) => item.trim().toLowerCase() !== key)].slice(
    0,
    RECENT_SEARCHES_KEPT,
  )
}

export function writeRecentSearches(list: readonly string[], store: Store | null = browserStore()) {
  try {
    if (list.length === 0) store?.removeItem(RECENT_SEARCHES_KEY)
    else store?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list.slice(0, RECENT_SEARCHES_KEPT)))
  } catch {
    // A full or blocked storage only loses the history.
  }
}
