import { describe, expect, it } from 'vitest'
import {
  formatReferenceNumber,
  normalizeReferenceNumber,
  REFERENCE_ALPHABET,
} from './reference-numbers.ts'

describe('reference numbers', () => {
  it('reads SM-YYMM and four characters without look-alikes', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILO]/)
    const picks = [3, 12, 0, 30]
    const number = formatReferenceNumber(new Date('2026-11-24T23:30:00Z'), () => picks.shift()!)
    expect(number).toBe('SM-2611-5E2Z')
  })

  it('accepts a typed number in any case and spacing, and nothing else', () => {
    expect(normalizeReferenceNumber(' sm-2611-4f7q ')).toBe('SM-2611-4F7Q')
    expect(normalizeReferenceNumber('SM-2611-4F7O')).toBeNull()
    expect(normalizeReferenceNumber('fecb08df')).toBeNull()
    expect(normalizeReferenceNumber('SM-26110-4F7Q')).toBeNull()
  })
})
