import type { Category, ProductDetail, SellerDetail } from './catalog.ts'
import type { GlobalService } from './marketing.ts'

/** Public pages whose head is the site's own text. */
export const PLAIN_PAGES = [
  'home',
  'products',
  'sellers',
  'search',
  'coupons',
  'services',
  'help',
  'terms',
  'privacy',
  'returns',
  'contact',
] as const
export type PlainPage = (typeof PLAIN_PAGES)[number]

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
