import { z } from 'zod'

export const CHAT_MESSAGE_MAX = 2000
export const CHAT_PAGE_SIZE = 50

/**
 * Exactly one of: a seller (by seller id), a user, or an order (the conversation between the
 * order's buyer and its seller). `productId` ties a seller or user conversation to a product.
 */
export const openConversationInput = z
  .object({
    sellerId: z.uuid('validation.invalid').optional(),
    userId: z.uuid('validation.invalid').optional(),
    productId: z.uuid('validation.invalid').optional(),
    orderId: z.uuid('validation.invalid').optional(),
  })
  .refine(
    (input) =>
      [input.sellerId, input.userId, input.orderId].filter((value) => value !== undefined)
        .length === 1,
    { message: 'chat.recipientRequired', path: ['sellerId'] },
  )
export type OpenConversationInput = z.input<typeof openConversationInput>

export const conversationParams = z.object({ id: z.uuid('validation.invalid') })

export const chatParticipant = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** The participant's store when they are a seller: buyers know them by it. */
  storeName: z.string().nullable(),
})

export const conversation = z.object({
  id: z.uuid(),
  otherParticipant: chatParticipant,
  product: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The order the conversation is about, when it is one (only its buyer and seller take part). */
  order: z.object({ id: z.uuid(), orderNumber: z.string() }).nullable(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number().int(),
  createdAt: z.string(),
})
export type Conversation = z.infer<typeof conversation>

export const chatMessage = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  messageType: z.enum(['text', 'image', 'file', 'product']),
  content: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
})
export type ChatMessage = z.infer<typeof chatMessage>

/** Older pages are fetched with `before` = the id of the oldest message already shown. */
export const messagesQuery = z.object({
  before: z.uuid('validation.invalid').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
})

/** Oldest first. */
export const messagePage = z.object({ items: z.array(chatMessage), hasMore: z.boolean() })
export type MessagePage = z.infer<typeof messagePage>

/** `senderId` is accepted for compatibility and ignored: the sender is the signed-in user. */
export const sendMessageInput = z.object({
  conversationId: z.uuid('validation.invalid'),
  content: z
    .string('chat.messageRequired')
    .trim()
    .min(1, 'chat.messageRequired')
    .max(CHAT_MESSAGE_MAX, 'validation.tooLong'),
  messageType: z.literal('text', 'validation.invalid').default('text'),
  senderId: z.string().optional(),
})
export type SendMessageInput = z.input<typeof sendMessageInput>

export const readResult = z.object({ conversationId: z.uuid(), markedRead: z.number().int() })
export const unreadCount = z.object({ count: z.number().int() })
export type UnreadCount = z.infer<typeof unreadCount>

/** What the stream sends (event name = `type`). */
export const chatEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    conversationId: z.uuid(),
    messageId: z.uuid(),
    senderId: z.uuid(),
    recipientId: z.uuid(),
  }),
  z.object({
    type: z.literal('read'),
    conversationId: z.uuid(),
    readerId: z.uuid(),
    recipientId: z.uuid(),
  }),
])
export type ChatEvent = z.infer<typeof chatEvent>
