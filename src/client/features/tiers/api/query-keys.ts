export const tierKeys = {
  all: ['tiers'] as const,
  seller: (sellerId: string) => ['tiers', 'seller', sellerId] as const,
}
