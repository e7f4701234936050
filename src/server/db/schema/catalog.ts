import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, id, inCheck, money, ratingAvg, textList, tstz, updatedAt } from './columns.ts'
import { sellers } from './sellers.ts'
import { users } from './users.ts'

export const productReviewStatuses = ['pending', 'approved', 'rejected'] as const
export type ProductReviewStatus = (typeof productReviewStatuses)[number]

/** What a detailed review, a favourite (and a polymorphic targetId) can point at. */
export const targetTypes = ['product', 'seller', 'global_service'] as const
export type TargetType = (typeof targetTypes)[number]

/** PostgreSQL full-text vector; only ever written by the database (productSearch's triggers). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text().notNull(),
    nameAm: text(),
    /** Afaan Oromoo and Tigrinya names; readers of either fall back as `pickLocalized` does. */
    nameOm: text(),
    nameTi: text(),
    slug: text().notNull(),
    description: text(),
    imageUrl: text(),
    /** lucide icon name shown beside the category. */
    icon: text(),
    displayOrder: integer().notNull().default(0),
    /** Inactive categories are hidden from shoppers and take no new products; never deleted. */
    isActive: boolean().notNull().default(true),
    /**
     * Days after delivery a buyer may ask to return goods of this category: null follows the
     * platform's setting, 0 means not returnable (e.g. food). docs/decisions/024-returns-and-refunds.md
     */
    returnWindowDays: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('categories_slug_unique').on(t.slug),
    check(
      'categories_return_window_days_check',
      sql`${t.returnWindowDays} is null or ${t.returnWindowDays} between 0 and 365`,
    ),
  ],
)

export const products = pgTable(
  'products',
  {
    id: id(),
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    description: text(),
    price: money().notNull(),
    /** Sale price; when set it is >= 0 and strictly below price. */
    discountPrice: money(),
    currency: text().notNull().default('ETB'),
    shipsInternationally: boolean().notNull().default(false),
    shippingRegions: textList(),
    /** Null means the product is not shipped internationally. */
    internationalShippingFee: money(),
    estimatedDeliveryDays: integer().notNull().default(7),
    isEthiopianMade: boolean().notNull().default(true),
    originCity: text(),
    originCountry: text().notNull().default('Ethiopia'),
    authenticityNote: text(),
    imageUrl: text(),
    stock: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    /** Admin authenticity queue. */
    reviewStatus: text({ enum: productReviewStatuses }).notNull().default('approved'),
    /** Why the authenticity review rejected the product (shown to the seller); null otherwise. */
    reviewNote: text(),
    tags: textList(),
    seoTitle: text(),
    seoDescription: text(),
    /** Denormalised from reviews. */
    averageRating: ratingAvg().notNull().default('0'),
    reviewCount: integer().notNull().default(0),
    salesCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    /**
     * Phonetic keys of name, categories, tags and description (src/shared/text), written by
     * refreshProductSearchDocuments. Null until written; a trigger nulls it again when a source
     * column changes, and search fills missing ones (docs/decisions/004-amharic-search.md).
     * Search reads it through productSearch, never here.
     */
    searchDocument: text(),
    /** Phonetic key of the name alone: exact and prefix matches rank first. */
    searchName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_seller_id_idx').on(t.sellerId),
    index('products_featured_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isFeatured} and ${t.isActive}`),
    index('products_is_active_is_featured_idx').on(t.isActive, t.isFeatured),
    // DESC defaults to NULLS FIRST in PostgreSQL: keep that so ORDER BY created_at DESC, id DESC uses it.
    index('products_created_at_id_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Keyset paging for the price and rating sorts (see catalog.queries.ts).
    index('products_effective_price_id_idx').on(
      sql`coalesce(${t.discountPrice}, ${t.price})`,
      t.id,
    ),
    index('products_rating_sort_idx').on(
      t.averageRating.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A category's pages in each sort read its own rows in order, not the whole catalogue's sort
    // index filtered by category (bench/README.md, "Where the time went"). The first also serves
    // every lookup by category.
    index('products_category_created_at_id_idx').on(
      t.categoryId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_category_effective_price_id_idx').on(
      t.categoryId,
      sql`coalesce(${t.discountPrice}, ${t.price})`,
      t.id,
    ),
    index('products_category_rating_sort_idx').on(
      t.categoryId,
      t.averageRating.desc().nullsFirst(),
      t.reviewCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The listed products' totals (the catalogue's and each category's, catalog.queries.ts) count
    // this index alone rather than the table: about a twentieth of the reads at a million products.
    index('products_listed_category_seller_idx')
      .on(t.categoryId, t.sellerId)
      .where(sql`${t.isActive} and ${t.reviewStatus} = 'approved'`),
    index('products_review_status_idx')
      .on(t.createdAt)
      .where(sql`${t.reviewStatus} = 'pending'`),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_search_document_missing_idx')
      .on(t.id)
      .where(sql`${t.searchDocument} is null`),
    inCheck('products_review_status_check', t.reviewStatus, productReviewStatuses),
    check('products_price_check', sql`${t.price} >= 0`),
    check(
      'products_discount_price_check',
      sql`${t.discountPrice} is null or (${t.discountPrice} >= 0 and ${t.discountPrice} < ${t.price})`,
    ),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check(
      'products_international_shipping_fee_check',
      sql`${t.internationalShippingFee} is null or ${t.internationalShippingFee} >= 0`,
    ),
    check('products_estimated_delivery_days_check', sql`${t.estimatedDeliveryDays} >= 0`),
    check('products_average_rating_check', sql`${t.averageRating} between 0 and 5`),
    check(
      'products_counters_check',
      sql`${t.reviewCount} >= 0 and ${t.salesCount} >= 0 and ${t.viewCount} >= 0`,
    ),
  ],
)

/**
 * Every phonetic key that occurs in a search document: the vocabulary that a misspelt query word
 * is matched against by trigram similarity. Keys are only added; one no product uses any more
 * simply matches nothing.
 */
export const searchTerms = pgTable('search_terms', { term: text().primaryKey() }, (t) => [
  index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
])

/** Parts of product_search's full-text index: see searchBucket. */
export const SEARCH_BUCKETS = 9

/**
 * One narrow row per product with what search matches, filters, ranks and sorts on, so a search
 * reads a few small rows per match instead of the product's wide one
 * (docs/decisions/034-search-narrow-table.md). Written only by the database: triggers on
 * products, users (a suspended seller's products leave search) and product_variants keep it, in
 * migration 0022 with the view `product_search_source` that says what each column is.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Buyers may see it: active, approved, and its seller's account active and not suspended. */
    listed: boolean().notNull(),
    sellerId: uuid().notNull(),
    categoryId: uuid().notNull(),
    isFeatured: boolean().notNull(),
    inStock: boolean().notNull(),
    shipsInternationally: boolean().notNull(),
    /** Any variant, active or not: the price filter then asks the active variants. */
    hasVariants: boolean().notNull(),
    /** What a buyer pays: the sale price when there is one. */
    price: money().notNull(),
    /**
     * Which of the full-text index's parts holds the row: 0 for products that have sold or been
     * reviewed, 1 to 8 a fixed eighth of the rest (by the id). A broad query finds enough matches
     * in the first part or two it reads, instead of every match in the catalogue.
     */
    searchBucket: smallint().notNull(),
    /** products.search_name; null while the product's document is not written. */
    searchName: text(),
    /** The document's keys without positions (none are ranked on); empty while not written. */
    documentVector: tsvector().notNull(),
    /** The name's keys alone: a match in the name ranks above one in the description. */
    nameVector: tsvector().notNull(),
    salesCount: integer().notNull(),
    viewCount: integer().notNull(),
    averageRating: ratingAvg().notNull(),
    reviewCount: integer().notNull(),
    createdAt: tstz().notNull(),
  },
  (t) => [
    // Every search asks for listed products only, so every index leaves the others out.
    ...Array.from({ length: SEARCH_BUCKETS }, (_, bucket) =>
      index(`product_search_document_vector_${bucket}_idx`)
        .using('gin', t.documentVector)
        .where(sql`${t.listed} and ${t.searchBucket} = ${sql.raw(String(bucket))}`),
    ),
    // Names starting with the query, in name order (byte order: keys are ASCII).
    index('product_search_name_idx')
      .on(sql`${t.searchName} collate "C"`)
      .where(sql`${t.listed}`),
    // Relevance without a query: featured first, then the newest.
    index('product_search_featured_idx')
      .on(
        t.isFeatured.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.productId.desc().nullsFirst(),
      )
      .where(sql`${t.listed}`),
    index('product_search_price_idx')
      .on(t.price, t.productId)
      .where(sql`${t.listed}`),
    index('product_search_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.productId.desc().nullsFirst())
      .where(sql`${t.listed}`),
    index('product_search_rating_idx')
      .on(
        t.averageRating.desc().nullsFirst(),
        t.reviewCount.desc().nullsFirst(),
        t.productId.desc().nullsFirst(),
      )
      .where(sql`${t.listed}`),
    index('product_search_popular_idx')
      .on(
        t.salesCount.desc().nullsFirst(),
        t.viewCount.desc().nullsFirst(),
        t.productId.desc().nullsFirst(),
      )
      .where(sql`${t.listed}`),
    // The same four orders within one category, for a category's search pages.
    index('product_search_category_price_idx')
      .on(t.categoryId, t.price, t.productId)
      .where(sql`${t.listed}`),
    index('product_search_category_newest_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.productId.desc().nullsFirst())
      .where(sql`${t.listed}`),
    index('product_search_category_rating_idx')
      .on(
        t.categoryId,
        t.averageRating.desc().nullsFirst(),
        t.reviewCount.desc().nullsFirst(),
        t.productId.desc().nullsFirst(),
      )
      .where(sql`${t.listed}`),
    index('product_search_category_popular_idx')
      .on(
        t.categoryId,
        t.salesCount.desc().nullsFirst(),
        t.viewCount.desc().nullsFirst(),
        t.productId.desc().nullsFirst(),
      )
      .where(sql`${t.listed}`),
    index('product_search_seller_idx')
      .on(t.sellerId)
      .where(sql`${t.listed}`),
    // The few rows search reads apart: products with variants (for the price filter) and those whose
    // document is not written yet.
    index('product_search_irregular_idx')
      .on(t.productId)
      .where(sql`${t.listed} and (${t.hasVariants} or ${t.searchName} is null)`),
  ],
)

/** PostgreSQL's 64-bit transaction id; only ever written by the database. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' })

/**
 * Which product_search rows changed, and in which transaction: written by a trigger on
 * product_search (migration 0026), read by each process's search index to follow the catalogue
 * (docs/decisions/043-search-index-in-memory.md) and pruned after ten minutes. A deleted row is
 * listed too.
 */
export const productSearchChanges = pgTable(
  'product_search_changes',
  {
    changeXid: xid8()
      .notNull()
      .default(sql`pg_current_xact_id()`),
    productId: uuid().notNull(),
    changedAt: tstz()
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('product_search_changes_xid_idx').on(t.changeXid)],
)

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text().notNull(),
    isPrimary: boolean().notNull().default(false),
    displayOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_images_product_id_idx').on(t.productId),
    // At most one primary image per product.
    uniqueIndex('product_images_one_primary_idx')
      .on(t.productId)
      .where(sql`${t.isPrimary}`),
  ],
)

/** Simple product review (one per user and product). */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    comment: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reviews_product_user_unique').on(t.productId, t.userId),
    index('reviews_user_id_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
)

/** Detailed review of a product, seller or global service (polymorphic target, no FK). */
export const detailedReviews = pgTable(
  'detailed_reviews',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text({ enum: targetTypes }).notNull().default('product'),
    targetId: uuid().notNull(),
    rating: integer().notNull(),
    title: text(),
    comment: text(),
    pros: textList(),
    cons: textList(),
    wouldRecommend: boolean().notNull().default(true),
    isVerifiedPurchase: boolean().notNull().default(false),
    helpfulCount: integer().notNull().default(0),
    /** The seller's one public answer to a review of their product; never edited. */
    sellerReply: text(),
    sellerRepliedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('detailed_reviews_user_target_unique').on(t.userId, t.targetType, t.targetId),
    index('detailed_reviews_target_idx').on(t.targetType, t.targetId),
    inCheck('detailed_reviews_target_type_check', t.targetType, targetTypes),
    check('detailed_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('detailed_reviews_helpful_count_check', sql`${t.helpfulCount} >= 0`),
    check(
      'detailed_reviews_seller_reply_check',
      sql`(${t.sellerReply} is null) = (${t.sellerRepliedAt} is null)`,
    ),
  ],
)

export const reviewHelpfulness = pgTable(
  'review_helpfulness',
  {
    id: id(),
    reviewId: uuid()
      .notNull()
      .references(() => detailedReviews.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isHelpful: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('review_helpfulness_review_user_unique').on(t.reviewId, t.userId),
    index('review_helpfulness_user_id_idx').on(t.userId),
  ],
)

/** The unique (user_id, product_id) also serves lookups by user_id. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wishlists_user_product_unique').on(t.userId, t.productId),
    index('wishlists_product_id_idx').on(t.productId),
  ],
)

/** Favourite product, seller or global service (polymorphic target, no FK).
 * The unique (user_id, target_type, target_id) also serves lookups by (user_id, target_type). */
export const favorites = pgTable(
  'favorites',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text({ enum: targetTypes }).notNull(),
    targetId: uuid().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favorites_user_target_unique').on(t.userId, t.targetType, t.targetId),
    index('favorites_target_idx').on(t.targetType, t.targetId),
    inCheck('favorites_target_type_check', t.targetType, targetTypes),
  ],
)

export type Category = typeof categories.$inferSelect
export type NewCategory = typeof categories.$inferInsert
export type Product = typeof products.$inferSelect
export type NewProduct = typeof products.$inferInsert
export type ProductImage = typeof productImages.$inferSelect
export type NewProductImage = typeof productImages.$inferInsert
export type Review = typeof reviews.$inferSelect
export type NewReview = typeof reviews.$inferInsert
export type DetailedReview = typeof detailedReviews.$inferSelect
export type NewDetailedReview = typeof detailedReviews.$inferInsert
export type ReviewHelpfulness = typeof reviewHelpfulness.$inferSelect
export type NewReviewHelpfulness = typeof reviewHelpfulness.$inferInsert
export type Wishlist = typeof wishlists.$inferSelect
export type NewWishlist = typeof wishlists.$inferInsert
export type Favorite = typeof favorites.$inferSelect
export type NewFavorite = typeof favorites.$inferInsert
