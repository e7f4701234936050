// Names of the service worker's runtime caches (see scripts/pwa-options.ts). The client empties
// the ones that may hold one account's answers whenever the signed-in user changes.

export const OFFLINE_CACHES = {
  pages: 'pages',
  assets: 'assets',
  images: 'images',
  catalogue: 'api-catalogue',
  account: 'api-account',
} as const

/** Caches that may hold what one signed-in user saw (their pages, their cart, unlisted products). */
export const ACCOUNT_SCOPED_CACHES = [
  OFFLINE_CACHES.pages,
  OFFLINE_CACHES.catalogue,
  OFFLINE_CACHES.account,
] as const
