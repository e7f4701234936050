import { z } from 'zod'
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../cart-limits.ts'
import { productListItem } from './catalog.ts'

// The signed-in user's cart. A visitor's cart lives in the browser with the same line shape
// ({ productId, quantity }) and is merged into the account on sign-in.

export { CART_MAX_LINES, CART_MAX_QUANTITY }

export const cartQuantity = z
  .number('validation.quantity')
  .int('validation.quantity')
  .min(1, 'validation.quantity')
  .max(CART_MAX_QUANTITY, 'validation.quantity')

export const cartItemParams = z.object({ productId: z.uuid('validation.invalid') })
export const cartQuantityInput = z.object({ quantity: cartQuantity })

export const cartMergeInput = z.object({
  items: z
    .array(z.object({ productId: z.uuid('validation.invalid'), quantity: cartQuantity }))
    .max(CART_MAX_LINES, 'validation.tooLong'),
})
export type CartMergeInput = z.input<typeof cartMergeInput>

export const cartLine = z.object({
  productId: z.uuid(),
  quantity: z.number().int(),
  /** The price of one unit the buyer pays (sale price when there is one). */
  unitPrice: z.string(),
  lineTotal: z.string(),
  product: productListItem,
})
export type CartLine = z.infer<typeof cartLine>

export const cartSellerGroup = z.object({
  seller: productListItem.shape.seller,
  lines: z.array(cartLine),
  itemsTotal: z.string(),
})

export const cart = z.object({
  groups: z.array(cartSellerGroup),
  /** Units in the cart (the header badge). */
  itemCount: z.number().int(),
  itemsTotal: z.string(),
  currency: z.literal('ETB'),
})
export type Cart = z.infer<typeof cart>

/** A line of the browser-side cart of a visitor. */
export type LocalCartLine = { productId: string; quantity: number }
