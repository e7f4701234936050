import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatEvent, ChatMessage, Conversation, MessagePage } from '#shared/contracts/chat.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { CHAT_CHANNEL } from './chat.service.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const MISSING = '00000000-0000-4000-8000-000000000000'

async function signedIn(role: 'user' | 'admin' = 'user') {
  const user = await createUser(t.db, { role })
  return { user, cookie: await t.cookieFor(user.id) }
}

/** A buyer's order from a fresh store, with both parties signed in. */
async function orderBetween() {
  const { user: sellerUser, seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
  const buyer = await signedIn()
  const order = await createOrder(t.db, {
    buyerId: buyer.user.id,
    sellerId: seller.id,
    productId: product.id,
  })
  return {
    order,
    product,
    seller: { user: sellerUser, seller, cookie: await t.cookieFor(sellerUser.id) },
    buyer,
  }
}

function open(cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/chat/conversations',
    headers: cookie ? { cookie } : {},
    payload,
  })
}

function send(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/chat/messages', headers: { cookie }, payload })
}

function get<T>(cookie: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } }).then((r) => ({
    status: r.statusCode,
    body: r.json<T>(),
  }))
}

describe('a conversation about an order', () => {
  it("opens once between the order's buyer and seller, from either side, naming the order", async () => {
    const { order, product, seller, buyer } = await orderBetween()

    const first = await open(buyer.cookie, { orderId: order.id })
    expect(first.statusCode).toBe(201)
    const conversation = first.json<Conversation>()
    expect(conversation).toMatchObject({
      otherParticipant: { id: seller.user.id, storeName: seller.seller.storeName },
      product: { id: product.id, name: product.name },
      order: { id: order.id, orderNumber: order.orderNumber },
    })

    const again = await open(buyer.cookie, { orderId: order.id })
    expect(again.statusCode).toBe(200)
    expect(again.json<Conversation>().id).toBe(conversation.id)

    const fromSeller = await open(seller.cookie, { orderId: order.id })
    expect(fromSeller.statusCode).toBe(200)
    expect(fromSeller.json<Conversation>()).toMatchObject({
      id: conversation.id,
      otherParticipant: { id: buyer.user.id, storeName: null },
      order: { id: order.id, orderNumber: order.orderNumber },
    })

    // The pair's conversation about the product (or about nothing) is another one.
    const aboutProduct = await open(buyer.cookie, {
      sellerId: seller.seller.id,
      productId: product.id,
    })
    expect(aboutProduct.statusCode).toBe(201)
    expect(aboutProduct.json<Conversation>()).toMatchObject({ order: null })
    expect(aboutProduct.json<Conversation>().id).not.toBe(conversation.id)
    const general = await open(buyer.cookie, { sellerId: seller.seller.id })
    expect(general.json<Conversation>().id).not.toBe(conversation.id)
  })

  it('is started only once when both parties open it at the same moment', async () => {
    const { order, seller, buyer } = await orderBetween()
    const answers = await Promise.all([
      open(buyer.cookie, { orderId: order.id }),
      open(seller.cookie, { orderId: order.id }),
      open(buyer.cookie, { orderId: order.id }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201])
    expect(new Set(answers.map((answer) => answer.json<Conversation>().id)).size).toBe(1)
  })

  it('carries messages both ways, live on the chat channel, and lists the order', async () => {
    const { order, seller, buyer } = await orderBetween()
    const { id } = (await open(buyer.cookie, { orderId: order.id })).json<Conversation>()
    const received: ChatEvent[] = []
    const unsubscribe = await t.app.realtime.subscribe(CHAT_CHANNEL, (payload) => {
      received.push(payload as ChatEvent)
    })
    try {
      const question = await send(buyer.cookie, {
        conversationId: id,
        content: 'Can you deliver it on Saturday?',
      })
      expect(question.statusCode).toBe(201)
      const sent = question.json<ChatMessage>()
      // The seller hears of it the way every chat message is told: the live channel.
      await expect
        .poll(() => received.find((e) => e.type === 'message' && e.messageId === sent.id))
        .toMatchObject({ recipientId: seller.user.id, senderId: buyer.user.id })
    } finally {
      unsubscribe()
    }
    const answer = await send(seller.cookie, { conversationId: id, content: 'Yes, Saturday.' })
    expect(answer.statusCode).toBe(201)

    const thread = await get<MessagePage>(buyer.cookie, `/api/chat/conversations/${id}/messages`)
    expect(thread.body.items.map((m) => m.content)).toEqual([
      'Can you deliver it on Saturday?',
      'Yes, Saturday.',
    ])
    const sellerList = await get<Conversation[]>(seller.cookie, '/api/chat/conversations')
    expect(sellerList.body.find((c) => c.id === id)).toMatchObject({
      order: { orderNumber: order.orderNumber },
      lastMessage: 'Yes, Saturday.',
      unreadCount: 1,
    })
  })

  it('does not exist for anyone else: opening, reading and writing answer 404', async () => {
    const { order, buyer } = await orderBetween()
    const { id } = (await open(buyer.cookie, { orderId: order.id })).json<Conversation>()
    await send(buyer.cookie, { conversationId: id, content: 'private' })

    const stranger = await signedIn()
    const otherSeller = await createSellerUser(t.db)
    const otherSellerCookie = await t.cookieFor(otherSeller.user.id)
    const admin = await signedIn('admin')
    for (const cookie of [stranger.cookie, otherSellerCookie, admin.cookie]) {
      const opened = await open(cookie, { orderId: order.id })
      expect(opened.statusCode).toBe(404)
      expect(opened.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' })
      const read = await get(cookie, `/api/chat/conversations/${id}/messages`)
      expect(read.status).toBe(404)
      expect(read.body).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' })
      expect((await send(cookie, { conversationId: id, content: 'hi' })).statusCode).toBe(404)
      const mark = await t.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${id}/read`,
        headers: { cookie },
      })
      expect(mark.statusCode).toBe(404)
      const list = await get<Conversation[]>(cookie, '/api/chat/conversations')
      expect(list.body.map((c) => c.id)).not.toContain(id)
    }

    expect((await open(buyer.cookie, { orderId: MISSING })).statusCode).toBe(404)
    expect((await open(undefined, { orderId: order.id })).statusCode).toBe(401)
    // One recipient at a time: an order and a seller together are refused.
    const both = await open(buyer.cookie, { orderId: order.id, sellerId: MISSING })
    expect(both.statusCode).toBe(400)
  })
})
