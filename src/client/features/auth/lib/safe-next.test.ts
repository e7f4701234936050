import { describe, expect, it } from 'vitest'
import { safeNextPath } from './safe-next.ts'

const origin = 'https://selam.example'

describe('safeNextPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/products?category=coffee#top', origin)).toBe(
      '/products?category=coffee#top',
    )
    expect(safeNextPath('/dashboard', origin)).toBe('/dashboard')
  })

  it('falls back to / for anything that could leave the site', () => {
    for (const next of [
      null,
      undefined,
      '',
      'products',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(safeNextPath(next, origin)).toBe('/')
    }
  })
})
