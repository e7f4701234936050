import { describe, expect, it } from 'vitest'
import { parseCommaList } from './parse-comma-list.ts'

describe('parseCommaList', () => {
  it('splits on commas and trims each item', () => {
    expect(parseCommaList('fresh aroma,  good packaging ,fast')).toEqual([
      'fresh aroma',
      'good packaging',
      'fast',
    ])
  })

  it('drops empty items, including a trailing comma and runs of commas', () => {
    expect(parseCommaList(' , a,, ,b, ')).toEqual(['a', 'b'])
  })

  it('gives an empty list for blank text', () => {
    expect(parseCommaList('')).toEqual([])
    expect(parseCommaList('   ')).toEqual([])
    expect(parseCommaList(',,,')).toEqual([])
  })

  it('accepts the Ethiopic comma as a separator', () => {
    expect(parseCommaList('ጥሩ መዓዛ፣ ፈጣን አቅርቦት, ርካሽ')).toEqual(['ጥሩ መዓዛ', 'ፈጣን አቅርቦት', 'ርካሽ'])
  })

  it('keeps a single item without commas', () => {
    expect(parseCommaList('  only one  ')).toEqual(['only one'])
  })
})
