import { describe, expect, it } from 'vitest'
import { adTarget } from './ad-target.ts'

describe('adTarget', () => {
  it('keeps product paths inside the app', () => {
    expect(adTarget({ websiteUrl: '/products/6f1c2d3e-0000-4000-8000-000000000001' })).toEqual({
      kind: 'internal',
      href: '/products/6f1c2d3e-0000-4000-8000-000000000001',
    })
  })

  it('opens http(s) sites externally', () => {
    expect(adTarget({ websiteUrl: 'https://example.et/shop' })).toEqual({
      kind: 'external',
      href: 'https://example.et/shop',
    })
  })

  it('refuses scripts, protocol-relative and empty addresses', () => {
    expect(adTarget({ websiteUrl: 'javascript:alert(1)' })).toBeNull()
    expect(adTarget({ websiteUrl: '//evil.example' })).toBeNull()
    expect(adTarget({ websiteUrl: '  ' })).toBeNull()
    expect(adTarget({ websiteUrl: null })).toBeNull()
    expect(adTarget({ websiteUrl: 'not a url' })).toBeNull()
  })
})
