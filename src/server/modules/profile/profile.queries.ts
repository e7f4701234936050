import { desc, eq } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { products, reviews, wishlists } from '#server/db/schema/catalog.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { supportTickets } from '#server/db/schema/support.ts'

// Each list reads only the user's own rows, newest first, at most `limit` of them: the service
// merges them and keeps the newest overall.

export async function listRecentOrders(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      at: orders.createdAt,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalAmount: orders.totalAmount,
      productId: products.id,
      productName: products.name,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.buyerId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
}

export async function listRecentReviews(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: reviews.id,
      at: reviews.createdAt,
      rating: reviews.rating,
      productId: products.id,
      productName: products.name,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
}

export async function listRecentWishlistItems(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: wishlists.id,
      at: wishlists.createdAt,
      productId: products.id,
      productName: products.name,
    })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
    .limit(limit)
}

export async function listRecentTickets(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: supportTickets.id,
      at: supportTickets.createdAt,
      ticketNumber: supportTickets.ticketNumber,
      subject: supportTickets.subject,
      status: supportTickets.status,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit)
}
