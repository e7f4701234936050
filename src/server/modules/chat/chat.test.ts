import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type {
  ChatEvent,
  ChatMessage,
  Conversation,
  MessagePage,
  UnreadCount,
} from '#shared/contracts/chat.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { openEventStream } from '#test/helpers/sse.ts'
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

async function signedIn() {
  const user = await createUser(t.db)
  return { user, cookie: await t.cookieFor(user.id) }
}

async function sellerWithProduct() {
  const { user, seller } = await createSellerUser(t.db)
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
  return { user, seller, product, cookie: await t.cookieFor(user.id) }
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

describe('conversations', () => {
  it('opens a conversation with a seller about a product once, from either side', async () => {
    const seller = await sellerWithProduct()
    const buyer = await signedIn()

    const first = await open(buyer.cookie, {
      sellerId: seller.seller.id,
      productId: seller.product.id,
    })
    expect(first.statusCode).toBe(201)
    const conversation = first.json<Conversation>()
    expect(conversation).toMatchObject({
      // The buyer knows the seller by the store's name; the seller knows the buyer by theirs.
      otherParticipant: {
        id: seller.user.id,
        firstName: 'Almaz',
        lastName: 'Bekele',
        storeName: seller.seller.storeName,
      },
      product: { id: seller.product.id, name: seller.product.name },
      lastMessage: null,
      unreadCount: 0,
    })

    const again = await open(buyer.cookie, {
      sellerId: seller.seller.id,
      productId: seller.product.id,
    })
    expect(again.statusCode).toBe(200)
    expect(again.json<Conversation>().id).toBe(conversation.id)

    // The seller opening it towards the buyer finds the same conversation.
    const fromSeller = await open(seller.cookie, {
      userId: buyer.user.id,
      productId: seller.product.id,
    })
    expect(fromSeller.statusCode).toBe(200)
    expect(fromSeller.json<Conversation>()).toMatchObject({
      id: conversation.id,
      otherParticipant: { id: buyer.user.id, storeName: null },
    })

    // About no product, it is a different conversation.
    const general = await open(buyer.cookie, { sellerId: seller.seller.id })
    expect(general.statusCode).toBe(201)
    expect(general.json<Conversation>().id).not.toBe(conversation.id)
  })

  it('refuses yourself, unknown people and products, and visitors', async () => {
    const seller = await sellerWithProduct()
    const buyer = await signedIn()
    const self = await open(seller.cookie, { sellerId: seller.seller.id })
    expect(self.statusCode).toBe(400)
    expect(self.json()).toMatchObject({ code: 'SELF_CONVERSATION' })
    expect((await open(buyer.cookie, { sellerId: MISSING })).statusCode).toBe(404)
    expect((await open(buyer.cookie, { userId: MISSING })).statusCode).toBe(404)
    expect(
      (await open(buyer.cookie, { sellerId: seller.seller.id, productId: MISSING })).statusCode,
    ).toBe(404)
    const neither = await open(buyer.cookie, {})
    expect(neither.statusCode).toBe(400)
    expect(neither.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
    expect((await open(undefined, { sellerId: seller.seller.id })).statusCode).toBe(401)
  })
})

describe('messages', () => {
  it('delivers messages, counts unread ones and clears them when read', async () => {
    const seller = await sellerWithProduct()
    const buyer = await signedIn()
    const conversation = (
      await open(buyer.cookie, { sellerId: seller.seller.id, productId: seller.product.id })
    ).json<Conversation>()

    const first = await send(buyer.cookie, {
      conversationId: conversation.id,
      content: '  Is this available in size M?  ',
      messageType: 'text',
      senderId: seller.user.id,
    })
    expect(first.statusCode).toBe(201)
    // The body's senderId is ignored: the sender is the signed-in user.
    expect(first.json<ChatMessage>()).toMatchObject({
      senderId: buyer.user.id,
      content: 'Is this available in size M?',
      isRead: false,
    })
    await send(buyer.cookie, { conversationId: conversation.id, content: 'ሰላም!' })

    expect((await get<UnreadCount>(seller.cookie, '/api/chat/unread-count')).body.count).toBe(2)
    expect((await get<UnreadCount>(buyer.cookie, '/api/chat/unread-count')).body.count).toBe(0)
    const sellerList = await get<Conversation[]>(seller.cookie, '/api/chat/conversations')
    expect(sellerList.body).toEqual([
      expect.objectContaining({
        id: conversation.id,
        lastMessage: 'ሰላም!',
        unreadCount: 2,
        otherParticipant: expect.objectContaining({ id: buyer.user.id }),
        product: { id: seller.product.id, name: seller.product.name },
      }),
    ])

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversation.id}/read`,
      headers: { cookie: seller.cookie },
    })
    expect(read.json()).toEqual({ conversationId: conversation.id, markedRead: 2 })
    expect((await get<UnreadCount>(seller.cookie, '/api/chat/unread-count')).body.count).toBe(0)

    await send(seller.cookie, { conversationId: conversation.id, content: 'Yes, it is.' })
    const thread = await get<MessagePage>(
      buyer.cookie,
      `/api/chat/conversations/${conversation.id}/messages`,
    )
    expect(thread.body.hasMore).toBe(false)
    expect(thread.body.items.map((m) => [m.content, m.isRead])).toEqual([
      ['Is this available in size M?', true],
      ['ሰላም!', true],
      ['Yes, it is.', false],
    ])
    const buyerList = await get<Conversation[]>(buyer.cookie, '/api/chat/conversations')
    expect(buyerList.body[0]).toMatchObject({ unreadCount: 1, lastMessage: 'Yes, it is.' })
  })

  it('pages older messages oldest first', async () => {
    const seller = await sellerWithProduct()
    const buyer = await signedIn()
    const { id } = (await open(buyer.cookie, { sellerId: seller.seller.id })).json<Conversation>()
    for (const content of ['one', 'two', 'three', 'four', 'five']) {
      await send(buyer.cookie, { conversationId: id, content })
    }
    const url = `/api/chat/conversations/${id}/messages`
    const latest = await get<MessagePage>(buyer.cookie, `${url}?limit=2`)
    expect(latest.body.items.map((m) => m.content)).toEqual(['four', 'five'])
    expect(latest.body.hasMore).toBe(true)
    const older = await get<MessagePage>(
      buyer.cookie,
      `${url}?limit=2&before=${latest.body.items[0]!.id}`,
    )
    expect(older.body.items.map((m) => m.content)).toEqual(['two', 'three'])
    const oldest = await get<MessagePage>(
      buyer.cookie,
      `${url}?limit=2&before=${older.body.items[0]!.id}`,
    )
    expect(oldest.body).toMatchObject({ hasMore: false, items: [{ content: 'one' }] })
  })

  it('lets only participants read or write a conversation', async () => {
    const seller = await sellerWithProduct()
    const buyer = await signedIn()
    const stranger = await signedIn()
    const { id } = (await open(buyer.cookie, { sellerId: seller.seller.id })).json<Conversation>()
    await send(buyer.cookie, { conversationId: id, content: 'private question' })

    const peek = await get(stranger.cookie, `/api/chat/conversations/${id}/messages`)
    expect(peek.status).toBe(403)
    expect(peek.body).toMatchObject({ code: 'FORBIDDEN' })
    expect((await send(stranger.cookie, { conversationId: id, content: 'hi' })).statusCode).toBe(
      403,
    )
    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${id}/read`,
      headers: { cookie: stranger.cookie },
    })
    expect(mark.statusCode).toBe(403)
    expect((await get<Conversation[]>(stranger.cookie, '/api/chat/conversations')).body).toEqual([])
    expect((await get(stranger.cookie, `/api/chat/conversations/${MISSING}/messages`)).status).toBe(
      404,
    )
    expect((await t.app.inject({ method: 'GET', url: `/api/chat/conversations` })).statusCode).toBe(
      401,
    )
  })

  it('rejects empty and overlong messages', async () => {
    const seller = await sellerWithProduct()
    const buyer = await signedIn()
    const { id } = (await open(buyer.cookie, { sellerId: seller.seller.id })).json<Conversation>()
    const blank = await send(buyer.cookie, { conversationId: id, content: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toMatchObject({
      details: { fields: { content: expect.any(String) } },
    })
    const long = await send(buyer.cookie, { conversationId: id, content: 'x'.repeat(2001) })
    expect(long.statusCode).toBe(400)
    const image = await send(buyer.cookie, {
      conversationId: id,
      content: 'x',
      messageType: 'file',
    })
    expect(image.statusCode).toBe(400)
  })
})

describe('live delivery', () => {
  it('publishes each new message on the chat channel', async () => {
    const seller = await sellerWithProduct()
    const buyer = await signedIn()
    const { id } = (await open(buyer.cookie, { sellerId: seller.seller.id })).json<Conversation>()
    const received: ChatEvent[] = []
    const unsubscribe = await t.app.realtime.subscribe(CHAT_CHANNEL, (payload) => {
      received.push(payload as ChatEvent)
    })
    try {
      const sent = (
        await send(buyer.cookie, { conversationId: id, content: 'ping' })
      ).json<ChatMessage>()
      await expect
        .poll(() => received.find((e) => e.type === 'message' && e.messageId === sent.id))
        .toEqual({
          type: 'message',
          conversationId: id,
          messageId: sent.id,
          senderId: buyer.user.id,
          recipientId: seller.user.id,
        })
    } finally {
      unsubscribe()
    }
  })

  it('streams message and read events to the participants over SSE', async () => {
    const seller = await sellerWithProduct()
    const buyer = await signedIn()
    const stranger = await signedIn()
    const { id } = (await open(buyer.cookie, { sellerId: seller.seller.id })).json<Conversation>()

    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const sellerStream = await openEventStream(`${address}/api/chat/stream`, {
      cookie: seller.cookie,
    })
    const strangerStream = await openEventStream(`${address}/api/chat/stream`, {
      cookie: stranger.cookie,
    })
    try {
      expect(sellerStream.response.status).toBe(200)
      expect(sellerStream.response.headers.get('content-type')).toContain('text/event-stream')

      const sent = (
        await send(buyer.cookie, { conversationId: id, content: 'Is it still available?' })
      ).json<ChatMessage>()
      const event = await sellerStream.next((e) => e.event === 'message')
      expect(JSON.parse(event.data)).toMatchObject({
        conversationId: id,
        messageId: sent.id,
        recipientId: seller.user.id,
      })

      await t.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${id}/read`,
        headers: { cookie: seller.cookie },
      })
      const read = await sellerStream.next((e) => e.event === 'read')
      expect(JSON.parse(read.data)).toMatchObject({ conversationId: id, readerId: seller.user.id })
      // Someone outside the conversation hears nothing of it.
      expect(strangerStream.events).toEqual([])
    } finally {
      await sellerStream.close()
      await strangerStream.close()
    }

    const visitor = await fetch(`${address}/api/chat/stream`)
    expect(visitor.status).toBe(401)
  })
})

if (inject('dbEngine') === 'postgres') {
  describe('several server processes on one PostgreSQL', async () => {
    const { createAppOnDatabase, createSharedPostgresDatabase } =
      await import('#test/helpers/shared-database.ts')

    it('delivers a message sent through one process to a stream on another', async () => {
      const shared = await createSharedPostgresDatabase()
      const a = await createAppOnDatabase(shared.url)
      const b = await createAppOnDatabase(shared.url)
      try {
        const { user: sellerUser, seller } = await createSellerUser(a.db)
        const buyer = await createUser(a.db)
        const buyerCookie = await a.cookieFor(buyer.id)
        const sellerCookie = await b.cookieFor(sellerUser.id)
        const opened = await a.app.inject({
          method: 'POST',
          url: '/api/chat/conversations',
          headers: { cookie: buyerCookie },
          payload: { sellerId: seller.id },
        })
        const { id } = opened.json<Conversation>()

        const onB: ChatEvent[] = []
        const unsubscribe = await b.app.realtime.subscribe(CHAT_CHANNEL, (payload) => {
          onB.push(payload as ChatEvent)
        })
        const address = await b.app.listen({ port: 0, host: '127.0.0.1' })
        const stream = await openEventStream(`${address}/api/chat/stream`, {
          cookie: sellerCookie,
        })
        try {
          const sent = await a.app.inject({
            method: 'POST',
            url: '/api/chat/messages',
            headers: { cookie: buyerCookie },
            payload: { conversationId: id, content: 'Sent through process A' },
          })
          expect(sent.statusCode).toBe(201)
          const messageId = sent.json<ChatMessage>().id

          const event = await stream.next((e) => e.event === 'message')
          expect(JSON.parse(event.data)).toMatchObject({ conversationId: id, messageId })
          await expect
            .poll(() => onB.map((e) => e.type === 'message' && e.messageId))
            .toContain(messageId)
          // Process B serves the message it was told about.
          const thread = await b.app.inject({
            method: 'GET',
            url: `/api/chat/conversations/${id}/messages`,
            headers: { cookie: sellerCookie },
          })
          expect(thread.json<MessagePage>().items.map((m) => m.id)).toEqual([messageId])
        } finally {
          unsubscribe()
          await stream.close()
        }
      } finally {
        await a.close()
        await b.close()
        await shared.drop()
      }
    })
  })
}

describe('shutdown', () => {
  it('ends open streams when the server closes', async () => {
    const own = await createTestApp()
    const user = await createUser(own.db)
    const address = await own.app.listen({ port: 0, host: '127.0.0.1' })
    const stream = await openEventStream(`${address}/api/chat/stream`, {
      cookie: await own.cookieFor(user.id),
    })
    expect(stream.response.status).toBe(200)
    await own.close()
    await stream.untilEnded()
    expect(stream.ended).toBe(true)
  })
})
