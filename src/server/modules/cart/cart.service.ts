import type { z } from 'zod'
import { type Cart, CART_MAX_QUANTITY, type cartMergeInput } from '#shared/contracts/cart.ts'
import { addMoney, multiplyMoney } from '#shared/money.ts'
import type { Executor } from '#server/db/database.ts'
import { AppError, notFound } from '#server/lib/errors.ts'
import { toProductListItem } from '#server/modules/catalog/catalog.service.ts'
import {
  type CartRow,
  deleteCartItems,
  findCartQuantities,
  findListedStock,
  listCartRows,
  upsertCartItem,
} from './cart.queries.ts'

/** 409 "only N left" (or "out of stock" at 0), naming the product. */
export function onlyLeft(product: { id: string; name: string; stock: number }) {
  const available = Math.max(product.stock, 0)
  return new AppError(
    409,
    'INSUFFICIENT_STOCK',
    available === 0 ? 'cart.outOfStock' : 'cart.onlyLeft',
    {
      values: { count: available, name: product.name },
      details: { productId: product.id, available },
    },
  )
}

export function toCart(rows: CartRow[]): Cart {
  const groups = new Map<string, Cart['groups'][number]>()
  for (const row of rows) {
    const group = groups.get(row.seller.id) ?? { seller: row.seller, lines: [], itemsTotal: '0.00' }
    const lineTotal = multiplyMoney(row.unitPrice, row.quantity)
    group.lines.push({
      productId: row.id,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
      lineTotal,
      product: toProductListItem(row),
    })
    group.itemsTotal = addMoney(group.itemsTotal, lineTotal)
    groups.set(row.seller.id, group)
  }
  const all = [...groups.values()]
  return {
    groups: all,
    itemCount: rows.reduce((count, row) => count + row.quantity, 0),
    itemsTotal: addMoney(...all.map((group) => group.itemsTotal)),
    currency: 'ETB',
  }
}

export async function getCart(db: Executor, userId: string): Promise<Cart> {
  return toCart(await listCartRows(db, userId))
}

/** Sets a line's quantity (adding the line when new); more than the stock is refused. */
export async function setCartQuantity(
  db: Executor,
  userId: string,
  productId: string,
  quantity: number,
): Promise<Cart> {
  const [product] = await findListedStock(db, [productId])
  if (!product) throw notFound('product.notFound', 'PRODUCT_NOT_FOUND')
  if (quantity > product.stock) throw onlyLeft(product)
  await upsertCartItem(db, userId, productId, quantity)
  return getCart(db, userId)
}

export async function removeCartItem(db: Executor, userId: string, productId: string) {
  await deleteCartItems(db, userId, [productId])
  return getCart(db, userId)
}

/**
 * Adds a visitor's browser cart to the account: quantities add up, capped by the stock and the
 * per-line maximum. Products no longer listed or out of stock are dropped rather than refused,
 * so signing in never fails because of an old browser cart.
 */
export async function mergeCart(
  db: Executor,
  userId: string,
  input: z.output<typeof cartMergeInput>,
): Promise<Cart> {
  const wanted = new Map<string, number>()
  for (const item of input.items) {
    wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity)
  }
  const ids = [...wanted.keys()]
  const [stock, existing] = await Promise.all([
    findListedStock(db, ids),
    findCartQuantities(db, userId, ids),
  ])
  const current = new Map(existing.map((row) => [row.productId, row.quantity]))
  for (const product of stock) {
    const total = (current.get(product.id) ?? 0) + (wanted.get(product.id) ?? 0)
    const quantity = Math.min(total, product.stock, CART_MAX_QUANTITY)
    if (quantity >= 1) await upsertCartItem(db, userId, product.id, quantity)
  }
  return getCart(db, userId)
}
