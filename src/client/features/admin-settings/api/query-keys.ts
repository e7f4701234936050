export const settingsKeys = {
  all: ['admin-settings'] as const,
  categories: () => [...settingsKeys.all, 'categories'] as const,
  currencies: () => [...settingsKeys.all, 'currencies'] as const,
  rates: () => [...settingsKeys.all, 'exchange-rates'] as const,
  tiers: () => [...settingsKeys.all, 'tiers'] as const,
  plans: () => [...settingsKeys.all, 'subscription-plans'] as const,
  memberships: () => [...settingsKeys.all, 'buyer-memberships'] as const,
}
