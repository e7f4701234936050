import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { cartItems } from '#server/db/schema/cart.ts'
import { couriers } from '#server/db/schema/delivery.ts'
import { outboundMessages, telegramChats } from '#server/db/schema/messaging.ts'
import { notifications } from '#server/db/schema/system.ts'
import { users } from '#server/db/schema/users.ts'
import type { NotificationSettings } from '#shared/contracts/messaging.ts'
import {
  type AfroMessageStandIn,
  startAfroMessageStandIn,
} from '#test/helpers/afromessage-stand-in.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { type SmtpStandIn, startSmtpStandIn } from '#test/helpers/smtp-stand-in.ts'
import { startTelegramStandIn, type TelegramStandIn } from '#test/helpers/telegram-stand-in.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { deliverPendingMessages } from './messaging.service.ts'
import { renderNotice } from './notice-texts.ts'

const SMS = { token: 'afro-token-xyz', identifierId: 'identifier-7' }
const BOT_TOKEN = '654321:notices-bot-token'
const WEBHOOK_SECRET = 'notices-webhook-secret-0123'

let t: TestApp
let smtp: SmtpStandIn
let afro: AfroMessageStandIn
let telegram: TelegramStandIn

beforeAll(async () => {
  ;[smtp, afro, telegram] = await Promise.all([
    startSmtpStandIn(),
    startAfroMessageStandIn(SMS),
    startTelegramStandIn(BOT_TOKEN),
  ])
  t = await createTestApp({
    SMTP_URL: smtp.url,
    SMS_PROVIDER: 'afromessage',
    AFROMESSAGE_TOKEN: SMS.token,
    AFROMESSAGE_IDENTIFIER_ID: SMS.identifierId,
    AFROMESSAGE_URL: afro.baseUrl,
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: 'selam_notices_bot',
    TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    TELEGRAM_API_URL: telegram.apiUrl,
  })
  await t.db.insert(couriers).values({
    name: 'Abebe Courier',
    phone: '+251911000001',
    vehicleType: 'motorcycle',
    serviceAreas: ['addis_ababa'],
    baseDeliveryFee: '50.00',
    pricePerKm: '0',
    maxRadius: 20,
  })
})

afterAll(async () => {
  await t.close()
  await Promise.all([smtp.close(), afro.close(), telegram.close()])
})

const webhook = (body: unknown, secret: string | null = WEBHOOK_SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/telegram/webhook',
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: body as object,
  })

/** Links the user's Telegram through the deep link, as the bot would see it. */
async function linkTelegram(userId: string, chatId: number) {
  const link = await t.app.inject({
    method: 'POST',
    url: '/api/telegram/link',
    headers: { cookie: await t.cookieFor(userId) },
  })
  expect(link.statusCode).toBe(200)
  const url = new URL(link.json<{ url: string }>().url)
  expect(`${url.origin}${url.pathname}`).toBe('https://t.me/selam_notices_bot')
  const token = url.searchParams.get('start')!
  expect(token).toMatch(/^[\w-]{20,64}$/)
  const answer = await webhook({
    update_id: 1,
    message: { message_id: 1, text: `/start ${token}`, chat: { id: chatId, type: 'private' } },
  })
  expect(answer.statusCode).toBe(200)
  return token
}

describe('new-order notice', () => {
  it('reaches the seller by email, SMS and Telegram, in their language, when a buyer checks out', async () => {
    const { user: sellerUser, seller } = await createSellerUser(t.db)
    await t.db
      .update(users)
      .set({ phone: '+251922334455', isPhoneVerified: true, isEmailVerified: true })
      .where(eq(users.id, sellerUser.id))
    const chatId = 40_000 + Math.floor(Math.random() * 10_000)
    await linkTelegram(sellerUser.id, chatId)
    const category = await createCategory(t.db)
    const product = await createProduct(t.db, {
      sellerId: seller.id,
      categoryId: category.id,
      price: '150.00',
    })
    const buyer = await createUser(t.db)
    await t.db.insert(cartItems).values({ userId: buyer.id, productId: product.id, quantity: 1 })

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: { cookie: await t.cookieFor(buyer.id), 'idempotency-key': randomUUID() },
      payload: {
        city: 'addis_ababa',
        subCity: 'Bole',
        addressDetails: 'House 12, near Edna Mall',
        phone: '0911234567',
        paymentMethod: 'cash_on_delivery',
      },
    })
    expect(placed.statusCode).toBe(201)
    const [orderNumber] = placed.json<{ orderNumbers: string[] }>().orderNumbers
    const expected = renderNotice('order_new', 'sms', 'am', { order: orderNumber! })

    await vi.waitFor(
      async () => {
        if (!t.app.database.listen) await deliverPendingMessages(t.db, t.app.messaging.channels)
        expect(afro.sent).toContainEqual(
          expect.objectContaining({ to: '+251922334455', message: expected.text }),
        )
        expect(telegram.sent).toContainEqual({ chatId: String(chatId), text: expected.text })
        expect(smtp.received.some((mail) => mail.to.includes(sellerUser.email))).toBe(true)
        // A message reaches its channel before its row is marked sent: wait for both.
        const rows = await t.db
          .select()
          .from(outboundMessages)
          .where(eq(outboundMessages.userId, sellerUser.id))
        expect(rows.filter((row) => row.kind === 'order_new').map((row) => row.status)).toEqual([
          'sent',
          'sent',
          'sent',
        ])
      },
      { timeout: 15_000, interval: 50 },
    )
    const mail = smtp.received.find((m) => m.to.includes(sellerUser.email))!
    expect(mail.subject).toContain('አዲስ ትዕዛዝ')
    expect(mail.text).toContain(orderNumber)
    expect(mail.html).toContain(orderNumber)
    expect(afro.sent.filter((sms) => sms.message === expected.text)).toHaveLength(1)
    expect(telegram.sent.filter((sent) => sent.text === expected.text)).toHaveLength(1)
    const inSite = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, sellerUser.id))
    expect(inSite.map((row) => row.type)).toContain('order_placed')
  })

  it('fits one Amharic SMS (70 UCS-2 characters) for an order number', () => {
    const sms = renderNotice('order_new', 'sms', 'am', { order: 'SM-2611-AB12' })
    expect(sms.text.length).toBeLessThanOrEqual(70)
    for (const event of ['order_confirmed', 'order_on_the_way', 'order_delivered'] as const) {
      expect(
        renderNotice(event, 'sms', 'am', { order: 'SM-2611-AB12' }).text.length,
      ).toBeLessThanOrEqual(70)
    }
  })
})

describe('who gets what', () => {
  it('sends only to verified addresses and linked chats, and follows the user’s choices', async () => {
    const { user: sellerUser } = await createSellerUser(t.db)
    // Phone present but not verified; email verified.
    await t.db
      .update(users)
      .set({ phone: '+251933000000', isEmailVerified: true, preferredLanguage: 'en' })
      .where(eq(users.id, sellerUser.id))
    const cookie = await t.cookieFor(sellerUser.id)
    const settings = (
      await t.app.inject({
        method: 'GET',
        url: '/api/profile/notification-settings',
        headers: { cookie },
      })
    ).json<NotificationSettings>()
    expect(settings.channels).toEqual([
      { channel: 'sms', siteConfigured: true, userReady: false },
      { channel: 'email', siteConfigured: true, userReady: true },
      { channel: 'telegram', siteConfigured: true, userReady: false },
    ])
    expect(settings.events.map((e) => e.event)).toContain('order_new')
    expect(settings.events.map((e) => e.event)).not.toContain('delivery_assigned')
    expect(settings.events.find((e) => e.event === 'order_new')).toMatchObject({
      sms: true,
      email: true,
      telegram: true,
    })

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/notification-settings',
      headers: { cookie },
      payload: {
        events: [
          { event: 'review_received', sms: false, email: false, telegram: false },
          // Not theirs to choose: ignored.
          { event: 'delivery_assigned', sms: false, email: false, telegram: false },
        ],
      },
    })
    expect(saved.statusCode).toBe(200)
    expect(
      saved.json<NotificationSettings>().events.find((e) => e.event === 'review_received'),
    ).toMatchObject({ sms: false, email: false, telegram: false })

    const { notifyUsers } = await import('./notices.service.ts')
    await t.db.transaction(async (tx) => {
      await notifyUsers(tx, [
        {
          userId: sellerUser.id,
          type: 'review_received',
          title: 'x',
          event: { name: 'review_received', values: { product: 'Coffee', rating: 5 } },
        },
        {
          userId: sellerUser.id,
          type: 'low_stock',
          title: 'y',
          event: { name: 'stock_low', values: { product: 'Coffee', stock: 2 } },
        },
      ])
    })
    const rows = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.userId, sellerUser.id))
    // Review notices were turned off; low stock goes by email only (phone unverified, no Telegram).
    expect(rows.map((row) => [row.kind, row.channel])).toEqual([['stock_low', 'email']])
    expect(rows[0]).toMatchObject({ language: 'en', subject: 'Low stock · Selam Market' })
    expect(rows[0]!.text).toContain('Coffee: only 2 left.')

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile/notification-settings' })).statusCode,
    ).toBe(401)
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/notification-settings',
      headers: { cookie },
      payload: { events: [{ event: 'nonsense', sms: true, email: true, telegram: true }] },
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('telegram linking', () => {
  it('links with a one-time token, answers in the chat, and /stop unlinks', async () => {
    const user = await createUser(t.db, { preferredLanguage: 'en' })
    const token = await linkTelegram(user.id, 9_001)
    expect(
      await t.db.select().from(telegramChats).where(eq(telegramChats.userId, user.id)),
    ).toMatchObject([{ chatId: '9001' }])
    expect(telegram.sent).toContainEqual({
      chatId: '9001',
      text: expect.stringContaining('Linked!'),
    })

    // The token is spent: used again (by anyone) it links nothing.
    await webhook({
      update_id: 2,
      message: { text: `/start ${token}`, chat: { id: 9_002 }, from: { language_code: 'en' } },
    })
    expect(await t.db.select().from(telegramChats).where(eq(telegramChats.chatId, '9002'))).toEqual(
      [],
    )
    expect(telegram.sent).toContainEqual({
      chatId: '9002',
      text: expect.stringContaining('expired'),
    })

    await webhook({ update_id: 3, message: { text: '/stop', chat: { id: 9_001 } } })
    expect(
      await t.db.select().from(telegramChats).where(eq(telegramChats.userId, user.id)),
    ).toEqual([])
    expect(telegram.sent).toContainEqual({
      chatId: '9001',
      text: expect.stringContaining('Unlinked'),
    })
  })

  it('refuses webhook calls without the secret token (401) or with a wrong one (403)', async () => {
    const update = { update_id: 9, message: { text: '/stop', chat: { id: 1 } } }
    expect((await webhook(update, null)).statusCode).toBe(401)
    const wrong = await webhook(update, 'not-the-secret-at-all')
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({ code: 'TELEGRAM_SECRET_WRONG' })
    expect((await t.app.inject({ method: 'POST', url: '/api/telegram/link' })).statusCode).toBe(401)
  })
})
