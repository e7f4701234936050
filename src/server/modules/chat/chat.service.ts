import type { z } from 'zod'
import {
  chatEvent,
  type ChatEvent,
  type ChatMessage,
  type Conversation,
  type MessagePage,
  type messagesQuery,
  type openConversationInput,
  type sendMessageInput,
} from '#shared/contracts/chat.ts'
import type { Executor } from '#server/db/database.ts'
import { AppError, forbidden, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import type { Realtime } from '#server/plugins/realtime.ts'
import {
  countUnread,
  findActiveUser,
  findConversation,
  findConversationBetween,
  findMessageCursor,
  findOrderParties,
  findProductSeller,
  findSellerUser,
  insertConversation,
  insertMessage,
  insertOrderConversation,
  listConversations,
  listMessages,
  lockPair,
  markRead,
  type ConversationRow,
  type MessageRow,
} from './chat.queries.ts'

/** Every process LISTENs here; the payload names the conversation and both people. */
export const CHAT_CHANNEL = 'selam_chat'

const conversationNotFound = () => notFound('chat.conversationNotFound', 'CONVERSATION_NOT_FOUND')

function toMessage(row: MessageRow): ChatMessage {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

type ConversationListRow = Awaited<ReturnType<typeof listConversations>>[number]

function toConversation(row: ConversationListRow): Conversation {
  return {
    id: row.id,
    otherParticipant: {
      id: row.otherId,
      firstName: row.otherFirstName,
      lastName: row.otherLastName,
      storeName: row.otherStoreName,
    },
    product: row.productId && row.productName ? { id: row.productId, name: row.productName } : null,
    order:
      row.orderId && row.orderNumber ? { id: row.orderId, orderNumber: row.orderNumber } : null,
    lastMessage: row.lastMessage,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    unreadCount: row.unreadCount,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * The conversation, when the user takes part in it: 404 unknown, 403 someone else's. A
 * conversation about an order does not exist for anyone but its buyer and seller (404).
 */
async function participantConversation(db: Executor, user: AuthUser, id: string) {
  const conversation = await findConversation(db, id)
  if (!conversation) throw conversationNotFound()
  if (conversation.participant1Id !== user.id && conversation.participant2Id !== user.id) {
    throw conversation.orderId ? conversationNotFound() : forbidden()
  }
  return conversation
}

const orderNotFound = () => notFound('order.notFound', 'ORDER_NOT_FOUND')

/** The order's conversation between its buyer and its seller, started by either one once. */
async function openOrderConversation(db: Executor, user: AuthUser, orderId: string) {
  const order = await findOrderParties(db, orderId)
  // To anyone else the order is not there to talk about.
  if (!order || (order.buyerId !== user.id && order.sellerUserId !== user.id)) {
    throw orderNotFound()
  }
  if (order.buyerId === order.sellerUserId) {
    throw new AppError(400, 'SELF_CONVERSATION', 'chat.selfConversation')
  }
  return insertOrderConversation(db, {
    participant1Id: order.buyerId,
    participant2Id: order.sellerUserId,
    productId: order.productId,
    orderId: order.id,
  })
}

const otherParticipant = (conversation: ConversationRow, userId: string) =>
  conversation.participant1Id === userId ? conversation.participant2Id : conversation.participant1Id

export async function getConversations(db: Executor, user: AuthUser): Promise<Conversation[]> {
  const rows = await listConversations(db, user.id)
  return rows.map(toConversation)
}

/** Opens the existing conversation between the two about the product, or starts it. */
export async function openConversation(
  db: Executor,
  user: AuthUser,
  input: z.output<typeof openConversationInput>,
): Promise<{ created: boolean; conversation: Conversation }> {
  if (input.orderId) {
    const result = await openOrderConversation(db, user, input.orderId)
    return { created: result.created, conversation: await listedConversation(db, user, result.id) }
  }
  let otherId: string
  if (input.sellerId) {
    const seller = await findSellerUser(db, input.sellerId)
    if (!seller) throw notFound('seller.notFound', 'SELLER_NOT_FOUND')
    otherId = seller.userId
  } else {
    const other = await findActiveUser(db, input.userId!)
    if (!other) throw notFound('chat.userNotFound', 'USER_NOT_FOUND')
    otherId = other.id
  }
  if (otherId === user.id) throw new AppError(400, 'SELF_CONVERSATION', 'chat.selfConversation')

  const productId = input.productId ?? null
  if (productId) {
    const product = await findProductSeller(db, productId)
    if (!product) throw notFound('product.notFound', 'PRODUCT_NOT_FOUND')
  }

  const result = await db.transaction(async (tx) => {
    await lockPair(tx, user.id, otherId)
    const existing = await findConversationBetween(tx, { a: user.id, b: otherId, productId })
    if (existing) return { created: false, id: existing.id }
    const made = await insertConversation(tx, {
      participant1Id: user.id,
      participant2Id: otherId,
      productId,
    })
    return { created: true, id: made.id }
  })
  return { created: result.created, conversation: await listedConversation(db, user, result.id) }
}

async function listedConversation(db: Executor, user: AuthUser, id: string) {
  const [row] = await listConversations(db, user.id, id)
  if (!row) throw conversationNotFound()
  return toConversation(row)
}

export async function getMessages(
  db: Executor,
  user: AuthUser,
  conversationId: string,
  query: z.output<typeof messagesQuery>,
): Promise<MessagePage> {
  await participantConversation(db, user, conversationId)
  let before: { createdAt: Date; id: string } | undefined
  if (query.before) {
    before = await findMessageCursor(db, conversationId, query.before)
    if (!before) throw notFound('error.notFound', 'MESSAGE_NOT_FOUND')
  }
  // One extra row tells whether an older page exists.
  const rows = await listMessages(db, { conversationId, before, limit: query.limit + 1 })
  const page = rows.slice(0, query.limit).reverse()
  return { items: page.map(toMessage), hasMore: rows.length > query.limit }
}

export async function sendMessage(
  db: Executor,
  realtime: Realtime,
  user: AuthUser,
  input: z.output<typeof sendMessageInput>,
): Promise<ChatMessage> {
  const conversation = await participantConversation(db, user, input.conversationId)
  const row = await db.transaction((tx) =>
    insertMessage(tx, {
      conversationId: conversation.id,
      senderId: user.id,
      content: input.content,
    }),
  )
  const event: ChatEvent = {
    type: 'message',
    conversationId: conversation.id,
    messageId: row.id,
    senderId: user.id,
    recipientId: otherParticipant(conversation, user.id),
  }
  await realtime.publish(CHAT_CHANNEL, event)
  return toMessage(row)
}

export async function readConversation(
  db: Executor,
  realtime: Realtime,
  user: AuthUser,
  conversationId: string,
) {
  const conversation = await participantConversation(db, user, conversationId)
  const markedRead = await markRead(db, conversation.id, user.id)
  if (markedRead > 0) {
    const event: ChatEvent = {
      type: 'read',
      conversationId: conversation.id,
      readerId: user.id,
      recipientId: otherParticipant(conversation, user.id),
    }
    await realtime.publish(CHAT_CHANNEL, event)
  }
  return { conversationId: conversation.id, markedRead }
}

export async function getUnreadCount(db: Executor, user: AuthUser) {
  return { count: await countUnread(db, user.id) }
}

/** Whether a stream event concerns the user (either side of the conversation). */
export function eventFor(userId: string, payload: unknown): ChatEvent | undefined {
  const parsed = chatEvent.safeParse(payload)
  if (!parsed.success) return undefined
  const event = parsed.data
  const actor = event.type === 'message' ? event.senderId : event.readerId
  return actor === userId || event.recipientId === userId ? event : undefined
}
