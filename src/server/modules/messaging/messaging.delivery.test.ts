import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { outboundMessages } from '#server/db/schema/messaging.ts'
import {
  type AfroMessageStandIn,
  startAfroMessageStandIn,
} from '#test/helpers/afromessage-stand-in.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { insertOutboundMessages } from './messaging.queries.ts'

const SMS = { token: 'afro-token-queue', identifierId: 'identifier-queue' }

let t: TestApp
let afro: AfroMessageStandIn

beforeAll(async () => {
  afro = await startAfroMessageStandIn(SMS)
  t = await createTestApp(
    {
      SMS_PROVIDER: 'afromessage',
      AFROMESSAGE_TOKEN: SMS.token,
      AFROMESSAGE_IDENTIFIER_ID: SMS.identifierId,
      AFROMESSAGE_SENDER: 'SelamMkt',
      AFROMESSAGE_URL: afro.baseUrl,
    },
    { jobs: true, listen: true },
  )
})

afterAll(async () => {
  await t.close()
  await afro.close()
})

describe('outbox delivery through the job queue', () => {
  it('sends a committed message as one messages.deliver job, and nothing for a rolled-back one', async () => {
    const [kept] = await t.db.transaction((tx) =>
      insertOutboundMessages(tx, [
        {
          channel: 'sms',
          address: '+251911000111',
          language: 'am',
          kind: 'test',
          text: 'ኮድ 123456',
        },
      ]),
    )
    await t.db
      .transaction(async (tx) => {
        await insertOutboundMessages(tx, [
          { channel: 'sms', address: '+251911000222', language: 'am', kind: 'test', text: 'x' },
        ])
        throw new Error('roll back')
      })
      .catch(() => undefined)

    await vi.waitFor(
      async () => {
        const [row] = await t.db
          .select({ status: outboundMessages.status })
          .from(outboundMessages)
          .where(eq(outboundMessages.id, kept!.id))
        expect(row?.status).toBe('sent')
      },
      { timeout: 15_000, interval: 200 },
    )
    expect(afro.sent.map((sms) => sms.to)).toEqual(['+251911000111'])
    // The job queue marks the job completed after its handler has marked the message sent: on a
    // busy machine a moment later.
    await vi.waitFor(
      async () => {
        // Both drivers (node-postgres, PGlite) answer raw queries with `rows`.
        const jobs = (await t.db.execute(
          sql`select state, data from pgboss.job where name = 'messages.deliver'`,
        )) as unknown as { rows: { state: string; data: { messageId: string } }[] }
        expect(jobs.rows).toEqual([{ state: 'completed', data: { messageId: kept!.id } }])
      },
      { timeout: 15_000, interval: 200 },
    )
  })
})
