import type { SearchQuery } from '#shared/contracts/search.ts'
import { SEARCH_SORTS, type SearchSort } from '#shared/search-options.ts'

/** The price slider's range and step (ETB), as the spec gives them. */
export const PRICE_MIN = 0
export const PRICE_MAX = 10_000
export const PRICE_STEP = 50

export type SearchUrlState = {
  q: string
  /** Category id or slug (the server accepts both). */
  category: string
  sellerId: string
  /** [min, max] in ETB; the full range means no price filter. */
  price: [number, number]
  featured: boolean
  international: boolean
  /** On by default: the reset rule brings it back. */
  inStock: boolean
  sort: SearchSort
}

export const DEFAULT_SEARCH_STATE: SearchUrlState = {
  q: '',
  category: '',
  sellerId: '',
  price: [PRICE_MIN, PRICE_MAX],
  featured: false,
  international: false,
  inStock: true,
  sort: 'relevance',
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function isSort(value: string | null): value is SearchSort {
  return value !== null && (SEARCH_SORTS as readonly string[]).includes(value)
}

/** A price from the URL snapped to the slider's steps and range; the fallback when unreadable. */
function priceParam(value: string | null, fallback: number): number {
  if (value === null || !/^\d+(\.\d+)?$/.test(value)) return fallback
  const snapped = Math.round(Number(value) / PRICE_STEP) * PRICE_STEP
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, snapped))
}

/** Reads the page state: the query from q or search, the category from category. */
export function parseSearchUrlState(searchString: string): SearchUrlState {
  const params = new URLSearchParams(searchString)
  const sort = params.get('sort')
  const seller = params.get('seller') ?? ''
  let min = priceParam(params.get('minPrice'), PRICE_MIN)
  let max = priceParam(params.get('maxPrice'), PRICE_MAX)
  if (min > max) [min, max] = [max, min]
  return {
    q: (params.get('q') ?? params.get('search') ?? '').trim().slice(0, 200),
    category: (params.get('category') ?? '').trim().slice(0, 80),
    sellerId: UUID.test(seller) ? seller : '',
    price: [min, max],
    featured: params.get('featured') === 'true',
    international: params.get('international') === 'true',
    inStock: params.get('inStock') !== 'false',
    sort: isSort(sort) ? sort : 'relevance',
  }
}

/** The query string for a state, defaults left out so links stay short. */
export function searchUrlQuery(state: SearchUrlState): string {
  const params = new URLSearchParams()
  if (state.q) params.set('q', state.q)
  if (state.category) params.set('category', state.category)
  if (state.sellerId) params.set('seller', state.sellerId)
  if (state.price[0] !== PRICE_MIN) params.set('minPrice', String(state.price[0]))
  if (state.price[1] !== PRICE_MAX) params.set('maxPrice', String(state.price[1]))
  if (state.featured) params.set('featured', 'true')
  if (state.international) params.set('international', 'true')
  if (!state.inStock) params.set('inStock', 'false')
  if (state.sort !== 'relevance') params.set('sort', state.sort)
  const query = params.toString()
  return query ? `?${query}` : ''
}

export type SearchFilters = Omit<SearchQuery, 'cursor' | 'page' | 'limit'>

/** What the API is asked for: every filter goes to the server so the counts are right. */
export function searchFiltersOf(state: SearchUrlState): SearchFilters {
  const filters: SearchFilters = { sort: state.sort }
  if (state.q) filters.q = state.q
  if (state.category) filters.category = state.category
  if (state.sellerId) filters.sellerId = state.sellerId
  if (state.price[0] !== PRICE_MIN) filters.minPrice = String(state.price[0])
  if (state.price[1] !== PRICE_MAX) filters.maxPrice = String(state.price[1])
  if (state.featured) filters.featured = 'true'
  if (state.international) filters.international = 'true'
  if (state.inStock) filters.inStock = 'true'
  return filters
}

/** The reset rule: every filter back to its default (in stock on, relevance), the query kept. */
export function resetFilters(state: SearchUrlState): SearchUrlState {
  return { ...DEFAULT_SEARCH_STATE, q: state.q }
}

export type ActiveFilter =
  | { kind: 'category'; value: string }
  | { kind: 'seller'; value: string }
  | { kind: 'price'; value: [number, number] }
  | { kind: 'featured' }
  | { kind: 'international' }
  | { kind: 'outOfStock' }

/** Filters that differ from the defaults, in panel order: the chips and the badge count. */
export function activeFilters(state: SearchUrlState): ActiveFilter[] {
  const active: ActiveFilter[] = []
  if (state.category) active.push({ kind: 'category', value: state.category })
  if (state.price[0] !== PRICE_MIN || state.price[1] !== PRICE_MAX) {
    active.push({ kind: 'price', value: state.price })
  }
  if (state.sellerId) active.push({ kind: 'seller', value: state.sellerId })
  if (state.featured) active.push({ kind: 'featured' })
  if (state.international) active.push({ kind: 'international' })
  if (!state.inStock) active.push({ kind: 'outOfStock' })
  return active
}

/** The state without one filter (a chip's remove button). */
export function withoutFilter(state: SearchUrlState, filter: ActiveFilter): SearchUrlState {
  switch (filter.kind) {
    case 'category':
      return { ...state, category: '' }
    case 'seller':
      return { ...state, sellerId: '' }
    case 'price':
      return { ...state, price: [PRICE_MIN, PRICE_MAX] }
    case 'featured':
      return { ...state, featured: false }
    case 'international':
      return { ...state, international: false }
    case 'outOfStock':
      return { ...state, inStock: true }
  }
}
