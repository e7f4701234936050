import type { z } from 'zod'
import type {
  Category,
  ProductDetail,
  ProductListItem,
  ProductPage,
  productListQuery,
} from '#shared/contracts/catalog.ts'
import type { ProductSort } from '#shared/constants.ts'
import type { Executor } from '#server/db/database.ts'
import { AppError, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import {
  countListedProducts,
  countListedProductsByCategory,
  findProductDetail,
  listCategoryRows,
  listProductPage,
  type Keyset,
  type ProductFilters,
  type ProductListRow,
} from './catalog.queries.ts'
import { DisplayCountCache } from './display-count-cache.ts'
import { publicVariantsOf } from '#server/modules/variants/variants.service.ts'

type ProductListData = z.output<typeof productListQuery>

/* ------------------------------------------------------------------------------ cursor */

// The cursor is the last row's sort key, base64url JSON: [sort, ...key, id]. Opaque to clients;
// checked strictly here so a forged one is a 400, never a database error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/
const DECIMAL = /^\d{1,12}(\.\d{1,4})?$/

export function encodeCursor(keyset: Keyset): string {
  const parts =
    keyset.sort === 'newest'
      ? [keyset.sort, keyset.createdAt, keyset.id]
      : keyset.sort === 'rating'
        ? [keyset.sort, keyset.averageRating, keyset.reviewCount, keyset.id]
        : [keyset.sort, keyset.price, keyset.id]
  return Buffer.from(JSON.stringify(parts)).toString('base64url')
}

const invalidCursor = () =>
  new AppError(400, 'VALIDATION_ERROR', 'error.validation', {
    details: { fields: { cursor: 'validation.invalid' } },
  })

export function decodeCursor(cursor: string, sort: ProductSort): Keyset {
  let parts: unknown
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  if (!Array.isArray(parts) || parts[0] !== sort) throw invalidCursor()
  const id = parts[parts.length - 1]
  if (typeof id !== 'string' || !UUID.test(id)) throw invalidCursor()
  if (
    sort === 'newest' &&
    parts.length === 3 &&
    typeof parts[1] === 'string' &&
    TIMESTAMP.test(parts[1])
  ) {
    return { sort, createdAt: parts[1], id }
  }
  if (
    (sort === 'price-low' || sort === 'price-high') &&
    parts.length === 3 &&
    typeof parts[1] === 'string' &&
    DECIMAL.test(parts[1])
  ) {
    return { sort, price: parts[1], id }
  }
  if (
    sort === 'rating' &&
    parts.length === 4 &&
    typeof parts[1] === 'string' &&
    DECIMAL.test(parts[1]) &&
    Number.isSafeInteger(parts[2]) &&
    (parts[2] as number) >= 0
  ) {
    return { sort, averageRating: parts[1], reviewCount: parts[2] as number, id }
  }
  throw invalidCursor()
}

function keysetOf(row: ProductListRow, sort: ProductSort): Keyset {
  switch (sort) {
    case 'newest':
      return { sort, createdAt: row.sortKey, id: row.id }
    case 'price-low':
    case 'price-high':
      return { sort, price: row.sortKey, id: row.id }
    case 'rating':
      return { sort, averageRating: row.sortKey, reviewCount: row.reviewCount, id: row.id }
  }
}

/* ------------------------------------------------------------------------------ counts */

// Counting every match costs more than the page itself (a scan of all listed products), and the
// figures are display-only, so they are kept ~30 s (see DisplayCountCache), even with
// READ_CACHES=off: the pages themselves are always read fresh.
const COUNT_TTL_MS = 30_000
const productTotals = new DisplayCountCache<number>({
  ttlMs: COUNT_TTL_MS,
  maxEntries: 2_000,
  keepWhenReadCachesOff: true,
})
const categoryCounts = new DisplayCountCache<Map<string, number>>({
  ttlMs: COUNT_TTL_MS,
  maxEntries: 1,
  keepWhenReadCachesOff: true,
})

function cachedTotal(db: Executor, filters: ProductFilters): Promise<number> {
  const key = JSON.stringify([
    filters.categoryId ?? null,
    filters.categorySlug ?? null,
    filters.sellerId ?? null,
    filters.featured ?? null,
    filters.search?.toLowerCase() ?? null,
  ])
  return productTotals.get(db, key, () => countListedProducts(db, filters))
}

/* ---------------------------------------------------------------------------- mapping */

/** The listing columns of a row (lists add their sort key; other reads need not). */
type ListingColumns = Omit<ProductListRow, 'sortKey'> & { sortKey?: string }

export function toProductListItem(row: ListingColumns): ProductListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    price: row.price,
    discountPrice: row.discountPrice,
    priceMax: row.priceMax,
    currency: row.currency,
    stock: row.stock,
    isFeatured: row.isFeatured,
    shipsInternationally: row.shipsInternationally,
    internationalShippingFee: row.internationalShippingFee,
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
    category: row.category,
    seller: row.seller,
    createdAt: row.createdAt.toISOString(),
  }
}

/* ---------------------------------------------------------------------------- reads */

/** Categories are read fresh (an admin's new category shows at once); their counts may lag ~30 s. */
export async function listCategories(db: Executor): Promise<Category[]> {
  const [rows, counts] = await Promise.all([
    listCategoryRows(db),
    categoryCounts.get(db, 'all', async () => {
      const byCategory = await countListedProductsByCategory(db)
      return new Map(byCategory.map((row) => [row.categoryId, row.count]))
    }),
  ])
  return rows.map((row) => ({ ...row, productCount: counts.get(row.id) ?? 0 }))
}

export async function listProducts(db: Executor, query: ProductListData): Promise<ProductPage> {
  const filters: ProductFilters = {
    categoryId: query.categoryId,
    categorySlug: query.category || undefined,
    sellerId: query.sellerId,
    featured: query.featured,
    search: query.search || undefined,
  }
  const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined
  const [rows, total] = await Promise.all([
    listProductPage(db, { filters, sort: query.sort, limit: query.limit, after }),
    cachedTotal(db, filters),
  ])
  const page = rows.slice(0, query.limit)
  const last = page[page.length - 1]
  return {
    items: page.map(toProductListItem),
    nextCursor: rows.length > query.limit && last ? encodeCursor(keysetOf(last, query.sort)) : null,
    total,
  }
}

/** A product's page. Unlisted products (inactive, in review, seller suspended) exist only for their seller and admins. */
export async function getProduct(
  db: Executor,
  productId: string,
  viewer: AuthUser | null,
): Promise<ProductDetail> {
  const row = await findProductDetail(db, productId)
  const mayView =
    row &&
    (row.listed ||
      viewer?.role === 'admin' ||
      (viewer?.sellerId != null && viewer.sellerId === row.seller.id))
  if (!row || !mayView) throw notFound('product.notFound', 'PRODUCT_NOT_FOUND')
  const { options, variants } = await publicVariantsOf(db, productId)
  return toProductDetail(row, options, variants)
}

type ProductDetailRow = NonNullable<Awaited<ReturnType<typeof findProductDetail>>>

/**
 * A product's page from its row and choices. The detail is added to the listing's object, not
 * spread into a new one: on this V8 an object spread and then given more properties gets maps of
 * its own, built in the old heap, every time (about 5 KB a product page, kept until a full
 * collection; bench/README.md).
 */
export function toProductDetail(
  row: ProductDetailRow,
  options: ProductDetail['options'],
  variants: ProductDetail['variants'],
): ProductDetail {
  return Object.assign(toProductListItem(row), {
    originCountry: row.originCountry,
    originCity: row.originCity,
    estimatedDeliveryDays: row.estimatedDeliveryDays,
    isEthiopianMade: row.isEthiopianMade,
    authenticityNote: row.authenticityNote,
    tags: row.tags,
    images: row.images,
    seller: row.seller,
    options,
    variants,
  })
}
