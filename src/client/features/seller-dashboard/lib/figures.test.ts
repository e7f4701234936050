import { describe, expect, it } from 'vitest'
import { barHeights, formatPercent, monthLabel } from './figures.ts'

describe('dashboard display helpers', () => {
  it('formats percentages and keeps "no figure" as null', () => {
    expect(formatPercent(33.3, 'en')).toBe('33.3%')
    expect(formatPercent(50, 'en')).toBe('50%')
    expect(formatPercent(null, 'en')).toBeNull()
  })

  it('scales bars to the best month and draws nothing without sales', () => {
    expect(barHeights(['0.00', '50.00', '200.00', '150.00'])).toEqual([0, 25, 100, 75])
    expect(barHeights(['0.00', '0.00'])).toEqual([0, 0])
  })

  it('labels a month by its Gregorian name and full year, never a day-like "May 26"', () => {
    expect(monthLabel('2026-02', 'en')).toBe('Feb 2026')
    expect(monthLabel('2026-05', 'en')).toBe('May 2026')
    expect(monthLabel('2026-05', 'am')).toMatch(/ 2026$/)
  })
})
