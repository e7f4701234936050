import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { ProductSort } from '#shared/constants.ts'
import type { Executor } from '#server/db/database.ts'
import { preparedPer, withCompiledRows } from '#server/db/precompiled.ts'
import { categories, productImages, products } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { storeAwayMessage, storeAwayUntil } from '#server/modules/sellers/store-away.ts'
import { productVariants } from '#server/db/schema/variants.ts'
import { containing } from '#server/db/like-pattern.ts'

// Product reads shared by the catalog and seller pages. Every list joins the seller's user,
// because a product is listed only while its seller's account is active.

export type ProductFilters = {
  categoryId?: string | undefined
  categorySlug?: string | undefined
  sellerId?: string | undefined
  featured?: boolean | undefined
  search?: string | undefined
}

/** Where the previous page ended, in the sort's own key (values exactly as the database wrote them). */
export type Keyset =
  | { sort: 'newest'; createdAt: string; id: string }
  | { sort: 'price-low' | 'price-high'; price: string; id: string }
  | { sort: 'rating'; averageRating: string; reviewCount: number; id: string }

/** Active, approved, and sold by an active, unsuspended account. Needs `sellers` and `users` joined. */
export const listedProduct: SQL = sql`(${products.isActive} and ${products.reviewStatus} = 'approved' and ${users.isActive} and ${users.suspendedAt} is null)`

/** The price a buyer pays: the sale price when there is one. */
export const effectivePrice: SQL = sql`coalesce(${products.discountPrice}, ${products.price})`

/**
 * Plain case-insensitive substring match on name and description. Kept on its own so the
 * Amharic-aware search engine can replace it without touching the listing.
 */
export function productSearchCondition(search: string): SQL {
  const pattern = containing(search)
  return sql`(${products.name} ilike ${pattern} or ${products.description} ilike ${pattern})`
}

function filterConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [listedProduct]
  if (filters.categoryId) conditions.push(eq(products.categoryId, filters.categoryId))
  if (filters.categorySlug) {
    conditions.push(
      sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${filters.categorySlug})`,
    )
  }
  if (filters.sellerId) conditions.push(eq(products.sellerId, filters.sellerId))
  // Written as plain column tests so the planner can match the partial featured index.
  if (filters.featured === true) conditions.push(sql`${products.isFeatured}`)
  if (filters.featured === false) conditions.push(sql`not ${products.isFeatured}`)
  if (filters.search) conditions.push(productSearchCondition(filters.search))
  return conditions
}

/**
 * Exactly the columns of the listing contract (what toProductListItem maps). Every read that
 * answers with product cards (cart, wishlist, search) selects these, with the same joins.
 */
export const productListColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  imageUrl: products.imageUrl,
  price: products.price,
  discountPrice: products.discountPrice,
  // The dearest active variant (the cheapest is the product's own price, its mirror).
  priceMax: sql<
    string | null
  >`(select max(coalesce(${productVariants.discountPrice}, ${productVariants.price}))::text from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.isActive})`,
  currency: products.currency,
  stock: products.stock,
  isFeatured: products.isFeatured,
  shipsInternationally: products.shipsInternationally,
  internationalShippingFee: products.internationalShippingFee,
  averageRating: products.averageRating,
  reviewCount: products.reviewCount,
  createdAt: products.createdAt,
  category: {
    id: categories.id,
    name: categories.name,
    nameAm: categories.nameAm,
    nameOm: categories.nameOm,
    nameTi: categories.nameTi,
    slug: categories.slug,
  },
  seller: {
    id: sellers.id,
    storeName: sellers.storeName,
    verified: sellers.verified,
    awayUntil: storeAwayUntil,
  },
}

// Microsecond precision, unlike a JS Date: a cursor must not fall between two rows of one millisecond.
const createdAtKey = sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

function ordering(sort: ProductSort): { orderBy: SQL[]; key: SQL<string> } {
  switch (sort) {
    case 'newest':
      return { orderBy: [desc(products.createdAt), desc(products.id)], key: createdAtKey }
    case 'price-low':
      return {
        orderBy: [asc(effectivePrice), asc(products.id)],
        key: sql<string>`${effectivePrice}::text`,
      }
    case 'price-high':
      return {
        orderBy: [desc(effectivePrice), desc(products.id)],
        key: sql<string>`${effectivePrice}::text`,
      }
    case 'rating':
      return {
        orderBy: [desc(products.averageRating), desc(products.reviewCount), desc(products.id)],
        key: sql<string>`${products.averageRating}::text`,
      }
  }
}

const param = sql.placeholder

/**
 * Rows strictly after the keyset, as row comparisons so one index range scan serves them: the
 * keyset and every row before it, less the keyset's own product. Not a strict `<`: PostgreSQL
 * estimates a row comparison by its first column alone, so a strict bound at a value most rows
 * share (every unrated product's rating is 0.00) looked as if it matched a handful of rows, and it
 * read and sorted every product instead of walking the sort's index: the second page of the
 * top-rated list took 13 s at a million products, 1 ms now. The cursor's own product is left out
 * by its id even if its key has changed since, so a page never repeats it.
 */
function afterKeyset(sort: ProductSort): SQL {
  const notTheCursor = sql`${products.id} <> ${param('afterId')}::uuid`
  switch (sort) {
    case 'newest':
      return sql`(${products.createdAt}, ${products.id}) <= (${param('afterKey')}::timestamptz, ${param('afterId')}::uuid) and ${notTheCursor}`
    case 'price-low':
      return sql`(${effectivePrice}, ${products.id}) >= (${param('afterKey')}::numeric, ${param('afterId')}::uuid) and ${notTheCursor}`
    case 'price-high':
      return sql`(${effectivePrice}, ${products.id}) <= (${param('afterKey')}::numeric, ${param('afterId')}::uuid) and ${notTheCursor}`
    case 'rating':
      return sql`(${products.averageRating}, ${products.reviewCount}, ${products.id}) <= (${param('afterKey')}::numeric, ${param('afterCount')}::integer, ${param('afterId')}::uuid) and ${notTheCursor}`
  }
}

type ListShape = {
  sort: ProductSort
  categoryId: boolean
  categorySlug: boolean
  sellerId: boolean
  featured: boolean | undefined
  search: boolean
  after: boolean
}

/** The list's statement for one combination of filters (exported for its plan's test). */
export function listQueryFor(db: Executor, shape: ListShape) {
  const { orderBy, key } = ordering(shape.sort)
  const conditions: SQL[] = [listedProduct]
  if (shape.categoryId) conditions.push(sql`${products.categoryId} = ${param('categoryId')}`)
  if (shape.categorySlug) {
    conditions.push(
      sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${param('categorySlug')})`,
    )
  }
  if (shape.sellerId) conditions.push(sql`${products.sellerId} = ${param('sellerId')}`)
  // Written as plain column tests so the planner can match the partial featured index.
  if (shape.featured === true) conditions.push(sql`${products.isFeatured}`)
  if (shape.featured === false) conditions.push(sql`not ${products.isFeatured}`)
  if (shape.search) {
    conditions.push(
      sql`(${products.name} ilike ${param('pattern')} or ${products.description} ilike ${param('pattern')})`,
    )
  }
  if (shape.after) conditions.push(afterKeyset(shape.sort))
  return db
    .select({ ...productListColumns, sortKey: key })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(...conditions))
    .orderBy(...orderBy)
    .limit(param('limit'))
}

const buildListQuery = (db: Executor, shape: ListShape, name: string) =>
  withCompiledRows(listQueryFor(db, shape).prepare(name))

type PreparedList = ReturnType<typeof buildListQuery>

// The listing is the hottest read: each combination of filters is built and prepared once per
// database handle, so a request neither rebuilds the SQL nor makes PostgreSQL plan it again.
const preparedLists = new WeakMap<object, Map<string, PreparedList>>()

/** One page of listed products in one query; `limit + 1` rows tell whether another page follows. */
export async function listProductPage(
  db: Executor,
  params: { filters: ProductFilters; sort: ProductSort; limit: number; after?: Keyset | undefined },
) {
  const { filters, after } = params
  const shape: ListShape = {
    sort: params.sort,
    categoryId: Boolean(filters.categoryId),
    categorySlug: Boolean(filters.categorySlug),
    sellerId: Boolean(filters.sellerId),
    featured: filters.featured,
    search: Boolean(filters.search),
    after: Boolean(after),
  }
  // PostgreSQL cuts statement names at 63 characters: one letter per filter keeps them short.
  const name = `products_list_${shape.sort.replace('-', '_')}_${shape.categoryId ? 'i' : ''}${shape.categorySlug ? 'c' : ''}${shape.sellerId ? 's' : ''}${shape.featured === undefined ? '' : shape.featured ? 'f' : 'n'}${shape.search ? 'q' : ''}${shape.after ? 'a' : ''}`
  let queries = preparedLists.get(db)
  if (!queries) preparedLists.set(db, (queries = new Map()))
  let query = queries.get(name)
  if (!query) queries.set(name, (query = buildListQuery(db, shape, name)))
  return query.execute({
    limit: params.limit + 1,
    categoryId: filters.categoryId,
    categorySlug: filters.categorySlug,
    sellerId: filters.sellerId,
    pattern: filters.search ? containing(filters.search) : undefined,
    afterKey: after && keysetValue(after),
    afterCount: after?.sort === 'rating' ? after.reviewCount : undefined,
    afterId: after?.id,
  })
}

function keysetValue(after: Keyset): string {
  switch (after.sort) {
    case 'newest':
      return after.createdAt
    case 'price-low':
    case 'price-high':
      return after.price
    case 'rating':
      return after.averageRating
  }
}

export type ProductListRow = Awaited<ReturnType<typeof listProductPage>>[number]

export async function countListedProducts(db: Executor, filters: ProductFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(...filterConditions(filters)))
  return row?.count ?? 0
}

/** A product with everything its page shows, whether or not it is listed (the service decides who sees it). */
const productDetailQuery = preparedPer((db) =>
  db
    .select({
      ...productListColumns,
      originCountry: products.originCountry,
      originCity: products.originCity,
      estimatedDeliveryDays: products.estimatedDeliveryDays,
      isEthiopianMade: products.isEthiopianMade,
      authenticityNote: products.authenticityNote,
      tags: products.tags,
      seller: {
        ...productListColumns.seller,
        description: sellers.description,
        rating: sellers.rating,
        totalReviews: sellers.totalReviews,
        city: users.city,
        awayMessage: storeAwayMessage,
      },
      images: sql<{ id: string; imageUrl: string; isPrimary: boolean }[]>`(
        select coalesce(json_agg(json_build_object('id', ${productImages.id}, 'imageUrl', ${productImages.imageUrl}, 'isPrimary', ${productImages.isPrimary})
          order by ${productImages.isPrimary} desc, ${productImages.displayOrder}, ${productImages.createdAt}, ${productImages.id}), '[]'::json)
        from ${productImages} where ${productImages.productId} = ${products.id})`,
      listed: sql<boolean>`${listedProduct}`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(products.id, param('productId')))
    .limit(1)
    .prepare('product_detail'),
)

export async function findProductDetail(db: Executor, productId: string) {
  const [row] = await productDetailQuery(db).execute({ productId })
  return row ?? null
}

export async function listCategoryRows(db: Executor) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameAm: categories.nameAm,
      nameOm: categories.nameOm,
      nameTi: categories.nameTi,
      slug: categories.slug,
      description: categories.description,
      imageUrl: categories.imageUrl,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.displayOrder), asc(categories.name), asc(categories.id))
}

/** How many listed products each category holds (categories without any are absent). */
export async function countListedProductsByCategory(db: Executor) {
  return db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(listedProduct)
    .groupBy(products.categoryId)
}
