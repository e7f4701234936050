import type { Cart, CartLine } from '#shared/contracts/cart.ts'
import type { ProductListItem } from '#shared/contracts/catalog.ts'
import { addMoney, multiplyMoney } from '#shared/money.ts'

// Cart changes not yet confirmed by the server (in flight, or waiting for a connection) are
// shown on top of the last cart the server sent, so the screen follows the buyer at once. Every
// change is absolute (a quantity or a removal), so applying one the server already has is harmless.

export type CartChange =
  | {
      kind: 'set'
      productId: string
      /** The variant of a product with variants (one line per variant). */
      variantId?: string | null
      quantity: number
      /** The product, when known, so a line new to the cart can be shown before the server answers. */
      product?: ProductListItem
      /** The chosen variant's price, label and stock, to show a new line the same way. */
      variant?: { unitPrice: string; label: string; available: number }
    }
  | { kind: 'remove'; productId: string; variantId?: string | null }

/** Whether a cart line is the one a change is about: the same product and the same variant. */
export const sameLine = (
  line: { productId: string; variantId?: string | null },
  change: { productId: string; variantId?: string | null },
) => line.productId === change.productId && (line.variantId ?? null) === (change.variantId ?? null)

function lineWith(
  product: ProductListItem,
  quantity: number,
  variantId: string | null,
  variant: { unitPrice: string; label: string; available: number } | undefined,
): CartLine {
  const unitPrice = variant?.unitPrice ?? product.discountPrice ?? product.price
  return {
    productId: product.id,
    variantId,
    variantLabel: variant?.label ?? null,
    available: variant?.available ?? product.stock,
    quantity,
    unitPrice,
    lineTotal: multiplyMoney(unitPrice, quantity),
    product,
  }
}

function applyOne(cart: Cart, change: CartChange): Cart {
  const exists = cart.groups.some((group) => group.lines.some((line) => sameLine(line, change)))
  let groups = cart.groups.map((group) => ({
    ...group,
    lines: group.lines.flatMap((line): CartLine[] => {
      if (!sameLine(line, change)) return [line]
      if (change.kind === 'remove') return []
      return [
        {
          ...line,
          quantity: change.quantity,
          lineTotal: multiplyMoney(line.unitPrice, change.quantity),
        },
      ]
    }),
  }))
  if (!exists && change.kind === 'set' && change.product) {
    const line = lineWith(change.product, change.quantity, change.variantId ?? null, change.variant)
    const sellerId = change.product.seller.id
    groups = groups.some((group) => group.seller.id === sellerId)
      ? groups.map((group) =>
          group.seller.id === sellerId ? { ...group, lines: [...group.lines, line] } : group,
        )
      : [...groups, { seller: change.product.seller, lines: [line], itemsTotal: '0.00' }]
  }
  const totalled = groups
    .filter((group) => group.lines.length > 0)
    .map((group) => ({
      ...group,
      itemsTotal: addMoney(...group.lines.map((line) => line.lineTotal)),
    }))
  return {
    ...cart,
    groups: totalled,
    itemCount: totalled.flatMap((group) => group.lines).reduce((sum, l) => sum + l.quantity, 0),
    itemsTotal: addMoney(...totalled.map((group) => group.itemsTotal)),
  }
}

/** The cart as it will be once the pending changes (oldest first) reach the server. */
export function applyCartChanges(cart: Cart, changes: readonly CartChange[]): Cart {
  return changes.length === 0 ? cart : changes.reduce(applyOne, cart)
}
