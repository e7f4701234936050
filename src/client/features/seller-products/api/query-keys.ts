// One factory so every read and invalidation of the seller's products agrees on the same keys.
export const sellerProductKeys = {
  all: ['seller-products'] as const,
  inventory: () => [...sellerProductKeys.all, 'inventory'] as const,
  categories: () => [...sellerProductKeys.all, 'categories'] as const,
}

/** Public catalogue reads that show a product the seller just changed. */
export const catalogKey = ['catalog'] as const
