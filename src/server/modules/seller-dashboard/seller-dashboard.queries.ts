import { and, asc, desc, eq, gt, gte, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { pageViews } from '#server/db/schema/analytics.ts'
import { detailedReviews, products } from '#server/db/schema/catalog.ts'
import { chatConversations, chatMessages } from '#server/db/schema/chat.ts'
import { deliveryUpdates, orders } from '#server/db/schema/delivery.ts'
import { sellers, trialPlans, userTrials } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { orderSalesAfterReturns, orderSellerNetAfterReturns } from '#server/lib/order-money.ts'
import { pagePath, storePagesOf } from '#server/modules/analytics/analytics.queries.ts'

// Every read is scoped to one seller (and that seller's own user for chats and the trial).

/** The seller's orders with what the figures need; a store's order book is read whole. */
export async function listSellerOrders(db: Executor, sellerId: string) {
  return db
    .select({
      id: orders.id,
      productId: orders.productId,
      productName: products.name,
      estimatedDeliveryDays: products.estimatedDeliveryDays,
      quantity: orders.quantity,
      // Net of refunded returns (docs/decisions/024-returns-and-refunds.md).
      sales: sql<string>`${orderSalesAfterReturns}::text`,
      sellerNet: sql<string>`${orderSellerNetAfterReturns}::text`,
      status: orders.status,
      deliveryAddress: orders.deliveryAddress,
      estimatedDeliveryTime: orders.estimatedDeliveryTime,
      actualDeliveryTime: orders.actualDeliveryTime,
      createdAt: orders.createdAt,
      deliveredAt: sql<
        Date | string | null
      >`(select min(${deliveryUpdates.timestamp}) from ${deliveryUpdates}
        where ${deliveryUpdates.orderId} = ${orders.id} and ${deliveryUpdates.status} = 'delivered')`,
      buyerFirstName: users.firstName,
      buyerLastName: users.lastName,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(eq(orders.sellerId, sellerId))
    .orderBy(asc(orders.createdAt), asc(orders.id))
}

/**
 * The store's rating and review count as every page shows them: the seller's row, which the review
 * service recomputes from the product reviews on every review.
 */
export async function findSellerRating(db: Executor, sellerId: string) {
  const [row] = await db
    .select({ rating: sellers.rating, totalReviews: sellers.totalReviews })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
  return row ?? { rating: '0', totalReviews: 0 }
}

export async function listSellerProducts(db: Executor, sellerId: string) {
  return db
    .select({
      id: products.id,
      name: products.name,
      isActive: products.isActive,
      categoryId: products.categoryId,
      reviewStatus: products.reviewStatus,
    })
    .from(products)
    .where(eq(products.sellerId, sellerId))
}

/** Review count and average (two decimals) per product of the seller that has reviews. */
export async function reviewStatsByProduct(db: Executor, sellerId: string) {
  return db
    .select({
      productId: detailedReviews.targetId,
      count: sql<number>`count(*)::int`,
      sum: sql<number>`sum(${detailedReviews.rating})::int`,
    })
    .from(detailedReviews)
    .innerJoin(products, eq(products.id, detailedReviews.targetId))
    .where(and(eq(detailedReviews.targetType, 'product'), eq(products.sellerId, sellerId)))
    .groupBy(detailedReviews.targetId)
}

/**
 * Views in [since, until) of the store page and of each of its product pages, by path: the same
 * pages and the same period as the store's analytics (analytics.queries).
 */
export async function countStoreViews(
  db: Executor,
  sellerId: string,
  window: { since: Date; until: Date },
) {
  return db
    .select({ path: pagePath, views: sql<number>`count(*)::int` })
    .from(pageViews)
    .where(
      and(
        gte(pageViews.createdAt, window.since),
        lt(pageViews.createdAt, window.until),
        storePagesOf(db, sellerId),
      ),
    )
    .groupBy(pagePath)
}

// A one-table select renders its columns unqualified, which inside a correlated subquery would
// bind to the inner table; the outer column is therefore named in full.
const outerConversationId = sql.raw('"chat_conversations"."id"')

/** Per conversation of the seller's user: did the other side write, did the seller answer. */
export async function listConversationReplies(db: Executor, sellerUserId: string) {
  return db
    .select({
      id: chatConversations.id,
      buyerWrote: sql<boolean>`exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${outerConversationId} and ${chatMessages.senderId} <> ${sellerUserId})`,
      sellerReplied: sql<boolean>`exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${outerConversationId} and ${chatMessages.senderId} = ${sellerUserId})`,
    })
    .from(chatConversations)
    .where(
      or(
        eq(chatConversations.participant1Id, sellerUserId),
        eq(chatConversations.participant2Id, sellerUserId),
      ),
    )
}

/** The user's running trial, if any. */
export async function findActiveTrial(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select({
      planName: trialPlans.name,
      expiresAt: userTrials.expiresAt,
      maxProducts: trialPlans.maxProducts,
      maxCategories: trialPlans.maxCategories,
    })
    .from(userTrials)
    .innerJoin(trialPlans, eq(trialPlans.id, userTrials.trialPlanId))
    .where(
      and(
        eq(userTrials.userId, userId),
        eq(userTrials.status, 'active'),
        gt(userTrials.expiresAt, now),
      ),
    )
    // The newest running trial, as the product limits read it.
    .orderBy(desc(userTrials.startedAt))
    .limit(1)
  return row ?? null
}
