import { describe, expect, it } from 'vitest'
import { formatRating } from './rating.ts'

describe('formatRating', () => {
  it('shows one decimal, rounded half up exactly', () => {
    expect(formatRating('4.67')).toBe('4.7')
    expect(formatRating('4.68')).toBe('4.7')
    expect(formatRating('4.65')).toBe('4.7')
    expect(formatRating('4.64')).toBe('4.6')
    expect(formatRating('5.00')).toBe('5.0')
    expect(formatRating('0')).toBe('0.0')
  })

  it('reads nothing or nonsense as 0.0', () => {
    expect(formatRating(null)).toBe('0.0')
    expect(formatRating(undefined)).toBe('0.0')
    expect(formatRating('abc')).toBe('0.0')
  })
})
