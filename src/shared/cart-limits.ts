// Cart limits, without zod: the header's cart badge reads them in the first page load.

/** More than this many units of one product in one cart is refused. */
export const CART_MAX_QUANTITY = 99
/** A merged visitor cart holds at most this many lines. */
export const CART_MAX_LINES = 100
