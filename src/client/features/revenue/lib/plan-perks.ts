import type { SubscriptionPlan } from '#shared/contracts/revenue.ts'

/** Perks a plan card can name, the most distinctive first (the card shows the first three). */
export const PLAN_PERKS = [
  'whitelabelOptions',
  'apiAccess',
  'customStorefront',
  'prioritySupport',
  'bulkProductUpload',
  'socialMediaIntegration',
  'promotedListings',
  'internationalShipping',
  'analytics',
] as const
export type PlanPerk = (typeof PLAN_PERKS)[number] | 'photos'

/**
 * What a plan card lists under its product limit, read from the plan's own fields (so the words
 * are ours, in the reader's language, and never repeat the product line).
 */
export function planPerks(plan: SubscriptionPlan, shown = 3): PlanPerk[] {
  const perks: PlanPerk[] = PLAN_PERKS.filter((perk) => plan[perk])
  perks.push('photos')
  return perks.slice(0, shown)
}
