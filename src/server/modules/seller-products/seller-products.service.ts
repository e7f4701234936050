import { recordAdminAction } from '#server/lib/audit.ts'
import { LOW_STOCK_BELOW, type UiLanguage } from '#shared/constants.ts'
import {
  PRODUCT_IMAGES_MAX,
  TRIAL_UPGRADE_URL,
  type BulkProductsBody,
  type CreateProductData,
  type ReviewQueueItem,
  type SellerInventory,
  type SellerProduct,
  type UpdateProductData,
} from '#shared/contracts/seller-products.ts'
import { translate } from '#shared/i18n/messages.ts'
import { uiLanguageFor } from '#shared/language.ts'
import { compareMoney } from '#shared/money.ts'
import type { Database, Executor } from '#server/db/database.ts'
import type { NewProduct } from '#server/db/schema/catalog.ts'
import { AppError, conflict, fieldError, forbidden, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { refreshProductSearchDocuments } from '#server/modules/search/search.queries.ts'
import type { UploadStorage } from '#server/modules/uploads/upload-storage.ts'
import { isStoredUpload } from '#server/modules/uploads/uploads.service.ts'
import * as q from './seller-products.queries.ts'
import { notifyUsers } from '#server/modules/messaging/notices.service.ts'
import { syncProductMirror } from '#server/modules/variants/variants.queries.ts'
import { copyVariants, variantsOfProducts } from '#server/modules/variants/variants.service.ts'

export type Seller = AuthUser & { sellerId: string }
type Deps = { db: Database; storage: UploadStorage }

const INVENTORY_MAX = 500

/* ----------------------------------------------------------------------------- reads */

async function toSellerProducts(
  db: Executor,
  rows: q.SellerProductRow[],
): Promise<SellerProduct[]> {
  const ids = rows.map((row) => row.id)
  const [images, variants] = await Promise.all([q.listImages(db, ids), variantsOfProducts(db, ids)])
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categoryNameAm: row.categoryNameAm,
    categoryNameOm: row.categoryNameOm,
    categoryNameTi: row.categoryNameTi,
    price: row.price,
    discountPrice: row.discountPrice,
    currency: row.currency,
    stock: row.stock,
    tags: row.tags,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    imageUrl: row.imageUrl,
    images: images
      .filter((image) => image.productId === row.id)
      .map(({ id, imageUrl, isPrimary }) => ({ id, imageUrl, isPrimary })),
    isActive: row.isActive,
    isFeatured: row.isFeatured,
    reviewStatus: row.reviewStatus,
    reviewNote: row.reviewStatus === 'rejected' ? row.reviewNote : null,
    shipsInternationally: row.shipsInternationally,
    internationalShippingFee: row.internationalShippingFee,
    authenticityNote: row.authenticityNote,
    originCountry: row.originCountry,
    originCity: row.originCity,
    options: variants.get(row.id)?.options ?? [],
    variants: variants.get(row.id)?.variants ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }))
}

async function readOwnProduct(db: Executor, sellerId: string, productId: string) {
  const rows = await q.listSellerProductRows(db, sellerId, { ids: [productId], limit: 1 })
  const [product] = await toSellerProducts(db, rows)
  if (!product) throw notFound('product.notFound')
  return product
}

export async function getInventory(db: Database, seller: Seller): Promise<SellerInventory> {
  const [counts, rows, featuredAllowance, limits] = await Promise.all([
    q.countSellerProducts(db, seller.sellerId),
    q.listSellerProductRows(db, seller.sellerId, { limit: INVENTORY_MAX }),
    q.findSellerTierId(db, seller.sellerId).then((tierId) => q.findFeaturedAllowance(db, tierId)),
    listingLimits(db, seller.id, seller.sellerId),
  ])
  return { counts, featuredAllowance, limits, products: await toSellerProducts(db, rows) }
}

const NO_PLAN_NAME = {
  planName: null,
  planNameAmharic: null,
  planNameOm: null,
  planNameTi: null,
} as const

/** The limits assertTrialAllows enforces, with what is used of them, for the seller's screens. */
async function listingLimits(
  db: Executor,
  userId: string,
  sellerId: string,
): Promise<SellerInventory['limits']> {
  const [plan, trial, counted] = await Promise.all([
    q.findActivePlanLimits(db, sellerId),
    q.findTrialLimits(db, userId),
    q.listProductCategories(db, sellerId),
  ])
  const used = {
    productsUsed: counted.length,
    categoryIdsUsed: [...new Set(counted.map((row) => row.categoryId))],
    upgradeUrl: TRIAL_UPGRADE_URL,
  }
  if (plan) {
    return {
      source: 'plan',
      planName: plan.planName,
      planNameAmharic: plan.planNameAmharic,
      planNameOm: plan.planNameOm,
      planNameTi: plan.planNameTi,
      maxProducts: plan.maxProducts,
      maxCategories: null,
      ...used,
    }
  }
  if (trial) {
    return {
      source: 'trial',
      ...NO_PLAN_NAME,
      maxProducts: trial.maxProducts,
      maxCategories: trial.maxCategories,
      ...used,
    }
  }
  return { source: 'none', ...NO_PLAN_NAME, maxProducts: null, maxCategories: null, ...used }
}

/* ----------------------------------------------------------------------------- rules */

/** 404 when there is no such product, 403 when it is another seller's. */
async function assertOwnsProduct(db: Executor, seller: Seller, productId: string) {
  const owner = await q.findProductOwner(db, productId)
  if (!owner) throw notFound('product.notFound')
  if (owner.sellerId !== seller.sellerId) throw forbidden()
}

export async function lockedSeller(db: Executor, seller: Seller) {
  const row = await q.lockSeller(db, seller.sellerId)
  if (!row) throw forbidden()
  return row
}

function trialLimit(key: 'product.trialProductLimit' | 'product.trialCategoryLimit', max: number) {
  return new AppError(403, 'TRIAL_LIMIT', key, {
    values: { max },
    details: { upgradeUrl: TRIAL_UPGRADE_URL, limit: max },
  })
}

/**
 * Product limits: a paid or free plan in force sets the product count (no category limit);
 * otherwise a running trial limits products and distinct categories (spec: 5 and 3).
 */
export async function assertTrialAllows(
  db: Executor,
  userId: string,
  sellerId: string,
  change: { addProducts: number; categoryId: string; exceptProductId?: string },
) {
  const plan = await q.findActivePlanLimits(db, sellerId)
  if (plan) {
    if (change.addProducts === 0 || plan.maxProducts === null) return
    const others = await q.listProductCategories(db, sellerId, change.exceptProductId)
    const productCount = others.length + (change.exceptProductId ? 1 : 0) + change.addProducts
    if (productCount > plan.maxProducts) {
      throw new AppError(403, 'PLAN_LIMIT', 'product.planProductLimit', {
        values: { max: plan.maxProducts, plan: plan.planName },
        details: { upgradeUrl: TRIAL_UPGRADE_URL, limit: plan.maxProducts },
      })
    }
    return
  }
  const limits = await q.findTrialLimits(db, userId)
  if (!limits) return
  const others = await q.listProductCategories(db, sellerId, change.exceptProductId)
  const productCount = others.length + (change.exceptProductId ? 1 : 0) + change.addProducts
  if (change.addProducts > 0 && productCount > limits.maxProducts) {
    throw trialLimit('product.trialProductLimit', limits.maxProducts)
  }
  const categoryIds = new Set(others.map((row) => row.categoryId))
  if (!categoryIds.has(change.categoryId) && categoryIds.size + 1 > limits.maxCategories) {
    throw trialLimit('product.trialCategoryLimit', limits.maxCategories)
  }
}

/**
 * Featuring: the number of the seller's currently featured products may not exceed the tier's
 * featured-listing allowance (a simple reading of the monthly allowance: featured slots).
 */
async function assertFeaturedAllowed(
  db: Executor,
  sellerId: string,
  currentTierId: string | null,
  featuring: string[] | 'new',
) {
  const allowance = await q.findFeaturedAllowance(db, currentTierId)
  const ids = featuring === 'new' ? [] : featuring
  const others = await q.countFeatured(db, sellerId, ids)
  const adding = featuring === 'new' ? 1 : featuring.length
  if (others + adding > allowance) {
    throw new AppError(409, 'FEATURED_ALLOWANCE', 'product.featuredAllowance', {
      values: { count: allowance },
      details: { allowance },
    })
  }
}

/** A new product, a copy or a category change may only go into a category that is open now. */
async function assertCategory(db: Executor, categoryId: string) {
  const status = await q.categoryStatus(db, categoryId)
  if (status === 'missing') {
    throw fieldError('CATEGORY_NOT_FOUND', 'categoryId', 'category.notFound', 400)
  }
  if (status === 'inactive') {
    throw fieldError('CATEGORY_INACTIVE', 'categoryId', 'category.inactive', 400)
  }
}

/**
 * The product's photo list after a write: the primary first. New addresses must be files stored
 * through our upload endpoint; addresses the product already has are kept as they are.
 */
async function resolveImages(
  storage: UploadStorage,
  input: { imageUrl?: string | null | undefined; images?: string[] | undefined },
  existing: string[],
): Promise<string[] | undefined> {
  if (input.imageUrl === undefined && input.images === undefined) return undefined
  const list = [...(input.images ?? (input.imageUrl === null ? [] : existing))]
  if (input.imageUrl) list.unshift(input.imageUrl)
  const unique = [...new Set(list)]
  if (unique.length > PRODUCT_IMAGES_MAX) {
    throw fieldError('TOO_MANY_IMAGES', 'images', 'validation.tooMany', 400)
  }
  for (const url of unique) {
    if (existing.includes(url)) continue
    if (!(await isStoredUpload(storage, url))) {
      throw fieldError('IMAGE_NOT_UPLOADED', 'images', 'product.imageNotUploaded', 400)
    }
  }
  return unique
}

async function notifyLowStock(
  db: Executor,
  seller: Seller,
  product: { id: string; name: string; stock: number },
) {
  const language = uiLanguageFor(seller.preferredLanguage)
  await notifyUsers(db, [
    {
      userId: seller.id,
      type: 'low_stock',
      title: translate('product.lowStockTitle', language, { name: product.name }),
      body: translate('product.lowStockBody', language, { stock: product.stock }),
      link: '/dashboard',
      event: { name: 'stock_low', values: { product: product.name, stock: product.stock } },
    },
  ])
}

function productValues(data: Partial<CreateProductData>): Partial<NewProduct> {
  const values: Partial<NewProduct> = {}
  const set = <K extends keyof NewProduct>(key: K, value: NewProduct[K] | undefined) => {
    if (value !== undefined) values[key] = value
  }
  set('name', data.name)
  set('categoryId', data.categoryId)
  set('description', data.description)
  set('price', data.price)
  set('discountPrice', data.discountPrice)
  set('stock', data.stock)
  set('tags', data.tags)
  set('seoTitle', data.seoTitle)
  set('seoDescription', data.seoDescription)
  set('isFeatured', data.isFeatured)
  set('isActive', data.isActive)
  set('shipsInternationally', data.shipsInternationally ?? data.internationalShipping)
  set('internationalShippingFee', data.internationalShippingFee)
  set('authenticityNote', data.authenticityNote)
  set('originCountry', data.originCountry === null ? 'Ethiopia' : data.originCountry)
  set('originCity', data.originCity)
  return values
}

/* ---------------------------------------------------------------------------- writes */

export async function createProduct(
  { db, storage }: Deps,
  seller: Seller,
  data: CreateProductData,
): Promise<SellerProduct> {
  const images = (await resolveImages(storage, data, [])) ?? []
  const id = await db.transaction(async (tx) => {
    const locked = await lockedSeller(tx, seller)
    await assertCategory(tx, data.categoryId)
    await assertTrialAllows(tx, locked.userId, seller.sellerId, {
      addProducts: 1,
      categoryId: data.categoryId,
    })
    if (data.isFeatured)
      await assertFeaturedAllowed(tx, seller.sellerId, locked.currentTierId, 'new')
    const productId = await q.insertProduct(tx, {
      ...productValues(data),
      name: data.name,
      categoryId: data.categoryId,
      price: data.price,
      stock: data.stock,
      sellerId: seller.sellerId,
      imageUrl: images[0] ?? null,
      // New listings wait for the authenticity team before they are public.
      reviewStatus: 'pending',
    } as NewProduct)
    await q.replaceImages(tx, productId, images)
    if (data.stock < LOW_STOCK_BELOW) {
      await notifyLowStock(tx, seller, { id: productId, name: data.name, stock: data.stock })
    }
    await refreshProductSearchDocuments(tx, [productId])
    return productId
  })
  return readOwnProduct(db, seller.sellerId, id)
}

export async function updateProduct(
  { db, storage }: Deps,
  seller: Seller,
  productId: string,
  data: UpdateProductData,
): Promise<SellerProduct> {
  await assertOwnsProduct(db, seller, productId)
  const before = await readOwnProduct(db, seller.sellerId, productId)
  const existingImages = before.images.map((image) => image.imageUrl)
  if (before.imageUrl && !existingImages.includes(before.imageUrl)) {
    existingImages.unshift(before.imageUrl)
  }
  const images = await resolveImages(storage, data, existingImages)
  if (data.discountPrice && !data.price) {
    // The refinement in the contract can only compare prices that came in the same body.
    if (compareMoney(data.discountPrice, before.price) >= 0) {
      throw fieldError('VALIDATION_ERROR', 'discountPrice', 'validation.discountBelowPrice', 400)
    }
  }
  await db.transaction(async (tx) => {
    const locked = await lockedSeller(tx, seller)
    if (data.categoryId && data.categoryId !== before.categoryId) {
      await assertCategory(tx, data.categoryId)
      await assertTrialAllows(tx, locked.userId, seller.sellerId, {
        addProducts: 0,
        categoryId: data.categoryId,
        exceptProductId: productId,
      })
    }
    if (data.isFeatured && !before.isFeatured) {
      await assertFeaturedAllowed(tx, seller.sellerId, locked.currentTierId, [productId])
    }
    const values = productValues(data)
    if (images) values.imageUrl = images[0] ?? null
    // A rejected product the seller has corrected goes back to the authenticity review.
    if (before.reviewStatus === 'rejected')
      Object.assign(values, { reviewStatus: 'pending', reviewNote: null })
    await q.updateProduct(tx, seller.sellerId, productId, values)
    // A product with variants sells through them: its price and stock stay their mirror.
    await syncProductMirror(tx, [productId])
    if (images) await q.replaceImages(tx, productId, images)
    if (
      before.variants.length === 0 &&
      data.stock !== undefined &&
      data.stock < LOW_STOCK_BELOW &&
      data.stock !== before.stock
    ) {
      await notifyLowStock(tx, seller, {
        id: productId,
        name: data.name ?? before.name,
        stock: data.stock,
      })
    }
    await refreshProductSearchDocuments(tx, [productId])
  })
  return readOwnProduct(db, seller.sellerId, productId)
}

export async function deleteProduct(db: Database, seller: Seller, productId: string) {
  await assertOwnsProduct(db, seller, productId)
  await db.transaction(async (tx) => {
    await lockedSeller(tx, seller)
    if ((await q.countOrdersOf(tx, [productId])) > 0) {
      throw conflict('PRODUCT_HAS_ORDERS', 'product.hasOrders')
    }
    await q.deleteProducts(tx, seller.sellerId, [productId])
  })
}

export async function duplicateProduct(
  db: Database,
  seller: Seller,
  productId: string,
  language: UiLanguage,
): Promise<SellerProduct> {
  await assertOwnsProduct(db, seller, productId)
  const source = await readOwnProduct(db, seller.sellerId, productId)
  const rows = await q.listSellerProductRows(db, seller.sellerId, { ids: [productId], limit: 1 })
  const original = rows[0]!
  const suffix = translate('product.copySuffix', language)
  const id = await db.transaction(async (tx) => {
    await assertCategory(tx, source.categoryId)
    const locked = await lockedSeller(tx, seller)
    await assertTrialAllows(tx, locked.userId, seller.sellerId, {
      addProducts: 1,
      categoryId: source.categoryId,
    })
    const copyId = await q.insertProduct(tx, {
      sellerId: seller.sellerId,
      categoryId: source.categoryId,
      name: `${source.name} ${suffix}`,
      description: source.description,
      price: source.price,
      discountPrice: source.discountPrice,
      currency: source.currency,
      stock: source.stock,
      tags: source.tags,
      seoTitle: source.seoTitle,
      seoDescription: source.seoDescription,
      imageUrl: source.imageUrl,
      shipsInternationally: source.shipsInternationally,
      internationalShippingFee: source.internationalShippingFee,
      authenticityNote: source.authenticityNote,
      originCountry: source.originCountry,
      originCity: source.originCity,
      estimatedDeliveryDays: original.estimatedDeliveryDays,
      isEthiopianMade: original.isEthiopianMade,
      shippingRegions: original.shippingRegions,
      // A copy is a new listing: inactive until the seller edits it, not featured, and reviewed.
      isActive: false,
      isFeatured: false,
      reviewStatus: 'pending',
    })
    await q.replaceImages(
      tx,
      copyId,
      source.images.map((image) => image.imageUrl),
    )
    await copyVariants(tx, productId, copyId)
    await refreshProductSearchDocuments(tx, [copyId])
    return copyId
  })
  return readOwnProduct(db, seller.sellerId, id)
}

export async function bulkUpdate(db: Database, seller: Seller, body: BulkProductsBody) {
  const ids = [...new Set(body.ids)]
  return db.transaction(async (tx) => {
    const locked = await lockedSeller(tx, seller)
    const owned = await q.findOwnedProducts(tx, seller.sellerId, ids)
    // Every id must be this seller's: otherwise nothing changes.
    if (owned.length !== ids.length) throw forbidden()
    switch (body.action) {
      case 'activate':
      case 'deactivate':
        return {
          action: body.action,
          count: await q.updateProducts(tx, seller.sellerId, ids, {
            isActive: body.action === 'activate',
          }),
        }
      case 'feature':
        await assertFeaturedAllowed(tx, seller.sellerId, locked.currentTierId, ids)
        return {
          action: body.action,
          count: await q.updateProducts(tx, seller.sellerId, ids, { isFeatured: true }),
        }
      case 'unfeature':
        return {
          action: body.action,
          count: await q.updateProducts(tx, seller.sellerId, ids, { isFeatured: false }),
        }
      case 'delete':
        if ((await q.countOrdersOf(tx, ids)) > 0) {
          throw conflict('PRODUCT_HAS_ORDERS', 'product.hasOrders')
        }
        return { action: body.action, count: await q.deleteProducts(tx, seller.sellerId, ids) }
    }
  })
}

/* ----------------------------------------------------------------------------- admin */

const REVIEW_QUEUE_MAX = 100

export async function listReviewQueue(db: Database): Promise<ReviewQueueItem[]> {
  const rows = await q.listPendingReview(db, REVIEW_QUEUE_MAX)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

export async function reviewProduct(
  db: Database,
  admin: AuthUser,
  productId: string,
  decision: 'approve' | 'reject',
  note: string | null | undefined,
) {
  const product = await q.findProductForReview(db, productId)
  if (!product) throw notFound('product.notFound')
  const reviewStatus: 'approved' | 'rejected' = decision === 'approve' ? 'approved' : 'rejected'
  await db.transaction(async (tx) => {
    await q.setReviewStatus(
      tx,
      productId,
      reviewStatus,
      reviewStatus === 'rejected' ? (note ?? null) : null,
    )
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: `product.${decision}`,
      targetType: 'product',
      targetId: productId,
      details: { previous: product.reviewStatus, note: note ?? null },
    })
    const language = uiLanguageFor(product.sellerLanguage)
    await notifyUsers(tx, [
      {
        userId: product.sellerUserId,
        type: `product_${reviewStatus}`,
        title: translate(
          decision === 'approve' ? 'product.approvedTitle' : 'product.rejectedTitle',
          language,
          { name: product.name },
        ),
        ...(note ? { body: note } : {}),
        link: '/dashboard',
        event:
          decision === 'approve'
            ? { name: 'product_approved', values: { product: product.name } }
            : { name: 'product_rejected', values: { product: product.name, reason: note ?? '—' } },
      },
    ])
  })
  return { id: productId, reviewStatus }
}
