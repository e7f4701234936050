// One factory so every read and invalidation of the seller's products agrees on the same keys.
export const sellerProductKeys = {
  all: ['seller-products'] as const,
  inventory: () => [...sellerProductKeys.all, 'inventory'] as const,
  categories: () => [...sellerProductKeys.all, 'categories'] as const,
}

/** Public catalogue reads that show a product the seller just changed. */
export const catalogKey = ['catalog'] as const

/**
 * Other screens that show how much of the trial or plan is used (the dashboard's trial banner, the
 * plans page's current plan); a product created or deleted changes them at once.
 */
export const sellerLimitKeys = [['seller-dashboard'], ['revenue', 'subscription']] as const
