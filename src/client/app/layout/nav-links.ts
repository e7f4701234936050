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
