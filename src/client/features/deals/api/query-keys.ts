// One factory so the coupons page's reads and invalidations agree on the same keys.
export const dealsKeys = {
  all: ['deals'] as const,
  coupons: () => [...dealsKeys.all, 'coupons'] as const,
}
