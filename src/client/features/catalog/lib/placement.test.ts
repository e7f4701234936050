import { describe, expect, it } from 'vitest'
import { bannerAfter, sponsoredSlots, truncate } from './placement.ts'

describe('sponsoredSlots', () => {
  it('is min(2, ceil(count / 6))', () => {
    expect([0, 1, 6, 7, 12, 40].map(sponsoredSlots)).toEqual([0, 1, 1, 2, 2, 2])
  })
})

describe('bannerAfter', () => {
  const banners = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]

  it('places a banner after every 8th product, never the first banner and never at the end', () => {
    expect(bannerAfter(6, 30, banners)).toBeUndefined()
    expect(bannerAfter(7, 30, banners)?.id).toBe('b')
    expect(bannerAfter(15, 30, banners)?.id).toBe('c')
    expect(bannerAfter(23, 30, banners)?.id).toBe('b')
    expect(bannerAfter(7, 8, banners)).toBeUndefined()
  })

  it('needs a second banner', () => {
    expect(bannerAfter(7, 30, [{ id: 'a' }])).toBeUndefined()
  })
})

describe('truncate', () => {
  it('keeps short text and cuts long text at 120 characters with an ellipsis', () => {
    expect(truncate('short', 120)).toBe('short')
    const long = 'word '.repeat(40)
    const cut = truncate(long, 120)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(121)
  })
})
