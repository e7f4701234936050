import { describe, expect, it } from 'vitest'
import {
  atProductLimit,
  categoryAllowed,
  upgradeUrlOf,
  type ListingLimits,
} from './listing-limits.ts'

const trial = (overrides: Partial<ListingLimits> = {}): ListingLimits => ({
  source: 'trial',
  planName: null,
  planNameAmharic: null,
  planNameOm: null,
  planNameTi: null,
  maxProducts: 5,
  maxCategories: 3,
  productsUsed: 2,
  categoryIdsUsed: ['a', 'b'],
  upgradeUrl: '/revenue-dashboard',
  ...overrides,
})

describe('listing limits', () => {
  it('knows when the product limit is reached, and that no limit is never reached', () => {
    expect(atProductLimit(trial())).toBe(false)
    expect(atProductLimit(trial({ productsUsed: 5 }))).toBe(true)
    expect(atProductLimit(trial({ maxProducts: null, productsUsed: 900 }))).toBe(false)
  })

  it('allows categories already used, and new ones only while the category limit has room', () => {
    expect(categoryAllowed(trial(), 'c')).toBe(true)
    const full = trial({ categoryIdsUsed: ['a', 'b', 'c'] })
    expect(categoryAllowed(full, 'a')).toBe(true)
    expect(categoryAllowed(full, 'd')).toBe(false)
    expect(
      categoryAllowed(trial({ maxCategories: null, categoryIdsUsed: ['a', 'b', 'c'] }), 'd'),
    ).toBe(true)
  })

  it('reads the plans link of a limit refusal only', () => {
    expect(
      upgradeUrlOf({
        code: 'TRIAL_LIMIT',
        details: { upgradeUrl: '/revenue-dashboard', limit: 5 },
      }),
    ).toBe('/revenue-dashboard')
    expect(upgradeUrlOf({ code: 'PLAN_LIMIT', details: { upgradeUrl: 'https://evil.test' } })).toBe(
      null,
    )
    expect(upgradeUrlOf({ code: 'VALIDATION_ERROR', details: { upgradeUrl: '/x' } })).toBe(null)
  })
})
