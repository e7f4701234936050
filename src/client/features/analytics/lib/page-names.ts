/** Site pages the traffic table names in words; other paths are shown as they are. */
export const NAMED_PAGES = [
  'home',
  'products',
  'sellers',
  'search',
  'cart',
  'checkout',
  'orders',
  'coupons',
  'global-services',
  'delivery',
  'wishlist',
  'favorites',
  'chat',
  'support',
  'profile',
  'wallet',
  'dashboard',
  'analytics',
  'revenue-dashboard',
  'social-ads',
  'telebirr-ads',
  'add-product',
  'become-seller',
  'register',
  'login',
] as const
export type NamedPage = (typeof NAMED_PAGES)[number]

export type PageLabel =
  | { kind: 'product' | 'store'; name: string }
  | { kind: 'page'; page: NamedPage }
  | { kind: 'path'; path: string }

/**
 * What a top page is, for a reader: a product or store page by its subject's name (from the
 * server), a known page by its name, anything else by its path.
 */
export function pageLabel(path: string, title: string | null): PageLabel {
  const [, first = '', second] = path.split('/')
  if (title && second && first === 'products') return { kind: 'product', name: title }
  if (title && second && first === 'sellers') return { kind: 'store', name: title }
  const page = first === '' ? 'home' : first
  if (!second && (NAMED_PAGES as readonly string[]).includes(page)) {
    return { kind: 'page', page: page as NamedPage }
  }
  return { kind: 'path', path }
}
