import { describe, expect, it } from 'vitest'
import { parseProductUrlState, productFiltersOf, productUrlQuery } from './product-url-state.ts'

const id = '6f1c2d3e-0000-4000-8000-000000000001'

describe('product URL state', () => {
  it('reads defaults from an empty query', () => {
    expect(parseProductUrlState('')).toEqual({
      search: '',
      category: '',
      sort: 'newest',
      view: 'grid',
    })
  })

  it('reads search, category, sort and view, ignoring unknown sorts', () => {
    expect(
      parseProductUrlState(`?search=%20coffee%20&category=${id}&sort=price-low&view=list`),
    ).toEqual({
      search: 'coffee',
      category: id,
      sort: 'price-low',
      view: 'list',
    })
    expect(parseProductUrlState('sort=cheapest').sort).toBe('newest')
  })

  it('round-trips and leaves defaults out', () => {
    const state = parseProductUrlState(`search=tea&category=${id}&sort=rating`)
    expect(parseProductUrlState(productUrlQuery(state))).toEqual(state)
    expect(productUrlQuery({ search: '', category: '', sort: 'newest', view: 'grid' })).toBe('')
  })

  it('sends ids as categoryId and anything else as a slug', () => {
    expect(productFiltersOf(parseProductUrlState(`category=${id}`))).toEqual({
      sort: 'newest',
      categoryId: id,
    })
    expect(productFiltersOf(parseProductUrlState('category=coffee&search=x'))).toEqual({
      sort: 'newest',
      search: 'x',
      category: 'coffee',
    })
  })
})
