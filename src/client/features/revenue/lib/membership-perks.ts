import type { BuyerMembership } from '#shared/contracts/revenue.ts'

/**
 * What a membership card lists, read from the membership's own fields (so the words are ours, in
 * the reader's language, like the plan cards' perks), in this order.
 */
export type MembershipPerk =
  | { kind: 'freeShipping'; threshold: string }
  | { kind: 'cashback'; percent: string }
  | { kind: 'exclusiveDeals' | 'earlyAccessToSales' | 'priorityCustomerService' }
  | { kind: 'internationalShipping' }
  | { kind: 'returns'; days: number }

/** "2.50" → "2.5", "3.00" → "3": the stored percent without trailing zeros, exactly. */
export function plainPercent(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value
}

export function membershipPerks(membership: BuyerMembership): MembershipPerk[] {
  const perks: MembershipPerk[] = []
  if (membership.freeShippingThreshold !== null) {
    perks.push({ kind: 'freeShipping', threshold: membership.freeShippingThreshold })
  }
  if (/[1-9]/.test(membership.cashbackPercentage)) {
    perks.push({ kind: 'cashback', percent: plainPercent(membership.cashbackPercentage) })
  }
  for (const kind of ['exclusiveDeals', 'earlyAccessToSales', 'priorityCustomerService'] as const) {
    if (membership[kind]) perks.push({ kind })
  }
  if (membership.internationalShipping) perks.push({ kind: 'internationalShipping' })
  if (membership.extendedReturnPeriod > 0) {
    perks.push({ kind: 'returns', days: membership.extendedReturnPeriod })
  }
  return perks
}
