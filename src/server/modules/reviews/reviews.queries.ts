import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { detailedReviews, products, reviewHelpfulness } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { listedProduct } from '#server/modules/catalog/catalog.queries.ts'

/** A product whatever its state, with whether buyers can see it (the service decides who else may). */
export async function findProduct(db: Executor, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      listed: sql<boolean>`${listedProduct}`,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(products.id, productId))
    .limit(1)
  return row ?? null
}

/** A listed product and its seller; null when there is none to review. */
export async function findListedProduct(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(eq(products.id, productId), listedProduct))
    .limit(1)
  return row ?? null
}

/**
 * Locks the product and then its seller, always in that order, so that concurrent reviews of one
 * product (or of one seller's products) recompute their figures one after the other and each sees
 * the reviews committed before it.
 */
export async function lockProductAndSeller(db: Executor, productId: string, sellerId: string) {
  await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update')
  await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId)).for('update')
}

export async function hasDeliveredOrder(db: Executor, userId: string, productId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, userId),
        eq(orders.productId, productId),
        eq(orders.status, 'delivered'),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** Inserts the review, or returns null when the user already reviewed this target. */
export async function insertReview(db: Executor, values: typeof detailedReviews.$inferInsert) {
  const [row] = await db
    .insert(detailedReviews)
    .values(values)
    .onConflictDoNothing({
      target: [detailedReviews.userId, detailedReviews.targetType, detailedReviews.targetId],
    })
    .returning({ id: detailedReviews.id })
  return row ?? null
}

/** The product's average (2 decimals, rounded in SQL) and count, from its detailed reviews. */
export async function recomputeProductRating(db: Executor, productId: string) {
  await db
    .update(products)
    .set({
      averageRating: sql`coalesce((select round(avg(${detailedReviews.rating}), 2) from ${detailedReviews}
        where ${detailedReviews.targetType} = 'product' and ${detailedReviews.targetId} = ${productId}), 0)`,
      reviewCount: sql`(select count(*)::int from ${detailedReviews}
        where ${detailedReviews.targetType} = 'product' and ${detailedReviews.targetId} = ${productId})`,
    })
    .where(eq(products.id, productId))
}

/** The seller's rating over every review of every one of their products. */
export async function recomputeSellerRating(db: Executor, sellerId: string) {
  const ofSeller = sql`${detailedReviews.targetType} = 'product' and ${detailedReviews.targetId} in
    (select ${products.id} from ${products} where ${products.sellerId} = ${sellerId})`
  await db
    .update(sellers)
    .set({
      rating: sql`coalesce((select round(avg(${detailedReviews.rating}), 2) from ${detailedReviews} where ${ofSeller}), 0)`,
      totalReviews: sql`(select count(*)::int from ${detailedReviews} where ${ofSeller})`,
    })
    .where(eq(sellers.id, sellerId))
}

export const REVIEW_LIST_LIMIT = 100

/** Newest first, with the viewer's own vote when there is a viewer. Author: names only. */
export async function listReviews(
  db: Executor,
  params: { targetType: 'product'; targetId: string; viewerId: string | null; reviewId?: string },
) {
  const viewerVote = params.viewerId
    ? sql<boolean | null>`(select ${reviewHelpfulness.isHelpful} from ${reviewHelpfulness}
        where ${reviewHelpfulness.reviewId} = ${detailedReviews.id} and ${reviewHelpfulness.userId} = ${params.viewerId})`
    : sql<boolean | null>`null::boolean`
  const conditions = [
    eq(detailedReviews.targetType, params.targetType),
    eq(detailedReviews.targetId, params.targetId),
  ]
  if (params.reviewId) conditions.push(eq(detailedReviews.id, params.reviewId))
  return db
    .select({
      id: detailedReviews.id,
      userId: detailedReviews.userId,
      targetType: detailedReviews.targetType,
      targetId: detailedReviews.targetId,
      firstName: users.firstName,
      lastName: users.lastName,
      rating: detailedReviews.rating,
      title: detailedReviews.title,
      comment: detailedReviews.comment,
      pros: detailedReviews.pros,
      cons: detailedReviews.cons,
      wouldRecommend: detailedReviews.wouldRecommend,
      isVerifiedPurchase: detailedReviews.isVerifiedPurchase,
      helpfulCount: detailedReviews.helpfulCount,
      myVote: viewerVote,
      sellerReply: detailedReviews.sellerReply,
      sellerRepliedAt: detailedReviews.sellerRepliedAt,
      createdAt: detailedReviews.createdAt,
    })
    .from(detailedReviews)
    .innerJoin(users, eq(users.id, detailedReviews.userId))
    .where(and(...conditions))
    .orderBy(desc(detailedReviews.createdAt), desc(detailedReviews.id))
    .limit(REVIEW_LIST_LIMIT)
}

/** Reviews of the seller's own products, newest first, with the product each is about. */
export async function listSellerReviews(
  db: Executor,
  params: { sellerId: string; unansweredOnly: boolean },
) {
  return db
    .select({
      id: detailedReviews.id,
      userId: detailedReviews.userId,
      targetType: detailedReviews.targetType,
      targetId: detailedReviews.targetId,
      firstName: users.firstName,
      lastName: users.lastName,
      rating: detailedReviews.rating,
      title: detailedReviews.title,
      comment: detailedReviews.comment,
      pros: detailedReviews.pros,
      cons: detailedReviews.cons,
      wouldRecommend: detailedReviews.wouldRecommend,
      isVerifiedPurchase: detailedReviews.isVerifiedPurchase,
      helpfulCount: detailedReviews.helpfulCount,
      myVote: sql<boolean | null>`null::boolean`,
      sellerReply: detailedReviews.sellerReply,
      sellerRepliedAt: detailedReviews.sellerRepliedAt,
      createdAt: detailedReviews.createdAt,
      productName: products.name,
    })
    .from(detailedReviews)
    .innerJoin(
      products,
      and(eq(detailedReviews.targetType, 'product'), eq(products.id, detailedReviews.targetId)),
    )
    .innerJoin(users, eq(users.id, detailedReviews.userId))
    .where(
      and(
        eq(products.sellerId, params.sellerId),
        params.unansweredOnly ? isNull(detailedReviews.sellerReply) : undefined,
      ),
    )
    .orderBy(desc(detailedReviews.createdAt), desc(detailedReviews.id))
    .limit(REVIEW_LIST_LIMIT)
}

/**
 * Records the seller's answer only when the review is of one of their products and has none yet,
 * in one statement: of two answers sent at once, exactly one is written. Null when nothing was.
 */
export async function setSellerReply(
  db: Executor,
  params: { reviewId: string; sellerId: string; reply: string },
) {
  const [row] = await db
    .update(detailedReviews)
    .set({ sellerReply: params.reply, sellerRepliedAt: sql`now()` })
    .where(
      and(
        eq(detailedReviews.id, params.reviewId),
        isNull(detailedReviews.sellerReply),
        eq(detailedReviews.targetType, 'product'),
        sql`exists (select 1 from ${products} where ${products.id} = ${detailedReviews.targetId}
          and ${products.sellerId} = ${params.sellerId})`,
      ),
    )
    .returning({ id: detailedReviews.id, targetId: detailedReviews.targetId })
  return row ?? null
}

/** Who sells the reviewed product and whether it was answered: why a reply was not written. */
export async function findReviewForReply(db: Executor, reviewId: string) {
  const [row] = await db
    .select({
      id: detailedReviews.id,
      sellerId: products.sellerId,
      sellerReply: detailedReviews.sellerReply,
    })
    .from(detailedReviews)
    .leftJoin(
      products,
      and(eq(detailedReviews.targetType, 'product'), eq(products.id, detailedReviews.targetId)),
    )
    .where(eq(detailedReviews.id, reviewId))
  return row ?? null
}

/** Who hears of the answer: the review's author, in their language, with the product and store. */
export async function findReplyNoticeFacts(db: Executor, reviewId: string) {
  const [row] = await db
    .select({
      userId: detailedReviews.userId,
      preferredLanguage: users.preferredLanguage,
      productId: products.id,
      productName: products.name,
      storeName: sellers.storeName,
    })
    .from(detailedReviews)
    .innerJoin(users, eq(users.id, detailedReviews.userId))
    .innerJoin(products, eq(products.id, detailedReviews.targetId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(detailedReviews.id, reviewId))
  return row
}

export type ReviewRow = Awaited<ReturnType<typeof listReviews>>[number]

/** The review, locked so concurrent votes on it count one after the other. */
export async function lockReview(db: Executor, reviewId: string) {
  const [row] = await db
    .select({ id: detailedReviews.id, userId: detailedReviews.userId })
    .from(detailedReviews)
    .where(eq(detailedReviews.id, reviewId))
    .for('update')
  return row ?? null
}

export async function upsertVote(
  db: Executor,
  values: { reviewId: string; userId: string; isHelpful: boolean },
) {
  await db
    .insert(reviewHelpfulness)
    .values(values)
    .onConflictDoUpdate({
      target: [reviewHelpfulness.reviewId, reviewHelpfulness.userId],
      set: { isHelpful: values.isHelpful },
    })
}

/** helpfulCount is the number of "helpful" votes, recounted rather than incremented. */
export async function recountHelpful(db: Executor, reviewId: string) {
  const [row] = await db
    .update(detailedReviews)
    .set({
      helpfulCount: sql`(select count(*)::int from ${reviewHelpfulness}
        where ${reviewHelpfulness.reviewId} = ${reviewId} and ${reviewHelpfulness.isHelpful})`,
    })
    .where(eq(detailedReviews.id, reviewId))
    .returning({ helpfulCount: detailedReviews.helpfulCount })
  return row?.helpfulCount ?? 0
}

/** Who hears of a new review: the product's seller, in their language. */
export async function findProductOwner(db: Executor, productId: string) {
  const [row] = await db
    .select({
      name: products.name,
      userId: sellers.userId,
      preferredLanguage: users.preferredLanguage,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(products.id, productId))
  return row
}
