import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { outboundMessages } from '#server/db/schema/messaging.ts'
import type { OutboxPage } from '#shared/contracts/messaging.ts'
import {
  type AfroMessageStandIn,
  startAfroMessageStandIn,
} from '#test/helpers/afromessage-stand-in.ts'
import { type SmtpStandIn, startSmtpStandIn } from '#test/helpers/smtp-stand-in.ts'
import { startTelegramStandIn, type TelegramStandIn } from '#test/helpers/telegram-stand-in.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'
import { insertOutboundMessages } from './messaging.queries.ts'
import {
  deliverOutboundMessage,
  deliverPendingMessages,
  MAX_DELIVERY_ATTEMPTS,
  RetryableDeliveryError,
} from './messaging.service.ts'

const SMS = { token: 'afro-token-123', identifierId: 'identifier-42' }
const BOT_TOKEN = '123456:stand-in-bot-token'

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
    MAIL_FROM: 'Selam Market <no-reply@selam.test>',
    SMS_PROVIDER: 'afromessage',
    AFROMESSAGE_TOKEN: SMS.token,
    AFROMESSAGE_IDENTIFIER_ID: SMS.identifierId,
    AFROMESSAGE_SENDER: 'SelamMkt',
    AFROMESSAGE_URL: afro.baseUrl,
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: 'selam_test_bot',
    TELEGRAM_WEBHOOK_SECRET: 'webhook-secret-0123456789',
    TELEGRAM_API_URL: telegram.apiUrl,
  })
})

afterAll(async () => {
  await t.close()
  await Promise.all([smtp.close(), afro.close(), telegram.close()])
})

beforeEach(() => {
  smtp.refuseWith = null
  afro.failWith = null
  telegram.failWith = null
})

// Written straight to the table (no NOTIFY), so only the test's own call sends it.
async function message(values: Partial<typeof outboundMessages.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(outboundMessages)
    .values({
      channel: 'email',
      address: `reader-${randomUUID()}@example.test`,
      language: 'en',
      kind: 'test',
      subject: 'Hello',
      text: 'Plain body',
      html: '<p>HTML body</p>',
      ...values,
    })
    .returning()
  return row!
}

const rowOf = async (id: string) =>
  (await t.db.select().from(outboundMessages).where(eq(outboundMessages.id, id)))[0]!

const deliver = (id: string) => deliverOutboundMessage(t.db, t.app.messaging.channels, id)

describe('channels against their stand-ins', () => {
  it('sends an email with HTML and text bodies over SMTP, once', async () => {
    const row = await message({ subject: 'ትዕዛዝዎ ተረጋግጧል', text: 'ትዕዛዝ SM-1 ተረጋግጧል።' })
    expect(await deliver(row.id)).toBe('sent')
    const mail = smtp.received.find((m) => m.to.includes(row.address))!
    expect(mail).toMatchObject({
      from: 'no-reply@selam.test',
      subject: 'ትዕዛዝዎ ተረጋግጧል',
      text: expect.stringContaining('ትዕዛዝ SM-1 ተረጋግጧል።'),
      html: expect.stringContaining('<p>HTML body</p>'),
    })
    const sent = await rowOf(row.id)
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null })
    expect(sent.sentAt).toBeInstanceOf(Date)
    // Idempotent: a retry or a second worker never sends it twice.
    expect(await deliver(row.id)).toBe('skipped')
    expect(smtp.received.filter((m) => m.to.includes(row.address))).toHaveLength(1)
  })

  it('sends an SMS through AfroMessage with the bearer token, identifier and sender', async () => {
    const row = await message({
      channel: 'sms',
      address: '+251911223344',
      text: 'ሰላም ገበያ፦ ኮድ 123456',
    })
    expect(await deliver(row.id)).toBe('sent')
    expect(afro.sent).toContainEqual({
      from: SMS.identifierId,
      sender: 'SelamMkt',
      to: '+251911223344',
      message: 'ሰላም ገበያ፦ ኮድ 123456',
    })
    expect(afro.refused).toBe(0)
  })

  it('sends a Telegram message to the linked chat through sendMessage', async () => {
    const row = await message({ channel: 'telegram', address: '555001', text: 'Selam Market: hi' })
    expect(await deliver(row.id)).toBe('sent')
    expect(telegram.sent).toContainEqual({ chatId: '555001', text: 'Selam Market: hi' })
    expect(telegram.refused).toBe(0)
  })
})

describe('failures', () => {
  it('counts a transient failure, keeps the message pending and throws so the queue retries', async () => {
    const row = await message({ channel: 'sms', address: '+251911000111' })
    afro.failWith = 503
    await expect(deliver(row.id)).rejects.toBeInstanceOf(RetryableDeliveryError)
    expect(await rowOf(row.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SMS gateway unavailable (503)',
      lockedUntil: null,
    })
    afro.failWith = null
    const report = await deliverPendingMessages(t.db, t.app.messaging.channels)
    expect(report.sent).toBeGreaterThanOrEqual(1)
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('marks a permanent refusal failed at once (blocked bot, SMTP 5xx) and a deferral retryable (4xx)', async () => {
    telegram.blockedChats.add('777')
    const blocked = await message({ channel: 'telegram', address: '777' })
    expect(await deliver(blocked.id)).toBe('failed')
    expect(await rowOf(blocked.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Telegram refused the message (403)',
    })

    smtp.refuseWith = 550
    const refused = await message()
    expect(await deliver(refused.id)).toBe('failed')
    expect((await rowOf(refused.id)).lastError).toBe('SMTP refused the message (550)')

    smtp.refuseWith = 451
    const deferred = await message()
    await expect(deliver(deferred.id)).rejects.toBeInstanceOf(RetryableDeliveryError)
    expect(await rowOf(deferred.id)).toMatchObject({ status: 'pending', attempts: 1 })
  })

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} transient failures`, async () => {
    telegram.failWith = 502
    const row = await message({ channel: 'telegram', address: '888' })
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) {
      await expect(deliver(row.id)).rejects.toBeInstanceOf(RetryableDeliveryError)
    }
    expect(await deliver(row.id)).toBe('failed')
    expect(await rowOf(row.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
      lastError: 'Telegram unavailable (502)',
    })
  })

  it('does not send a message another sender holds', async () => {
    const row = await message()
    await t.db
      .update(outboundMessages)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(outboundMessages.id, row.id))
    expect(await deliver(row.id)).toBe('skipped')
    expect(smtp.received.some((m) => m.to.includes(row.address))).toBe(false)
  })
})

describe('after the commit', () => {
  it('sends what a committed transaction wrote to the outbox, and nothing of a rolled-back one', async () => {
    const kept = `kept-${randomUUID()}@example.test`
    const dropped = `dropped-${randomUUID()}@example.test`
    const outbox = (address: string) => ({
      userId: null,
      channel: 'email' as const,
      address,
      language: 'en' as const,
      kind: 'test',
      subject: 'S',
      text: 'T',
      html: null,
    })
    await t.db
      .transaction(async (tx) => {
        await insertOutboundMessages(tx, [outbox(dropped)])
        throw new Error('rolled back')
      })
      .catch(() => {})
    await t.db.transaction(async (tx) => {
      await insertOutboundMessages(tx, [outbox(kept)])
    })
    await vi.waitFor(
      async () => {
        // Where the database cannot LISTEN here (PostgreSQL without DATABASE_URL in tests), the
        // sweep that the job queue also runs picks the message up.
        if (!t.app.database.listen) await deliverPendingMessages(t.db, t.app.messaging.channels)
        expect(smtp.received.some((m) => m.to.includes(kept))).toBe(true)
      },
      { timeout: 15_000, interval: 50 },
    )
    expect(smtp.received.some((m) => m.to.includes(dropped))).toBe(false)
  })
})

describe('admin outbox', () => {
  it('lists messages newest first for admins only, filtered by channel, status and address', async () => {
    const admin = await createUser(t.db, { role: 'admin' })
    const someone = await createUser(t.db)
    const needle = `needle-${randomUUID().slice(0, 8)}`
    // A second apart: the embedded database's clock can give two quick inserts the same time.
    const first = await message({
      address: `${needle}-1@example.test`,
      status: 'held',
      createdAt: new Date(Date.now() - 1000),
    })
    const second = await message({ address: `${needle}-2@example.test`, status: 'held' })
    await message({ channel: 'sms', address: '+251900000001', status: 'held' })

    const list = (query: string, cookie: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/outbox?${query}`, headers: { cookie } })
    expect((await list('', await t.cookieFor(someone.id))).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401)

    const cookie = await t.cookieFor(admin.id)
    const found = await list(`q=${needle}&channel=email&status=held`, cookie)
    expect(found.statusCode).toBe(200)
    const page = found.json<OutboxPage>()
    expect(page.total).toBe(2)
    expect(page.items.map((item) => item.id)).toEqual([second.id, first.id])
    expect(page.items[0]).toMatchObject({ subject: 'Hello', text: 'Plain body', status: 'held' })
    expect((await list('status=bogus', cookie)).statusCode).toBe(400)
    // LIKE wildcards in the search are taken literally.
    expect((await list('q=%25', cookie)).json<OutboxPage>().total).toBe(0)
  })
})

describe('with no channel set up', () => {
  it('holds every message for the admin Outbox', async () => {
    const bare = await createTestApp()
    try {
      const [row] = await bare.db
        .insert(outboundMessages)
        .values({
          channel: 'sms',
          address: '+251911555666',
          language: 'am',
          kind: 'test',
          text: 'ኮድ 1',
        })
        .returning()
      expect(await deliverOutboundMessage(bare.db, bare.app.messaging.channels, row!.id)).toBe(
        'held',
      )
      expect((await bare.db.select().from(outboundMessages))[0]).toMatchObject({
        status: 'held',
        attempts: 0,
      })
      expect(afro.sent.some((sms) => sms.to === '+251911555666')).toBe(false)
    } finally {
      await bare.close()
    }
  })
})
