import { describe, expect, it } from 'vitest'
import { pageLabel } from './page-names.ts'

describe('top page labels', () => {
  it('names product and store pages by what they show', () => {
    expect(pageLabel('/products/9be92725-1c1b-4f8e-9d5c-0a4b3c2d1e0f', 'Sidamo Coffee')).toEqual({
      kind: 'product',
      name: 'Sidamo Coffee',
    })
    expect(pageLabel('/sellers/9be92725-1c1b-4f8e-9d5c-0a4b3c2d1e0f', 'Harar Spices')).toEqual({
      kind: 'store',
      name: 'Harar Spices',
    })
  })

  it('names known pages, and shows anything else (or a deleted subject) as its path', () => {
    expect(pageLabel('/', null)).toEqual({ kind: 'page', page: 'home' })
    expect(pageLabel('/cart', null)).toEqual({ kind: 'page', page: 'cart' })
    expect(pageLabel('/products/gone', null)).toEqual({ kind: 'path', path: '/products/gone' })
    expect(pageLabel('/odd/page', null)).toEqual({ kind: 'path', path: '/odd/page' })
  })
})
