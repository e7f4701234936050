import { ACTIVITY_LIMIT, type ActivityItem } from '#shared/contracts/profile.ts'
import type { Executor } from '#server/db/database.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import * as queries from './profile.queries.ts'

/**
 * The user's latest orders, reviews, saved products and support tickets, merged newest first.
 * Each source gives at most the limit, so the merged newest `ACTIVITY_LIMIT` are exact.
 */
export async function getActivity(db: Executor, user: AuthUser): Promise<ActivityItem[]> {
  const [orders, reviews, saved, tickets] = await Promise.all([
    queries.listRecentOrders(db, user.id, ACTIVITY_LIMIT),
    queries.listRecentReviews(db, user.id, ACTIVITY_LIMIT),
    queries.listRecentWishlistItems(db, user.id, ACTIVITY_LIMIT),
    queries.listRecentTickets(db, user.id, ACTIVITY_LIMIT),
  ])
  const items: (ActivityItem & { time: number })[] = [
    ...orders.map((row) => ({
      kind: 'order' as const,
      id: row.id,
      at: row.at.toISOString(),
      time: row.at.getTime(),
      orderNumber: row.orderNumber,
      status: row.status,
      totalAmount: row.totalAmount,
      product: { id: row.productId, name: row.productName },
    })),
    ...reviews.map((row) => ({
      kind: 'review' as const,
      id: row.id,
      at: row.at.toISOString(),
      time: row.at.getTime(),
      rating: row.rating,
      product: { id: row.productId, name: row.productName },
    })),
    ...saved.map((row) => ({
      kind: 'wishlist' as const,
      id: row.id,
      at: row.at.toISOString(),
      time: row.at.getTime(),
      product: { id: row.productId, name: row.productName },
    })),
    ...tickets.map((row) => ({
      kind: 'ticket' as const,
      id: row.id,
      at: row.at.toISOString(),
      time: row.at.getTime(),
      ticketNumber: row.ticketNumber,
      subject: row.subject,
      status: row.status,
    })),
  ]
  return items
    .sort((a, b) => b.time - a.time)
    .slice(0, ACTIVITY_LIMIT)
    .map(({ time: _time, ...item }) => item)
}
