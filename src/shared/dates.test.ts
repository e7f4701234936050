import { describe, expect, it } from 'vitest'
import { DATE_TIME, formatDate, formatMonth, TIME_OF_DAY } from './dates.ts'

const moment = '2026-11-24T13:39:00Z' // 16:39 in Addis Ababa (UTC+3)

describe('formatDate', () => {
  it('shows times in Addis Ababa whatever the device zone', () => {
    expect(formatDate(moment, 'en', TIME_OF_DAY)).toBe('16:39')
    expect(formatDate(moment, 'en', DATE_TIME)).toBe('24 Nov 2026, 16:39')
  })

  it('reads Amharic dates in the Ethiopian calendar', () => {
    expect(formatDate(moment, 'am')).toContain('ኅዳር')
    expect(formatDate(moment, 'am')).toContain('2019')
  })

  it('puts a late-evening UTC moment on the next Addis Ababa day', () => {
    expect(formatDate('2026-11-24T22:30:00Z', 'en')).toBe('25 November 2026')
  })
})

describe('formatMonth', () => {
  it('labels a month with its year: English short name, Ethiopian month in Amharic', () => {
    expect(formatMonth('2026-05', 'en')).toBe('May 2026')
    expect(formatMonth('2026-09', 'en')).toBe('Sept 2026')
    expect(formatMonth('2026-05', 'am')).toBe('ግንቦት 2018')
  })
})
