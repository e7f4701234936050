import Big from 'big.js'

export type TierKind = 'bronze' | 'silver' | 'gold' | 'diamond' | 'other'

/** Tier names are data; the four known ones get their own badge, anything else a plain one. */
export function tierKind(name: string | null | undefined): TierKind {
  const lower = name?.trim().toLowerCase()
  return lower === 'bronze' || lower === 'silver' || lower === 'gold' || lower === 'diamond'
    ? lower
    : 'other'
}

/** Badge colours with readable text (contrast ≥ 4.5:1) per tier kind. */
export const TIER_BADGE_CLASS: Record<TierKind, string> = {
  bronze: 'bg-[#8B4513] text-white',
  silver: 'bg-[#4b5563] text-white',
  gold: 'bg-[#fde68a] text-[#713f12]',
  diamond: 'bg-[#0e7490] text-white',
  other: 'bg-muted text-foreground',
}

/** Commission as the card shows it: rate × 100 with one decimal ("0.0700" → "7.0"). */
export function commissionPercent(rate: string): string {
  return new Big(rate).times(100).toFixed(1)
}
