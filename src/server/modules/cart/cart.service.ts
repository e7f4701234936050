import type { z } from 'zod'
import { type Cart, CART_MAX_QUANTITY, type cartMergeInput } from '#shared/contracts/cart.ts'
import { variantLabel } from '#shared/contracts/variants.ts'
import { addMoney, multiplyMoney } from '#shared/money.ts'
import type { Executor } from '#server/db/database.ts'
import { AppError, notFound } from '#server/lib/errors.ts'
import { toProductListItem } from '#server/modules/catalog/catalog.service.ts'
import { storeAway } from '#server/modules/sellers/store-away.ts'
import { listOptions, listVariants } from '#server/modules/variants/variants.queries.ts'
import {
  type CartRow,
  deleteCartLine,
  findCartQuantities,
  findListedStock,
  listCartRows,
  upsertCartItem,
} from './cart.queries.ts'

/** 409 "only N left" (or "out of stock" at 0), naming the product (and its variant). */
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

/** 400: a product with variants is bought as one of them (size, colour…), never as itself. */
export function variantRequired(product: { id: string; name: string }) {
  return new AppError(400, 'VARIANT_REQUIRED', 'variant.required', {
    values: { name: product.name },
    details: { productId: product.id },
  })
}

const variantNotFound = () => notFound('variant.notFound', 'VARIANT_NOT_FOUND')

/** The line's name as messages show it: "Yirgacheffe coffee (Size: 500 g)". */
export function lineName(name: string, label: string | null) {
  return label ? `${name} (${label})` : name
}

export type LabelledCartRow = CartRow & { variantLabel: string | null }

type VariantLine = {
  id: string
  variantId: string | null
  variantOptionValues: Record<string, string> | null
}

/** Cart rows with each variant's label ("Size: 500 g"), read from their products' options. */
export async function withVariantLabels<Row extends VariantLine>(
  db: Executor,
  rows: Row[],
): Promise<(Row & { variantLabel: string | null })[]> {
  const productIds = [...new Set(rows.filter((row) => row.variantId).map((row) => row.id))]
  const options = await listOptions(db, productIds)
  return rows.map((row) => ({
    ...row,
    variantLabel: row.variantOptionValues
      ? variantLabel(
          options.filter((option) => option.productId === row.id),
          row.variantOptionValues,
        )
      : null,
  }))
}

/** The user's cart rows with each variant's label. */
export async function listLabelledCartRows(
  db: Executor,
  userId: string,
): Promise<LabelledCartRow[]> {
  return withVariantLabels(db, await listCartRows(db, userId))
}

export function toCart(rows: LabelledCartRow[]): Cart {
  const groups = new Map<string, Cart['groups'][number]>()
  for (const row of rows) {
    const group = groups.get(row.seller.id) ?? { seller: row.seller, lines: [], itemsTotal: '0.00' }
    const lineTotal = multiplyMoney(row.unitPrice, row.quantity)
    group.lines.push({
      productId: row.id,
      variantId: row.variantId,
      variantLabel: row.variantLabel,
      available: row.variantId === null && row.hasVariants ? 0 : row.lineStock,
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
  return toCart(await listLabelledCartRows(db, userId))
}

/**
 * What one line may hold: the product's stock, or for a product with variants the chosen active
 * variant's. A product with variants needs one (400); a variant of another product is not found.
 */
async function lineStock(
  db: Executor,
  product: { id: string; name: string; stock: number },
  variantId: string | null,
) {
  const variants = await listVariants(db, [product.id])
  if (variants.length === 0) {
    if (variantId) throw variantNotFound()
    return { name: product.name, stock: product.stock }
  }
  if (!variantId) throw variantRequired(product)
  const variant = variants.find((row) => row.id === variantId && row.isActive)
  if (!variant) throw variantNotFound()
  const options = await listOptions(db, [product.id])
  return {
    name: lineName(product.name, variantLabel(options, variant.optionValues)),
    stock: variant.stock,
  }
}

/**
 * Sets a line's quantity (adding the line when new); more than the stock is refused, and so is any
 * change to a product whose store is away (vacation mode).
 */
export async function setCartQuantity(
  db: Executor,
  userId: string,
  productId: string,
  quantity: number,
  variantId: string | null = null,
): Promise<Cart> {
  const [product] = await findListedStock(db, [productId])
  if (!product) throw notFound('product.notFound', 'PRODUCT_NOT_FOUND')
  if (product.awayUntil) throw storeAway({ ...product, awayUntil: product.awayUntil })
  const available = await lineStock(db, product, variantId)
  if (quantity > available.stock) throw onlyLeft({ id: product.id, ...available })
  await upsertCartItem(db, userId, { productId, variantId }, quantity)
  return getCart(db, userId)
}

export async function removeCartItem(
  db: Executor,
  userId: string,
  productId: string,
  variantId: string | null = null,
) {
  await deleteCartLine(db, userId, { productId, variantId })
  return getCart(db, userId)
}

const lineKey = (productId: string, variantId: string | null | undefined) =>
  `${productId}:${variantId ?? ''}`

/**
 * Adds a visitor's browser cart to the account: quantities add up, capped by the stock and the
 * per-line maximum. Products no longer listed, out of stock, or whose variant is gone (or that now
 * need one) are dropped rather than refused, so signing in never fails because of an old cart;
 * those of a store that is away are kept, and show as unavailable until it returns.
 */
export async function mergeCart(
  db: Executor,
  userId: string,
  input: z.output<typeof cartMergeInput>,
): Promise<Cart> {
  const wanted = new Map<
    string,
    { productId: string; variantId: string | null; quantity: number }
  >()
  for (const item of input.items) {
    const key = lineKey(item.productId, item.variantId)
    const line = wanted.get(key) ?? {
      productId: item.productId,
      variantId: item.variantId ?? null,
      quantity: 0,
    }
    line.quantity += item.quantity
    wanted.set(key, line)
  }
  const ids = [...new Set([...wanted.values()].map((line) => line.productId))]
  const [listed, existing, variants] = await Promise.all([
    findListedStock(db, ids),
    findCartQuantities(db, userId, ids),
    listVariants(db, ids, { activeOnly: true }),
  ])
  const anyVariants = new Set((await listVariants(db, ids)).map((row) => row.productId))
  const current = new Map(
    existing.map((row) => [lineKey(row.productId, row.variantId), row.quantity]),
  )
  const stockOf = new Map(listed.map((row) => [row.id, row.stock]))
  for (const [key, line] of wanted) {
    const productStock = stockOf.get(line.productId)
    if (productStock === undefined) continue
    let stock = productStock
    if (anyVariants.has(line.productId)) {
      const variant = variants.find(
        (row) => row.id === line.variantId && row.productId === line.productId,
      )
      if (!variant) continue
      stock = variant.stock
    } else if (line.variantId) {
      continue
    }
    const quantity = Math.min((current.get(key) ?? 0) + line.quantity, stock, CART_MAX_QUANTITY)
    if (quantity >= 1) await upsertCartItem(db, userId, line, quantity)
  }
  return getCart(db, userId)
}
