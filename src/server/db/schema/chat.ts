import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { createdAt, id, inCheck, tstz, updatedAt } from './columns.ts'
import { orders } from './delivery.ts'
import { users } from './users.ts'

export const chatMessageTypes = ['text', 'image', 'file', 'product'] as const
export type ChatMessageType = (typeof chatMessageTypes)[number]

/** Simple direct messages (legacy inbox). */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    content: text().notNull(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_sender_id_created_at_idx').on(t.senderId, t.createdAt),
    index('messages_receiver_id_created_at_idx').on(t.receiverId, t.createdAt),
    index('messages_product_id_idx').on(t.productId),
  ],
)

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    participant1Id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participant2Id: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    /** The order the conversation is about: one per order, between its buyer and its seller. */
    orderId: uuid().references(() => orders.id, { onDelete: 'cascade' }),
    lastMessageAt: tstz(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_conversations_participant1_id_idx').on(t.participant1Id),
    index('chat_conversations_participant2_id_idx').on(t.participant2Id),
    index('chat_conversations_product_id_idx').on(t.productId),
    uniqueIndex('chat_conversations_order_id_unique').on(t.orderId),
    check(
      'chat_conversations_distinct_participants_check',
      sql`${t.participant1Id} <> ${t.participant2Id}`,
    ),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageType: text({ enum: chatMessageTypes }).notNull().default('text'),
    content: text().notNull(),
    attachmentUrl: text(),
    /** Product shared in the message. */
    productReference: uuid().references(() => products.id, { onDelete: 'set null' }),
    isRead: boolean().notNull().default(false),
    isEdited: boolean().notNull().default(false),
    editedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_id_created_at_idx').on(t.conversationId, t.createdAt),
    index('chat_messages_sender_id_idx').on(t.senderId),
    index('chat_messages_product_reference_idx').on(t.productReference),
    inCheck('chat_messages_message_type_check', t.messageType, chatMessageTypes),
  ],
)

export type Message = typeof messages.$inferSelect
export type NewMessage = typeof messages.$inferInsert
export type ChatConversation = typeof chatConversations.$inferSelect
export type NewChatConversation = typeof chatConversations.$inferInsert
export type ChatMessage = typeof chatMessages.$inferSelect
export type NewChatMessage = typeof chatMessages.$inferInsert
