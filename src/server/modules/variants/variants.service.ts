import {
  type ProductOption,
  type ProductVariants,
  type ProductVariantsData,
  type PublicVariant,
  type SellerVariant,
  variantLabel,
} from '#shared/contracts/variants.ts'
import type { Database, Executor } from '#server/db/database.ts'
import { AppError, forbidden, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import * as q from './variants.queries.ts'

export type Seller = AuthUser & { sellerId: string }

/* ----------------------------------------------------------------------------- reads */

/** Options per product id, in order. */
function groupOptions(rows: q.OptionRow[]) {
  const byProduct = new Map<string, ProductOption[]>()
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? []
    list.push({ name: row.name, values: row.values })
    byProduct.set(row.productId, list)
  }
  return byProduct
}

function toSellerVariant(row: q.VariantRow, options: ProductOption[]): SellerVariant {
  return {
    id: row.id,
    sku: row.sku,
    optionValues: row.optionValues,
    label: variantLabel(options, row.optionValues),
    price: row.price,
    discountPrice: row.discountPrice,
    stock: row.stock,
    isActive: row.isActive,
  }
}

/** Options and every variant of each product, for its seller's screens. */
export async function variantsOfProducts(
  db: Executor,
  productIds: string[],
): Promise<Map<string, Omit<ProductVariants, 'productId'>>> {
  const [optionRows, variantRows] = await Promise.all([
    q.listOptions(db, productIds),
    q.listVariants(db, productIds),
  ])
  const options = groupOptions(optionRows)
  const result = new Map<string, Omit<ProductVariants, 'productId'>>()
  for (const productId of productIds) {
    const own = options.get(productId) ?? []
    result.set(productId, {
      options: own,
      variants: variantRows
        .filter((row) => row.productId === productId)
        .map((row) => toSellerVariant(row, own)),
    })
  }
  return result
}

/** What a buyer may choose on the product page: the options and the active variants. */
export async function publicVariantsOf(
  db: Executor,
  productId: string,
): Promise<{ options: ProductOption[]; variants: PublicVariant[] }> {
  const [optionRows, variantRows] = await q.listProductPageChoices(db, productId)
  const options = optionRows.map((row) => ({ name: row.name, values: row.values }))
  return {
    options,
    variants: variantRows.map((row) => ({
      id: row.id,
      sku: row.sku,
      optionValues: row.optionValues,
      label: variantLabel(options, row.optionValues),
      price: row.price,
      discountPrice: row.discountPrice,
      stock: row.stock,
    })),
  }
}

/** Labels of the given variants ("Size: 500 g"), by variant id. */
export async function variantLabels(
  db: Executor,
  lines: { productId: string; variantId: string | null }[],
): Promise<Map<string, string>> {
  const productIds = [
    ...new Set(lines.filter((line) => line.variantId).map((line) => line.productId)),
  ]
  if (productIds.length === 0) return new Map()
  const [optionRows, variantRows] = await Promise.all([
    q.listOptions(db, productIds),
    q.listVariants(db, productIds),
  ])
  const options = groupOptions(optionRows)
  return new Map(
    variantRows.map((row) => [
      row.id,
      variantLabel(options.get(row.productId) ?? [], row.optionValues),
    ]),
  )
}

/** 404 when there is no such product, 403 when it is another seller's; locks it while we work. */
async function lockOwnProduct(db: Executor, seller: Seller, productId: string) {
  const product = await q.lockProduct(db, productId)
  if (!product) throw notFound('product.notFound')
  if (product.sellerId !== seller.sellerId) throw forbidden()
  return product
}

export async function getProductVariants(
  db: Database,
  seller: Seller,
  productId: string,
): Promise<ProductVariants> {
  return db.transaction(async (tx) => {
    await lockOwnProduct(tx, seller, productId)
    const found = (await variantsOfProducts(tx, [productId])).get(productId)!
    return { productId, ...found }
  })
}

/* ---------------------------------------------------------------------------- writes */

const unknownVariant = (index: number) =>
  new AppError(400, 'VARIANT_NOT_FOUND', 'variant.notFound', {
    details: { fields: { [`variants.${index}.id`]: 'variant.notFound' } },
  })

/**
 * Writes a product's options and variants as the seller's grid has them, in one transaction with
 * the product's mirrored price and stock. Variants sent with their id are changed in place (carts
 * and orders keep pointing at them); those left out are removed; new ones are added.
 */
export async function writeProductVariants(
  tx: Executor,
  productId: string,
  data: ProductVariantsData,
) {
  const existing = await q.listVariants(tx, [productId])
  const existingIds = new Set(existing.map((row) => row.id))
  data.variants.forEach((variant, index) => {
    if (variant.id && !existingIds.has(variant.id)) throw unknownVariant(index)
  })
  // Option names as the seller typed them, values trimmed: the variants' keys follow them.
  await q.replaceOptions(tx, productId, data.options)
  const kept = data.variants.flatMap((variant) => (variant.id ? [variant.id] : []))
  await q.deleteVariantsExcept(tx, productId, kept)
  await q.clearSkus(tx, productId)
  const values = (variant: ProductVariantsData['variants'][number], position: number) => ({
    sku: variant.sku,
    optionValues: Object.fromEntries(
      data.options.map((option) => [option.name, variant.optionValues[option.name]!]),
    ),
    price: variant.price,
    discountPrice: variant.discountPrice,
    stock: variant.stock,
    isActive: variant.isActive,
    position,
  })
  for (const [position, variant] of data.variants.entries()) {
    if (variant.id) await q.updateVariant(tx, productId, variant.id, values(variant, position))
  }
  await q.insertVariants(
    tx,
    data.variants.flatMap((variant, position) =>
      variant.id ? [] : [{ productId, ...values(variant, position) }],
    ),
  )
  await q.syncProductMirror(tx, [productId])
}

export async function setProductVariants(
  db: Database,
  seller: Seller,
  productId: string,
  data: ProductVariantsData,
): Promise<ProductVariants> {
  return db.transaction(async (tx) => {
    await lockOwnProduct(tx, seller, productId)
    await writeProductVariants(tx, productId, data)
    const found = (await variantsOfProducts(tx, [productId])).get(productId)!
    return { productId, ...found }
  })
}

/** Copies a product's options and variants onto its copy (in the copy's transaction). */
export async function copyVariants(tx: Executor, fromProductId: string, toProductId: string) {
  const found = (await variantsOfProducts(tx, [fromProductId])).get(fromProductId)!
  if (found.variants.length === 0) return
  await writeProductVariants(tx, toProductId, {
    options: found.options,
    variants: found.variants.map((variant) => ({
      optionValues: variant.optionValues,
      price: variant.price,
      discountPrice: variant.discountPrice,
      stock: variant.stock,
      sku: variant.sku,
      isActive: variant.isActive,
    })),
  })
}
