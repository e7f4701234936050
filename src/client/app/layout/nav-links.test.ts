import { describe, expect, it } from 'vitest'
import { isNavLinkActive, NAV_LINKS } from './nav-links.ts'

const activeKeys = (path: string, search = '') =>
  NAV_LINKS.filter((link) => isNavLinkActive(link.key, link.href, path, search)).map(
    (link) => link.key,
  )

describe('header navigation', () => {
  it('highlights only Products on /products, though Categories opens the same page', () => {
    expect(activeKeys('/products')).toEqual(['products'])
    expect(activeKeys('/products/9ad92431-cfa3-47e9-9144-faa4d51a198d')).toEqual(['products'])
  })

  it('highlights only Categories while a category is chosen', () => {
    expect(activeKeys('/products', 'category=coffee&sort=newest')).toEqual(['categories'])
  })

  it('highlights the one link of any other section, and none elsewhere', () => {
    expect(activeKeys('/coupons')).toEqual(['coupons'])
    expect(activeKeys('/')).toEqual([])
  })
})
