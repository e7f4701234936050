import { describe, expect, it } from 'vitest'
import { tierName } from '#shared/tier-name.ts'
import { commissionPercent, tierKind } from './tier-style.ts'

describe('tier card helpers', () => {
  it('knows the four tiers by name and treats any other as "other"', () => {
    expect(tierKind('Bronze')).toBe('bronze')
    expect(tierKind('diamond')).toBe('diamond')
    expect(tierKind('platinum')).toBe('other')
    expect(tierKind(null)).toBe('other')
  })

  it('shows commission as rate × 100 with one decimal, exactly', () => {
    expect(commissionPercent('0.0700')).toBe('7.0')
    expect(commissionPercent('0.0825')).toBe('8.3')
    expect(commissionPercent('0.0500')).toBe('5.0')
  })

  it('names the tier in Amharic when there is an Amharic name', () => {
    expect(tierName({ name: 'gold', nameAmharic: 'ወርቅ' }, 'am')).toBe('ወርቅ')
    expect(tierName({ name: 'gold', nameAmharic: 'ወርቅ' }, 'en')).toBe('Gold')
    expect(tierName({ name: 'gold', nameAmharic: null }, 'am')).toBe('Gold')
  })
})
