import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { preparedPer } from '#server/db/precompiled.ts'
import { products } from '#server/db/schema/catalog.ts'
import { productOptions, productVariants } from '#server/db/schema/variants.ts'

// Options and variants of products, and the stock moves on them. Seller-facing writes are called
// by the service only after it checked the caller owns the product.

const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  optionValues: productVariants.optionValues,
  price: productVariants.price,
  discountPrice: productVariants.discountPrice,
  stock: productVariants.stock,
  isActive: productVariants.isActive,
  position: productVariants.position,
}

export type VariantRow = Awaited<ReturnType<typeof listVariants>>[number]
export type OptionRow = Awaited<ReturnType<typeof listOptions>>[number]

/** The products' options in the order their pages show them. */
export async function listOptions(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return []
  return db
    .select({
      productId: productOptions.productId,
      name: productOptions.name,
      values: productOptions.values,
    })
    .from(productOptions)
    .where(inArray(productOptions.productId, productIds))
    .orderBy(asc(productOptions.productId), asc(productOptions.position), asc(productOptions.id))
}

// A product page's options and the variants buyers may choose, read on every visit to a product:
// built once per database handle and run as named statements (building them cost more than
// running them).
const productPageOptions = preparedPer((db) =>
  db
    .select({ name: productOptions.name, values: productOptions.values })
    .from(productOptions)
    .where(eq(productOptions.productId, sql.placeholder('productId')))
    .orderBy(asc(productOptions.position), asc(productOptions.id))
    .prepare('product_page_options'),
)

const productPageVariants = preparedPer((db) =>
  db
    .select(variantColumns)
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, sql.placeholder('productId')),
        eq(productVariants.isActive, true),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt), asc(productVariants.id))
    .prepare('product_page_variants'),
)

/** One product's options and active variants, in the order its page shows them. */
export function listProductPageChoices(db: Executor, productId: string) {
  return Promise.all([
    productPageOptions(db).execute({ productId }),
    productPageVariants(db).execute({ productId }),
  ])
}

/** The products' variants in the seller's order; `activeOnly` for what buyers may choose. */
export async function listVariants(
  db: Executor,
  productIds: string[],
  { activeOnly = false }: { activeOnly?: boolean } = {},
) {
  if (productIds.length === 0) return []
  return db
    .select(variantColumns)
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.productId, productIds),
        activeOnly ? eq(productVariants.isActive, true) : undefined,
      ),
    )
    .orderBy(
      asc(productVariants.productId),
      asc(productVariants.position),
      asc(productVariants.createdAt),
      asc(productVariants.id),
    )
}

/** Which of the products have variants at all (active or not). */
export async function productsWithVariants(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return new Set<string>()
  const rows = await db
    .selectDistinct({ productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
  return new Set(rows.map((row) => row.productId))
}

/**
 * The product's row, locked: every change to its variants or their stock queues behind it. The
 * lock is the one an update of the row's own columns takes (no key update), not `for update`: a
 * checkout has already written orders that reference the product (each holding its key share lock)
 * when it takes the stock, and two such checkouts asking for `for update` would deadlock.
 */
export async function lockProduct(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId, name: products.name })
    .from(products)
    .where(eq(products.id, productId))
    .for('no key update')
  return row
}

export async function replaceOptions(
  db: Executor,
  productId: string,
  options: { name: string; values: string[] }[],
) {
  await db.delete(productOptions).where(eq(productOptions.productId, productId))
  if (options.length === 0) return
  await db
    .insert(productOptions)
    .values(options.map((option, position) => ({ productId, position, ...option })))
}

export type VariantValues = {
  sku: string | null
  optionValues: Record<string, string>
  price: string
  discountPrice: string | null
  stock: number
  isActive: boolean
  position: number
}

export async function deleteVariantsExcept(db: Executor, productId: string, keepIds: string[]) {
  await db
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keepIds.length > 0 ? notInArray(productVariants.id, keepIds) : undefined,
      ),
    )
}

/** SKUs are cleared first, so two variants may swap theirs without tripping the unique rule. */
export async function clearSkus(db: Executor, productId: string) {
  await db
    .update(productVariants)
    .set({ sku: null })
    .where(eq(productVariants.productId, productId))
}

export async function updateVariant(
  db: Executor,
  productId: string,
  variantId: string,
  values: VariantValues,
) {
  await db
    .update(productVariants)
    .set(values)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
}

export async function insertVariants(
  db: Executor,
  rows: (VariantValues & { productId: string })[],
) {
  if (rows.length === 0) return
  await db.insert(productVariants).values(rows)
}

/**
 * Makes the products' own price, sale price and stock mirror their variants: the price and sale
 * price of the active variant a buyer pays least for, and the stock of all active variants. So the
 * listing's sorts, filters and search read one row per product as before. Products without
 * variants are left as they are. Run in the transaction that changed the variants.
 */
export async function syncProductMirror(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return
  const v = productVariants
  const cheapestFirst = sql`not ${v.isActive}, coalesce(${v.discountPrice}, ${v.price}), ${v.position}, ${v.id}`
  await db.execute(sql`
    update ${products} set
      price = mirror.price,
      discount_price = mirror.discount_price,
      stock = mirror.stock,
      updated_at = now()
    from (
      select ${v.productId} as product_id,
        (array_agg(${v.price} order by ${cheapestFirst}))[1] as price,
        (array_agg(${v.discountPrice} order by ${cheapestFirst}))[1] as discount_price,
        coalesce(sum(${v.stock}) filter (where ${v.isActive}), 0)::int as stock
      from ${v}
      where ${inArray(v.productId, productIds)}
      group by ${v.productId}
    ) as mirror
    where ${products.id} = mirror.product_id`)
}

/** Gives units back to a variant (a cancelled or unpaid order), then to the product's mirror. */
export async function releaseVariantStock(
  db: Executor,
  params: { productId: string; variantId: string; quantity: number },
) {
  await lockProduct(db, params.productId)
  await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${params.quantity}` })
    .where(
      and(
        eq(productVariants.id, params.variantId),
        eq(productVariants.productId, params.productId),
      ),
    )
  await syncProductMirror(db, [params.productId])
}
