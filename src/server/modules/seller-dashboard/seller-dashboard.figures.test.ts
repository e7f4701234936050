import { describe, expect, it } from 'vitest'
import {
  addisMonth,
  addisMonthStart,
  averageAmount,
  cityOf,
  customerName,
  growthRate,
  lastMonths,
  percentage,
} from './seller-dashboard.figures.ts'
import { nextTierAfter, pickTier, progressTowards } from '../tiers/tiers.rules.ts'

describe('dashboard figures', () => {
  it('counts months in Addis Ababa time (UTC+3)', () => {
    // 22:30 UTC on 31 January is already 1 February in Addis Ababa.
    expect(addisMonth(new Date('2026-01-31T22:30:00Z'))).toBe('2026-02')
    expect(addisMonthStart(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe(
      '2026-02-28T21:00:00.000Z',
    )
    expect(addisMonthStart(new Date('2026-01-10T10:00:00Z'), 1).toISOString()).toBe(
      '2025-11-30T21:00:00.000Z',
    )
    expect(lastMonths(new Date('2026-02-10T00:00:00Z'), 7)).toEqual([
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
  })

  it('gives null instead of a rate when there is nothing to divide by', () => {
    expect(percentage(1, 3)).toBe(33.3)
    expect(percentage(2, 3)).toBe(66.7)
    expect(percentage(0, 0)).toBeNull()
    expect(growthRate('200.00', '150.00')).toBe(33.3)
    expect(growthRate('50.00', '100.00')).toBe(-50)
    expect(growthRate('50.00', '0.00')).toBeNull()
    expect(averageAmount('100.00', 3)).toBe('33.33')
    expect(averageAmount('0.00', 0)).toBeNull()
  })

  it('finds the city in a free-text address or admits it does not know', () => {
    expect(cityOf('Bole, House 12, Addis Ababa')).toBe('Addis Ababa')
    expect(cityOf('ቦሌ፣ አዲስ አበባ')).toBe('Addis Ababa')
    expect(cityOf('kebele 03, BAHIR DAR')).toBe('Bahir Dar')
    expect(cityOf('Near the old market')).toBeNull()
  })

  it("shows a buyer's first name and last initial", () => {
    expect(customerName('Hanna', 'girma')).toBe('Hanna G.')
    expect(customerName('Hanna', null)).toBe('Hanna')
  })
})

describe('tier rules', () => {
  const tiers = [
    {
      level: 2,
      name: 'silver',
      minimumMonthlySales: '100',
      minimumTotalSales: '300',
      minimumRating: '4.00',
      minimumReviews: 2,
      minimumActiveProducts: 1,
    },
    {
      level: 1,
      name: 'bronze',
      minimumMonthlySales: '0',
      minimumTotalSales: '0',
      minimumRating: '0',
      minimumReviews: 0,
      minimumActiveProducts: 0,
    },
  ]
  const stats = {
    totalSales: '300.00',
    monthlySales: '100.00',
    rating: '4.00',
    reviews: 2,
    activeProducts: 1,
  }

  it('picks the highest tier whose every threshold is met', () => {
    expect(pickTier(stats, tiers)?.name).toBe('silver')
    expect(pickTier({ ...stats, reviews: 1 }, tiers)?.name).toBe('bronze')
    expect(pickTier(stats, [])).toBeNull()
    expect(nextTierAfter(1, tiers)?.name).toBe('silver')
    expect(nextTierAfter(2, tiers)).toBeNull()
  })

  it('measures progress as the mean completion of the next tier, capped per threshold', () => {
    expect(progressTowards({ ...stats, totalSales: '150', monthlySales: '500' }, tiers[0]!)).toBe(
      '90.00',
    )
    expect(progressTowards(stats, null)).toBe('100.00')
  })
})
