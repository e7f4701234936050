// The search page's sorts and limits. No zod here: the search page imports these, and the search
// contracts (with their schemas) are for the server and the API document, so a visitor's first
// search does not evaluate the validation library.

/** Search page sorts, as the spec lists them; relevance ranks exact, then prefix, then fuzzy matches. */
export const SEARCH_SORTS = [
  'relevance',
  'price-low',
  'price-high',
  'newest',
  'rating',
  'popular',
] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

export const SEARCH_SUGGESTIONS_MAX = 6
export const SEARCH_SUGGESTIONS_MIN_LENGTH = 2

/** Matches are counted up to this many; more show as "1000+". */
export const SEARCH_COUNT_CAP = 1_000
