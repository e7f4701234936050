import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { categories, productImages, products, type NewProduct } from '#server/db/schema/catalog.ts'
import { productOptions, productVariants } from '#server/db/schema/variants.ts'

// Reads and batch writes of a bulk listing, every one scoped by the seller the service passes in
// (taken from the session, never from the file).

/** The seller's products as the export writes them, oldest first (a file reads as it was listed). */
export async function listExportProducts(db: Executor, sellerId: string) {
  return db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      categorySlug: categories.slug,
      price: products.price,
      discountPrice: products.discountPrice,
      stock: products.stock,
      isActive: products.isActive,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.sellerId, sellerId))
    .orderBy(asc(products.createdAt), asc(products.id))
}

/** The seller's products a file names by id, with what an update compares against. */
export async function findOwnProducts(db: Executor, sellerId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({
      id: products.id,
      imageUrl: products.imageUrl,
      reviewStatus: products.reviewStatus,
      categoryId: products.categoryId,
    })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids)))
}

/** Categories products may be filed under now, by slug. */
export async function listOpenCategories(db: Executor) {
  return db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(eq(categories.isActive, true))
}

/** Every SKU the seller's variants use, with its product. */
export async function listSellerSkus(db: Executor, sellerId: string) {
  return db
    .select({ productId: productVariants.productId, sku: productVariants.sku })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.sellerId, sellerId), isNotNull(productVariants.sku)))
}

const BATCH = 250

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await write(rows.slice(start, start + BATCH))
  }
}

export async function insertProducts(db: Executor, rows: (NewProduct & { id: string })[]) {
  await inBatches(rows, (batch) => db.insert(products).values(batch))
}

export async function insertOptions(db: Executor, rows: (typeof productOptions.$inferInsert)[]) {
  await inBatches(rows, (batch) => db.insert(productOptions).values(batch))
}

export async function insertVariants(db: Executor, rows: (typeof productVariants.$inferInsert)[]) {
  await inBatches(rows, (batch) => db.insert(productVariants).values(batch))
}

export async function insertPrimaryImages(
  db: Executor,
  rows: { productId: string; imageUrl: string }[],
) {
  await inBatches(rows, (batch) =>
    db
      .insert(productImages)
      .values(batch.map((row) => ({ ...row, isPrimary: true, displayOrder: 0 }))),
  )
}

export async function updateOwnProduct(
  db: Executor,
  sellerId: string,
  productId: string,
  values: Partial<NewProduct>,
) {
  await db
    .update(products)
    .set(values)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
}

/** The product's photos with a new primary first (the others kept after it). */
export async function setPrimaryImage(db: Executor, productId: string, imageUrl: string) {
  const existing = await db
    .select({ imageUrl: productImages.imageUrl })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.displayOrder), asc(productImages.createdAt))
  const urls = [imageUrl, ...existing.map((row) => row.imageUrl).filter((url) => url !== imageUrl)]
  await db.delete(productImages).where(eq(productImages.productId, productId))
  await db.insert(productImages).values(
    urls.map((url, index) => ({
      productId,
      imageUrl: url,
      isPrimary: index === 0,
      displayOrder: index,
    })),
  )
}
