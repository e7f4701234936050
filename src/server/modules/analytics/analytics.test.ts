import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageViews, userSessions } from '#server/db/schema/analytics.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const viewsOf = (sessionId: string) =>
  t.db
    .select({
      userId: pageViews.userId,
      page: pageViews.page,
      referrer: pageViews.referrer,
      userAgent: pageViews.userAgent,
      ipAddress: pageViews.ipAddress,
    })
    .from(pageViews)
    .where(eq(pageViews.sessionId, sessionId))
    .orderBy(pageViews.createdAt)

const sessionOf = async (sessionId: string) => {
  const [row] = await t.db.select().from(userSessions).where(eq(userSessions.sessionId, sessionId))
  return row
}

describe('POST /api/analytics/page-view', () => {
  it('stores the view with the signed-in user, ignoring a userId in the body', async () => {
    const user = await createUser(t.db)
    const someoneElse = await createUser(t.db)
    const sessionId = randomUUID()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: { cookie: await t.cookieFor(user.id), 'user-agent': 'HeaderAgent/1.0' },
      payload: {
        page: '/products',
        sessionId,
        referrer: 'https://example.test/',
        userId: someoneElse.id,
      },
    })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect(await viewsOf(sessionId)).toEqual([
      {
        userId: user.id,
        page: '/products',
        referrer: 'https://example.test/',
        userAgent: 'HeaderAgent/1.0',
        ipAddress: '127.0.0.1',
      },
    ])
    expect(await sessionOf(sessionId)).toMatchObject({
      userId: user.id,
      pagesVisited: 1,
      endTime: null,
    })
  })

  it('stores a visitor view with no user, even when the body names one', async () => {
    const someone = await createUser(t.db)
    const sessionId = randomUUID()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: {
        page: '/',
        sessionId,
        userAgent: 'BodyAgent/2.0',
        userId: someone.id,
        referrer: null,
      },
    })
    expect(response.statusCode).toBe(204)
    expect(await viewsOf(sessionId)).toEqual([
      {
        userId: null,
        page: '/',
        referrer: null,
        userAgent: 'BodyAgent/2.0',
        ipAddress: '127.0.0.1',
      },
    ])
    expect((await sessionOf(sessionId))?.userId).toBeNull()
  })

  it('extends the browsing session on later views', async () => {
    const user = await createUser(t.db)
    const sessionId = randomUUID()
    const send = (page: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/page-view',
        headers: cookie ? { cookie } : {},
        payload: { page, sessionId },
      })
    expect((await send('/')).statusCode).toBe(204)
    // Signing in mid-session attaches the user to the session from then on.
    const cookie = await t.cookieFor(user.id)
    expect((await send('/products', cookie)).statusCode).toBe(204)
    expect((await send('/sellers', cookie)).statusCode).toBe(204)

    expect((await viewsOf(sessionId)).map((view) => [view.page, view.userId])).toEqual([
      ['/', null],
      ['/products', user.id],
      ['/sellers', user.id],
    ])
    const session = await sessionOf(sessionId)
    expect(session).toMatchObject({ userId: user.id, pagesVisited: 3 })
    expect(session!.endTime).toBeInstanceOf(Date)
    expect(session!.duration).toBeGreaterThanOrEqual(0)
  })

  it('rejects a view without page or with a too-short session id', async () => {
    for (const payload of [{ sessionId: randomUUID() }, { page: '/', sessionId: 'short' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/page-view',
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: expect.any(Object) },
      })
    }
  })
})
