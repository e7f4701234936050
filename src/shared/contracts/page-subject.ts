import type { Category, ProductDetail, SellerDetail } from './catalog.ts'
import type { GlobalService } from './marketing.ts'

/** Public pages whose head is the site's own text, by their address. */
export const PLAIN_PAGE_PATHS = {
  home: '/',
  products: '/products',
  sellers: '/sellers',
  search: '/search',
  coupons: '/coupons',
  services: '/global-services',
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
  returns: '/returns',
  contact: '/contact',
} as const
export type PlainPage = keyof typeof PLAIN_PAGE_PATHS

/**
 * What a server-rendered page is about, read from the data it was rendered with: the server's
 * head builders make its title, link preview and structured data from it.
 */
export type PageSubject =
  | { kind: 'product'; product: ProductDetail }
  | { kind: 'seller'; seller: SellerDetail }
  | { kind: 'category'; category: Category }
  | { kind: 'services'; services: GlobalService[] }
  | { kind: 'page'; page: PlainPage }
  | { kind: 'notFound' }
