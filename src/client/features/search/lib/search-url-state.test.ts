import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SEARCH_STATE,
  activeFilters,
  parseSearchUrlState,
  resetFilters,
  searchFiltersOf,
  searchUrlQuery,
  withoutFilter,
} from './search-url-state.ts'

const SELLER = '0b0e7a5c-4c1f-4a8e-9d3b-2f6a1c9e8d70'

describe('search URL state', () => {
  it('reads the query from q or search and defaults everything else', () => {
    expect(parseSearchUrlState('?q=%E1%89%A1%E1%8A%93')).toEqual({
      ...DEFAULT_SEARCH_STATE,
      q: 'ቡና',
    })
    expect(parseSearchUrlState('?search=berbere').q).toBe('berbere')
    expect(parseSearchUrlState('').inStock).toBe(true)
    expect(parseSearchUrlState('').sort).toBe('relevance')
  })

  it('round-trips every filter through the URL', () => {
    const state = {
      q: 'habesha kemis',
      category: 'clothing',
      sellerId: SELLER,
      price: [500, 2500] as [number, number],
      featured: true,
      international: true,
      inStock: false,
      sort: 'price-low' as const,
    }
    expect(parseSearchUrlState(searchUrlQuery(state))).toEqual(state)
    expect(searchUrlQuery(DEFAULT_SEARCH_STATE)).toBe('')
  })

  it('ignores values it cannot use and snaps prices to the slider', () => {
    const state = parseSearchUrlState('?sort=cheap&seller=42&minPrice=3020&maxPrice=99999')
    expect(state.sort).toBe('relevance')
    expect(state.sellerId).toBe('')
    expect(state.price).toEqual([3000, 10_000])
    expect(parseSearchUrlState('?minPrice=900&maxPrice=100').price).toEqual([100, 900])
  })

  it('sends every filter to the API, leaving defaults out', () => {
    expect(searchFiltersOf(DEFAULT_SEARCH_STATE)).toEqual({ sort: 'relevance', inStock: 'true' })
    expect(
      searchFiltersOf({
        ...DEFAULT_SEARCH_STATE,
        q: 'teff',
        price: [0, 500],
        inStock: false,
        featured: true,
      }),
    ).toEqual({ sort: 'relevance', q: 'teff', maxPrice: '500', featured: 'true' })
  })

  it('resets filters to in stock and relevance, keeping the query', () => {
    const busy = parseSearchUrlState(
      `?q=buna&category=coffee&inStock=false&sort=newest&seller=${SELLER}`,
    )
    expect(resetFilters(busy)).toEqual({ ...DEFAULT_SEARCH_STATE, q: 'buna' })
  })

  it('lists active filters for chips and removes them one at a time', () => {
    const state = parseSearchUrlState(
      `?category=coffee&minPrice=100&featured=true&inStock=false&seller=${SELLER}`,
    )
    const active = activeFilters(state)
    expect(active.map((filter) => filter.kind)).toEqual([
      'category',
      'price',
      'seller',
      'featured',
      'outOfStock',
    ])
    const fewer = withoutFilter(state, active[1]!)
    expect(fewer.price).toEqual([0, 10_000])
    expect(activeFilters(fewer)).toHaveLength(4)
    expect(withoutFilter(state, { kind: 'outOfStock' }).inStock).toBe(true)
    expect(activeFilters(DEFAULT_SEARCH_STATE)).toEqual([])
  })
})
