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

  it("labels a month with its year, in the reader's calendar", () => {
    expect(monthLabel('2026-02', 'en')).toBe('Feb 2026')
    // The Ethiopian month covering most of February 2026, with its Ethiopian year.
    expect(monthLabel('2026-02', 'am')).toBe('የካቲት 2018')
    expect(monthLabel('2026-05', 'am')).toBe('ግንቦት 2018')
  })
})
