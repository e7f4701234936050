import { z } from 'zod'
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../cart-limits.ts'
import { productListItem } from './catalog.ts'

// The signed-in user's cart. A visitor's cart lives in the browser with the same line shape
// ({ productId, variantId, quantity }) and is merged into the account on sign-in. A line is one
// product, or one variant of a product with variants (docs/decisions/025-product-variants.md).

export { CART_MAX_LINES, CART_MAX_QUANTITY }

export const cartQuantity = z
  .number('validation.quantity')
  .int('validation.quantity')
  .min(1, 'validation.quantity')
  .max(CART_MAX_QUANTITY, 'validation.quantity')

export const cartItemParams = z.object({ productId: z.uuid('validation.invalid') })
export const cartQuantityInput = z.object({
  quantity: cartQuantity,
  /** The chosen variant; required for a product with variants, left out otherwise. */
  variantId: z.uuid('validation.invalid').nullish(),
})
/** Which line of the product to remove: its variant's, or the line without a variant. */
export const cartLineQuery = z.object({ variantId: z.uuid('validation.invalid').optional() })

export const cartMergeInput = z.object({
  items: z
    .array(
      z.object({
        productId: z.uuid('validation.invalid'),
        variantId: z.uuid('validation.invalid').nullish(),
        quantity: cartQuantity,
      }),
    )
    .max(CART_MAX_LINES, 'validation.tooLong'),
})
export type CartMergeInput = z.input<typeof cartMergeInput>

export const cartLine = z.object({
  productId: z.uuid(),
  /** The variant of this line, for a product with variants; null otherwise. */
  variantId: z.uuid().nullable(),
  /** The variant's option values as read ("Size: 500 g"); null for a product without options. */
  variantLabel: z.string().nullable(),
  /** Units of this line left in stock (the variant's for a variant). */
  available: z.number().int(),
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
export type LocalCartLine = { productId: string; variantId?: string | null; quantity: number }
