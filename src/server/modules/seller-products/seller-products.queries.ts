import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm'
import { LOW_STOCK_BELOW } from '#shared/constants.ts'
import type { Executor } from '#server/db/database.ts'
import { categories, productImages, products, type NewProduct } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { sellerSubscriptions, subscriptionPlans } from '#server/db/schema/revenue.ts'
import { commissionTiers, sellers, trialPlans, userTrials } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'

// Product writes of the signed-in seller. Every function that reads or changes products is scoped
// by sellerId, which the service takes from the session and never from the request body.

const sellerProductColumns = {
  id: products.id,
  sellerId: products.sellerId,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categoryNameAm: categories.nameAm,
  categoryNameOm: categories.nameOm,
  categoryNameTi: categories.nameTi,
  price: products.price,
  discountPrice: products.discountPrice,
  currency: products.currency,
  stock: products.stock,
  tags: products.tags,
  seoTitle: products.seoTitle,
  seoDescription: products.seoDescription,
  imageUrl: products.imageUrl,
  isActive: products.isActive,
  isFeatured: products.isFeatured,
  reviewStatus: products.reviewStatus,
  reviewNote: products.reviewNote,
  shipsInternationally: products.shipsInternationally,
  internationalShippingFee: products.internationalShippingFee,
  authenticityNote: products.authenticityNote,
  originCountry: products.originCountry,
  originCity: products.originCity,
  estimatedDeliveryDays: products.estimatedDeliveryDays,
  isEthiopianMade: products.isEthiopianMade,
  shippingRegions: products.shippingRegions,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
}

export type SellerProductRow = Awaited<ReturnType<typeof listSellerProductRows>>[number]

/** Newest first; the inventory shows at most `limit`. */
export async function listSellerProductRows(
  db: Executor,
  sellerId: string,
  options: { ids?: string[]; limit?: number } = {},
) {
  return db
    .select(sellerProductColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(products.sellerId, sellerId),
        options.ids ? inArray(products.id, options.ids) : undefined,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(options.limit ?? 500)
}

export async function listImages(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return []
  return db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      imageUrl: productImages.imageUrl,
      isPrimary: productImages.isPrimary,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.displayOrder), asc(productImages.createdAt))
}

export async function countSellerProducts(db: Executor, sellerId: string) {
  const [row] = await db
    .select({
      total: count(),
      // A rejected product is not for sale, switched on or not.
      active:
        sql<number>`count(*) filter (where ${products.isActive} and ${products.reviewStatus} <> 'rejected')`.mapWith(
          Number,
        ),
      lowStock: sql<number>`count(*) filter (where ${products.stock} < ${LOW_STOCK_BELOW})`.mapWith(
        Number,
      ),
      inReview: sql<number>`count(*) filter (where ${products.reviewStatus} = 'pending')`.mapWith(
        Number,
      ),
    })
    .from(products)
    .where(eq(products.sellerId, sellerId))
  return row ?? { total: 0, active: 0, lowStock: 0, inReview: 0 }
}

/** Any product, to tell "not found" (404) from "someone else's" (403). */
export async function findProductOwner(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, productId))
  return row
}

/** Of the given ids, those that belong to the seller. */
export async function findOwnedProducts(db: Executor, sellerId: string, ids: string[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      stock: products.stock,
      isFeatured: products.isFeatured,
      categoryId: products.categoryId,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids)))
}

/** Serialises the seller's writes, so limits (trial, featured) hold under concurrent requests. */
export async function lockSeller(db: Executor, sellerId: string) {
  const [row] = await db
    .select({ id: sellers.id, userId: sellers.userId, currentTierId: sellers.currentTierId })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for('update')
  return row
}

export async function findSellerTierId(db: Executor, sellerId: string) {
  const [row] = await db
    .select({ currentTierId: sellers.currentTierId })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
  return row?.currentTierId ?? null
}

/** Whether products may be filed under the category now: missing, or there but deactivated, or open. */
export async function categoryStatus(
  db: Executor,
  categoryId: string,
): Promise<'missing' | 'inactive' | 'active'> {
  const [row] = await db
    .select({ isActive: categories.isActive })
    .from(categories)
    .where(eq(categories.id, categoryId))
  if (!row) return 'missing'
  return row.isActive ? 'active' : 'inactive'
}

/** The plan in force for the seller (active, period not ended), or undefined. maxProducts null = unlimited. */
export async function findActivePlanLimits(db: Executor, sellerId: string) {
  const [row] = await db
    .select({
      planName: subscriptionPlans.name,
      planNameAmharic: subscriptionPlans.nameAmharic,
      planNameOm: subscriptionPlans.nameOm,
      planNameTi: subscriptionPlans.nameTi,
      maxProducts: subscriptionPlans.maxProducts,
    })
    .from(sellerSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, sellerSubscriptions.planId))
    .where(
      and(
        eq(sellerSubscriptions.sellerId, sellerId),
        eq(sellerSubscriptions.status, 'active'),
        or(
          isNull(sellerSubscriptions.currentPeriodEnd),
          gt(sellerSubscriptions.currentPeriodEnd, sql`now()`),
        ),
      ),
    )
    .orderBy(desc(sellerSubscriptions.currentPeriodStart))
    .limit(1)
  return row
}

/**
 * The free limits of the seller's latest trial. They stay in force after the trial ends (expired,
 * or converted to a plan that has since lapsed): only a plan in force lifts them.
 */
export async function findTrialLimits(db: Executor, userId: string) {
  const [row] = await db
    .select({ maxProducts: trialPlans.maxProducts, maxCategories: trialPlans.maxCategories })
    .from(userTrials)
    .innerJoin(trialPlans, eq(trialPlans.id, userTrials.trialPlanId))
    .where(eq(userTrials.userId, userId))
    .orderBy(desc(userTrials.startedAt))
    .limit(1)
  return row
}

/** The seller's products that count towards plan and trial limits: all but rejected ones. */
export async function listProductCategories(db: Executor, sellerId: string, exceptId?: string) {
  return db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(
      and(
        eq(products.sellerId, sellerId),
        ne(products.reviewStatus, 'rejected'),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
}

/** The featured-listing allowance of the seller's tier; the lowest active tier when none is set. */
export async function findFeaturedAllowance(db: Executor, currentTierId: string | null) {
  const [row] = await db
    .select({ allowance: commissionTiers.featuredListingAllowance })
    .from(commissionTiers)
    .where(
      currentTierId ? eq(commissionTiers.id, currentTierId) : eq(commissionTiers.isActive, true),
    )
    .orderBy(asc(commissionTiers.level))
    .limit(1)
  return row?.allowance ?? 0
}

export async function countFeatured(db: Executor, sellerId: string, exceptIds: string[] = []) {
  const [row] = await db
    .select({ value: count() })
    .from(products)
    .where(
      and(
        eq(products.sellerId, sellerId),
        eq(products.isFeatured, true),
        exceptIds.length > 0 ? notInArray(products.id, exceptIds) : undefined,
      ),
    )
  return row?.value ?? 0
}

export async function countOrdersOf(db: Executor, productIds: string[]) {
  const [row] = await db
    .select({ value: count() })
    .from(orders)
    .where(inArray(orders.productId, productIds))
  return row?.value ?? 0
}

export async function insertProduct(db: Executor, values: NewProduct) {
  const [row] = await db.insert(products).values(values).returning({ id: products.id })
  return row!.id
}

export async function updateProduct(
  db: Executor,
  sellerId: string,
  productId: string,
  values: Partial<NewProduct>,
) {
  if (Object.keys(values).length === 0) return
  await db
    .update(products)
    .set(values)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)))
}

export async function updateProducts(
  db: Executor,
  sellerId: string,
  productIds: string[],
  values: { isActive: boolean } | { isFeatured: boolean },
) {
  // Only rows that actually change are counted ("4 products activated", not 20).
  const unchanged =
    'isActive' in values
      ? ne(products.isActive, values.isActive)
      : ne(products.isFeatured, values.isFeatured)
  const rows = await db
    .update(products)
    .set(values)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, productIds), unchanged))
    .returning({ id: products.id })
  return rows.length
}

export async function deleteProducts(db: Executor, sellerId: string, productIds: string[]) {
  const rows = await db
    .delete(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, productIds)))
    .returning({ id: products.id })
  return rows.length
}

/** Replaces the product's photos; the first is the primary one. */
export async function replaceImages(db: Executor, productId: string, imageUrls: string[]) {
  await db.delete(productImages).where(eq(productImages.productId, productId))
  if (imageUrls.length === 0) return
  await db.insert(productImages).values(
    imageUrls.map((imageUrl, index) => ({
      productId,
      imageUrl,
      isPrimary: index === 0,
      displayOrder: index,
    })),
  )
}

/** The product with its seller's account, for the admin review. */
export async function findProductForReview(db: Executor, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      reviewStatus: products.reviewStatus,
      sellerUserId: sellers.userId,
      sellerLanguage: users.preferredLanguage,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(products.id, productId))
  return row
}

/** The authenticity review queue, oldest first. */
export async function listPendingReview(db: Executor, limit: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      authenticityNote: products.authenticityNote,
      originCountry: products.originCountry,
      sellerId: products.sellerId,
      storeName: sellers.storeName,
      createdAt: products.createdAt,
      price: products.price,
      discountPrice: products.discountPrice,
      currency: products.currency,
      categoryName: categories.name,
      categoryNameAm: categories.nameAm,
      categoryNameOm: categories.nameOm,
      categoryNameTi: categories.nameTi,
      description: products.description,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.reviewStatus, 'pending'))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit)
}

export async function setReviewStatus(
  db: Executor,
  productId: string,
  reviewStatus: 'approved' | 'rejected',
  reviewNote: string | null,
) {
  await db.update(products).set({ reviewStatus, reviewNote }).where(eq(products.id, productId))
}
