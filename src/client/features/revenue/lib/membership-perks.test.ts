import { describe, expect, it } from 'vitest'
import type { BuyerMembership } from '#shared/contracts/revenue.ts'
import { membershipPerks, plainPercent } from './membership-perks.ts'

const membership = (overrides: Partial<BuyerMembership> = {}): BuyerMembership => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Selam Plus',
  nameAmharic: 'ሰላም ፕላስ',
  nameOm: 'Selam Pilaas',
  nameTi: 'ሰላም ፕላስ',
  monthlyFee: '149.00',
  currency: 'ETB',
  benefits: ['ልዩ ቅናሾች / Member-only deals'],
  freeShippingThreshold: null,
  cashbackPercentage: '0.00',
  earlyAccessToSales: false,
  priorityCustomerService: false,
  exclusiveDeals: false,
  internationalShipping: false,
  extendedReturnPeriod: 0,
  ...overrides,
})

describe('membership perks', () => {
  it('lists what the membership gives from its own fields, not its typed benefits', () => {
    expect(membershipPerks(membership())).toEqual([])
    expect(
      membershipPerks(
        membership({
          freeShippingThreshold: '1000.00',
          cashbackPercentage: '2.50',
          exclusiveDeals: true,
          internationalShipping: true,
          extendedReturnPeriod: 30,
        }),
      ),
    ).toEqual([
      { kind: 'freeShipping', threshold: '1000.00' },
      { kind: 'cashback', percent: '2.5' },
      { kind: 'exclusiveDeals' },
      { kind: 'internationalShipping' },
      { kind: 'returns', days: 30 },
    ])
    expect(membershipPerks(membership({ freeShippingThreshold: '0.00' }))).toEqual([
      { kind: 'freeShipping', threshold: '0.00' },
    ])
  })

  it('writes percents without trailing zeros', () => {
    expect(['2.00', '2.50', '12.25', '5'].map(plainPercent)).toEqual(['2', '2.5', '12.25', '5'])
  })
})
