import { describe, expect, it } from 'vitest'
import type { SubscriptionPlan } from '#shared/contracts/revenue.ts'
import { planPerks } from './plan-perks.ts'

const plan = (overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Free',
  nameAmharic: 'ነፃ',
  nameOm: 'Bilisaa',
  nameTi: 'ብነጻ',
  description: null,
  descriptionAmharic: null,
  descriptionOm: null,
  descriptionTi: null,
  price: '0.00',
  billingInterval: 'monthly',
  currency: 'ETB',
  features: ['እስከ 10 ምርቶች / Up to 10 products'],
  maxProducts: 10,
  maxPhotosPerProduct: 3,
  analytics: false,
  prioritySupport: false,
  promotedListings: false,
  socialMediaIntegration: false,
  internationalShipping: false,
  customStorefront: false,
  bulkProductUpload: false,
  apiAccess: false,
  whitelabelOptions: false,
  ...overrides,
})

describe('plan perks', () => {
  it('lists the plan’s own perks, most distinctive first, never its product limit again', () => {
    expect(planPerks(plan())).toEqual(['photos'])
    expect(planPerks(plan({ analytics: true, internationalShipping: true }))).toEqual([
      'internationalShipping',
      'analytics',
      'photos',
    ])
    expect(
      planPerks(
        plan({ apiAccess: true, customStorefront: true, whitelabelOptions: true, analytics: true }),
      ),
    ).toEqual(['whitelabelOptions', 'apiAccess', 'customStorefront'])
  })
})
