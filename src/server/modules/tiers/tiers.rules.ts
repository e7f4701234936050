import Big from 'big.js'

// Which tier a store's figures earn and how far it is towards the next one. Pure, so the rules
// are tested on their own.

export type SellerStats = {
  totalSales: string
  monthlySales: string
  rating: string
  reviews: number
  activeProducts: number
}

export type TierThresholds = {
  level: number
  minimumMonthlySales: string
  minimumTotalSales: string
  minimumRating: string
  minimumReviews: number
  minimumActiveProducts: number
}

export function qualifies(stats: SellerStats, tier: TierThresholds): boolean {
  return (
    new Big(stats.monthlySales).gte(tier.minimumMonthlySales) &&
    new Big(stats.totalSales).gte(tier.minimumTotalSales) &&
    new Big(stats.rating).gte(tier.minimumRating) &&
    stats.reviews >= tier.minimumReviews &&
    stats.activeProducts >= tier.minimumActiveProducts
  )
}

/** The highest tier whose every threshold is met; the lowest tier is every store's floor. */
export function pickTier<T extends TierThresholds>(
  stats: SellerStats,
  tiers: readonly T[],
): T | null {
  const sorted = [...tiers].sort((a, b) => a.level - b.level)
  const eligible = sorted.filter((tier) => qualifies(stats, tier))
  return eligible[eligible.length - 1] ?? sorted[0] ?? null
}

/** The tier right above `level`, if any. */
export function nextTierAfter<T extends TierThresholds>(
  level: number | null,
  tiers: readonly T[],
): T | null {
  const above = tiers.filter((tier) => level === null || tier.level > level)
  return above.sort((a, b) => a.level - b.level)[0] ?? null
}

/** Mean completion of the next tier's thresholds in percent, two decimals; 100 at the top. */
export function progressTowards(stats: SellerStats, next: TierThresholds | null): string {
  if (!next) return '100.00'
  const part = (value: string | number, target: string | number) => {
    const goal = new Big(target)
    if (goal.lte(0)) return new Big(1)
    const share = new Big(value).div(goal)
    return share.gt(1) ? new Big(1) : share
  }
  const parts = [
    part(stats.monthlySales, next.minimumMonthlySales),
    part(stats.totalSales, next.minimumTotalSales),
    part(stats.rating, next.minimumRating),
    part(stats.reviews, next.minimumReviews),
    part(stats.activeProducts, next.minimumActiveProducts),
  ]
  return parts
    .reduce((sum, value) => sum.plus(value), new Big(0))
    .div(parts.length)
    .times(100)
    .toFixed(2)
}
