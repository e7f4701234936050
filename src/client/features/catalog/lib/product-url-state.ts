import { PRODUCT_SORTS, type ProductSort } from '#shared/constants.ts'
import type { ProductFilters } from '../api/query-keys.ts'

export type ProductView = 'grid' | 'list'

export type ProductUrlState = {
  search: string
  /** Category id (a slug also works: the server accepts both). */
  category: string
  sort: ProductSort
  view: ProductView
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function isSort(value: string | null): value is ProductSort {
  return value !== null && (PRODUCT_SORTS as readonly string[]).includes(value)
}

/** Reads the products page's state from its query string; unknown values fall back to defaults. */
export function parseProductUrlState(searchString: string): ProductUrlState {
  const params = new URLSearchParams(searchString)
  const sort = params.get('sort')
  return {
    search: (params.get('search') ?? params.get('q') ?? '').trim().slice(0, 200),
    category: (params.get('category') ?? params.get('categoryId') ?? '').trim().slice(0, 80),
    sort: isSort(sort) ? sort : 'newest',
    view: params.get('view') === 'list' ? 'list' : 'grid',
  }
}

/** The query string for a state, leaving defaults out so links stay short. */
export function productUrlQuery(state: ProductUrlState): string {
  const params = new URLSearchParams()
  if (state.search) params.set('search', state.search)
  if (state.category) params.set('category', state.category)
  if (state.sort !== 'newest') params.set('sort', state.sort)
  if (state.view !== 'grid') params.set('view', state.view)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The API filters for a state: a category id goes as categoryId, anything else as a slug. */
export function productFiltersOf(state: ProductUrlState): ProductFilters {
  const filters: ProductFilters = { sort: state.sort }
  if (state.search) filters.search = state.search
  if (UUID.test(state.category)) filters.categoryId = state.category
  else if (state.category) filters.category = state.category
  return filters
}

export function isUuid(value: string): boolean {
  return UUID.test(value)
}
