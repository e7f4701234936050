/** Header navigation, as the spec lists it; keys index `common:nav`. */
export const NAV_LINKS = [
  { href: '/products', key: 'products' },
  { href: '/products', key: 'categories' },
  { href: '/sellers', key: 'sellers' },
  { href: '/social-ads', key: 'socialAds' },
  { href: '/telebirr-ads', key: 'telebirrAds' },
  { href: '/orders', key: 'orders' },
  { href: '/delivery', key: 'delivery' },
  { href: '/coupons', key: 'coupons' },
  { href: '/global-services', key: 'globalServices' },
  { href: '/support', key: 'support' },
  { href: '/add-product', key: 'addProduct' },
] as const

/** Extra links the mobile menu carries (on wide screens they are header icons). */
export const MOBILE_EXTRA_LINKS = [
  { href: '/wishlist', key: 'wishlist' },
  { href: '/favorites', key: 'favorites' },
  { href: '/chat', key: 'chat' },
] as const

/**
 * Whether a header link marks the current section. "Products" and "Categories" both open
 * /products; only one is highlighted: "Categories" while a category is chosen, "Products"
 * otherwise (and on a product's own page).
 */
export function isNavLinkActive(key: string, href: string, path: string, search: string): boolean {
  const inCategory = new URLSearchParams(search).has('category')
  if (key === 'categories') return path === '/products' && inCategory
  if (key === 'products')
    return (path === '/products' && !inCategory) || path.startsWith('/products/')
  return path === href
}
