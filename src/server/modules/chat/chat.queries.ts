import { aliasedTable, and, asc, count, desc, eq, lt, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { products } from '#server/db/schema/catalog.ts'
import { chatConversations, chatMessages } from '#server/db/schema/chat.ts'
import { orders } from '#server/db/schema/delivery.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'

const involves = (userId: string) =>
  or(eq(chatConversations.participant1Id, userId), eq(chatConversations.participant2Id, userId))

export async function findConversation(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: chatConversations.id,
      participant1Id: chatConversations.participant1Id,
      participant2Id: chatConversations.participant2Id,
      orderId: chatConversations.orderId,
    })
    .from(chatConversations)
    .where(eq(chatConversations.id, id))
  return row
}

export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>

/**
 * The conversation between two people about one product (or about nothing in particular); a
 * conversation about an order is that order's alone and never answers here.
 */
export async function findConversationBetween(
  db: Executor,
  params: { a: string; b: string; productId: string | null },
) {
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(
      and(
        or(
          and(
            eq(chatConversations.participant1Id, params.a),
            eq(chatConversations.participant2Id, params.b),
          ),
          and(
            eq(chatConversations.participant1Id, params.b),
            eq(chatConversations.participant2Id, params.a),
          ),
        ),
        params.productId === null
          ? sql`${chatConversations.productId} is null`
          : eq(chatConversations.productId, params.productId),
        sql`${chatConversations.orderId} is null`,
      ),
    )
    .orderBy(asc(chatConversations.createdAt))
    .limit(1)
  return row
}

/** Serialises open-or-create for one pair of people within the transaction. */
export async function lockPair(db: Executor, a: string, b: string) {
  const key = [a, b].sort().join(':')
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}

/** An order's two parties as chat knows them: the buyer and the seller's user. */
export async function findOrderParties(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      buyerId: orders.buyerId,
      sellerUserId: sellers.userId,
      productId: orders.productId,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(eq(orders.id, orderId))
  return row
}

/** The order's conversation, started once: a second caller gets the first one's row. */
export async function insertOrderConversation(
  db: Executor,
  values: { participant1Id: string; participant2Id: string; productId: string; orderId: string },
) {
  const [made] = await db
    .insert(chatConversations)
    .values(values)
    .onConflictDoNothing({ target: chatConversations.orderId })
    .returning({ id: chatConversations.id })
  if (made) return { created: true, id: made.id }
  const [existing] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.orderId, values.orderId))
  return { created: false, id: existing!.id }
}

export async function insertConversation(
  db: Executor,
  values: { participant1Id: string; participant2Id: string; productId: string | null },
) {
  const [row] = await db
    .insert(chatConversations)
    .values(values)
    .returning({ id: chatConversations.id })
  return row!
}

export async function findActiveUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
  return row
}

export async function findSellerUser(db: Executor, sellerId: string) {
  const [row] = await db
    .select({ userId: sellers.userId })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(eq(sellers.id, sellerId), eq(users.isActive, true)))
  return row
}

export async function findProductSeller(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id, sellerUserId: sellers.userId })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(products.id, productId))
  return row
}

const other = aliasedTable(users, 'other_user')

/** The user's conversations, most recently active first, with what the list shows. */
export async function listConversations(db: Executor, userId: string, id?: string) {
  const lastMessage = db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, chatConversations.id))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1)
  const unread = db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, chatConversations.id),
        ne(chatMessages.senderId, userId),
        eq(chatMessages.isRead, false),
      ),
    )
  return (
    db
      .select({
        id: chatConversations.id,
        otherId: other.id,
        otherFirstName: other.firstName,
        otherLastName: other.lastName,
        otherStoreName: sellers.storeName,
        productId: products.id,
        productName: products.name,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        lastMessage: sql<string | null>`(${lastMessage})`,
        lastMessageAt: chatConversations.lastMessageAt,
        unreadCount: sql<number>`(${unread})`.mapWith(Number),
        createdAt: chatConversations.createdAt,
      })
      .from(chatConversations)
      .innerJoin(
        other,
        sql`${other.id} = case when ${chatConversations.participant1Id} = ${userId} then ${chatConversations.participant2Id} else ${chatConversations.participant1Id} end`,
      )
      // A seller is known to buyers by the store's name.
      .leftJoin(sellers, eq(sellers.userId, other.id))
      .leftJoin(products, eq(products.id, chatConversations.productId))
      .leftJoin(orders, eq(orders.id, chatConversations.orderId))
      .where(and(involves(userId), id ? eq(chatConversations.id, id) : undefined))
      .orderBy(
        sql`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt}) desc`,
        desc(chatConversations.id),
      )
  )
}

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  senderId: chatMessages.senderId,
  messageType: chatMessages.messageType,
  content: chatMessages.content,
  isRead: chatMessages.isRead,
  createdAt: chatMessages.createdAt,
}

/** Up to `limit` messages before the cursor message, newest first (the caller reverses). */
export async function listMessages(
  db: Executor,
  params: { conversationId: string; before?: { createdAt: Date; id: string }; limit: number },
) {
  const { before } = params
  return db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, params.conversationId),
        before
          ? or(
              lt(chatMessages.createdAt, before.createdAt),
              and(eq(chatMessages.createdAt, before.createdAt), lt(chatMessages.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(params.limit)
}

export async function findMessageCursor(db: Executor, conversationId: string, id: string) {
  const [row] = await db
    .select({ id: chatMessages.id, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.conversationId, conversationId)))
  return row
}

export async function insertMessage(
  db: Executor,
  values: { conversationId: string; senderId: string; content: string },
) {
  const [row] = await db
    .insert(chatMessages)
    .values({ ...values, messageType: 'text' })
    .returning(messageColumns)
  await db
    .update(chatConversations)
    .set({ lastMessageAt: row!.createdAt, updatedAt: new Date() })
    .where(eq(chatConversations.id, values.conversationId))
  return row!
}

/** Marks the other side's messages read; returns how many changed. */
export async function markRead(db: Executor, conversationId: string, readerId: string) {
  const rows = await db
    .update(chatMessages)
    .set({ isRead: true })
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        ne(chatMessages.senderId, readerId),
        eq(chatMessages.isRead, false),
      ),
    )
    .returning({ id: chatMessages.id })
  return rows.length
}

export async function countUnread(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(involves(userId), ne(chatMessages.senderId, userId), eq(chatMessages.isRead, false)))
  return row?.n ?? 0
}

export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number]
