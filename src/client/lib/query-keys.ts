// Query keys of data that more than one feature reads or changes. Features cannot import each
// other, so the keys they share live here: one key per endpoint, and one root per domain that a
// write anywhere invalidates (deleting a product refreshes the dashboard's trial counts too).
// Feature key factories build their own keys under these roots.

/** `GET /api/auth/me`: the signed-in user or null. */
export const meQueryKey = ['auth', 'me'] as const

export const domainKeys = {
  catalog: ['catalog'] as const,
  cart: ['cart'] as const,
  orders: ['orders'] as const,
  returns: ['returns'] as const,
  checkout: ['checkout'] as const,
  saved: ['saved'] as const,
  chat: ['chat'] as const,
  wallet: ['wallet'] as const,
  revenue: ['revenue'] as const,
  sellerProducts: ['seller-products'] as const,
  sellerDashboard: ['seller-dashboard'] as const,
  sellerCoupons: ['seller-coupons'] as const,
}

/** Endpoints read by several features, each under one key. */
export const sharedKeys = {
  /** `GET /api/categories` */
  categories: () => [...domainKeys.catalog, 'categories'] as const,
  /** `GET /api/sellers` */
  sellers: () => [...domainKeys.catalog, 'sellers'] as const,
  /** `GET /api/products/:id` */
  product: (id: string) => [...domainKeys.catalog, 'products', 'detail', id] as const,
  /** `GET /api/coupons` (running coupons) */
  coupons: () => [...domainKeys.catalog, 'coupons'] as const,
  /** `GET /api/global-services?isActive=true` */
  globalServices: () => [...domainKeys.catalog, 'global-services'] as const,
  /** `GET /api/seller/dashboard`: figures, trial usage and limits */
  /** `GET /api/seller-subscriptions`: the seller's plan and trial */
  sellerSubscription: () => [...domainKeys.revenue, 'subscription'] as const,
  /** `GET /api/chat/conversations`: the signed-in user's conversations */
  conversations: () => [...domainKeys.chat, 'conversations'] as const,
}

/**
 * What a change to a seller's products shows up in: the inventory, the public catalogue, the
 * dashboard (product counts, trial usage) and the plan's limits.
 */
export const sellerProductDependents = [
  domainKeys.sellerProducts,
  domainKeys.catalog,
  domainKeys.sellerDashboard,
  sharedKeys.sellerSubscription(),
] as const
