import type { SearchFilters } from '../lib/search-url-state.ts'

// One factory so every search list and suggestion agrees on the same keys.
export const searchKeys = {
  all: ['search'] as const,
  results: (filters: SearchFilters) => [...searchKeys.all, 'results', filters] as const,
  suggestions: (query: string) => [...searchKeys.all, 'suggestions', query] as const,
}

/** Builds `?a=1&b=2` from defined, non-empty values; '' when nothing is set. */
export function toQueryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue
    search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
