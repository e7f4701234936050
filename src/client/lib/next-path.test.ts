import { describe, expect, it } from 'vitest'
import { authHref, safeNextPath } from './next-path.ts'

const origin = 'https://selam.example'

describe('safeNextPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/products?category=coffee#top', origin)).toBe(
      '/products?category=coffee#top',
    )
    expect(safeNextPath('/dashboard', origin)).toBe('/dashboard')
    expect(safeNextPath('/checkout', origin)).toBe('/checkout')
  })

  it('falls back to / for anything that could leave the site', () => {
    for (const next of [
      null,
      undefined,
      '',
      'products',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /checkout',
    ]) {
      expect(safeNextPath(next, origin)).toBe('/')
    }
  })

  it('never sends the user back to the sign-in pages', () => {
    expect(safeNextPath('/login?next=%2Fcheckout', origin)).toBe('/')
    expect(safeNextPath('/register', origin)).toBe('/')
  })
})

describe('authHref', () => {
  it('carries the page to come back to', () => {
    expect(authHref('/login', '/checkout')).toBe('/login?next=%2Fcheckout')
    expect(authHref('/register', '/products/abc?tab=reviews')).toBe(
      '/register?next=%2Fproducts%2Fabc%3Ftab%3Dreviews',
    )
  })

  it('leaves out a target that is home, a sign-in page or off the site', () => {
    expect(authHref('/login', '/')).toBe('/login')
    expect(authHref('/login', '/login?next=%2Fx')).toBe('/login')
    expect(authHref('/login', '//evil.example')).toBe('/login')
    expect(authHref('/login', null)).toBe('/login')
  })
})
