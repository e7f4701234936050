// Business constants from the product spec, shared by client and server.

export const DEFAULT_CURRENCY = 'ETB'
export const DEFAULT_LANGUAGE = 'am'
export const DEFAULT_COUNTRY = 'Ethiopia'

/** Languages a user may prefer. The spec's `or` (Afaan Oromo) is stored as ISO 639-1 `om`. */
export const LANGUAGES = ['am', 'en', 'om', 'ti'] as const
export type Language = (typeof LANGUAGES)[number]

/** Languages the interface is fully translated into: all four the spec names. */
export const UI_LANGUAGES = ['am', 'en', 'om', 'ti'] as const
export type UiLanguage = (typeof UI_LANGUAGES)[number]

/** Calendars dates can be shown in; a profile without a choice reads its language's default. */
export const CALENDARS = ['ethiopic', 'gregorian'] as const
export type Calendar = (typeof CALENDARS)[number]

/** Currencies offered in forms (register, profile, become seller). */
export const FORM_CURRENCIES = ['ETB', 'USD', 'EUR', 'GBP', 'CAD'] as const

export const REGIONS_OF_ORIGIN = [
  'Oromia',
  'Amhara',
  'Tigray',
  'Somali',
  'Sidama',
  'SNNPR',
  'Gambela',
  'Harari',
  'Afar',
  'Benishangul-Gumuz',
  'Addis Ababa',
] as const

export const SHIPPING_REGIONS = [
  'Ethiopia',
  'United States',
  'Canada',
  'United Kingdom',
  'Germany',
  'Sweden',
  'Australia',
  'United Arab Emirates',
  'South Africa',
  'Kenya',
  'Sudan',
] as const

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready_for_pickup',
  'in_transit',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const PRODUCT_SORTS = ['newest', 'price-low', 'price-high', 'rating'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** Stock thresholds: low stock below 10 units, out of stock at 0, stock bar full at 50. */
export const LOW_STOCK_BELOW = 10
export const STOCK_BAR_FULL_AT = 50

export const TRIAL_DAYS = 90
export const TRIAL_MAX_PRODUCTS = 5
export const TRIAL_MAX_CATEGORIES = 3
export const DEFAULT_COMMISSION_RATE = '0.0800'

/** Digital services: the platform keeps this share of each order; the seller earns the rest. */
export const DIGITAL_SERVICE_FEE_RATE = '0.10'
/** Affiliates: default commission (5 %), payout threshold and referral code prefix (spec). */
export const AFFILIATE_COMMISSION_RATE = '0.0500'
export const AFFILIATE_PAYOUT_THRESHOLD = '50.00'
export const AFFILIATE_CODE_PREFIX = 'SELAM'

export const PAGE_SIZE_DEFAULT = 20
export const PAGE_SIZE_MAX = 100

/** Ethiopian mobile number: optional +251 or leading 0, then 9 or 7, then 8 digits. */
export const ETHIOPIAN_PHONE_PATTERN = /^(\+251|0)?[79]\d{8}$/
