import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAttempts, sessions, users } from '#server/db/schema/users.ts'
import { translate } from '#shared/i18n/messages.ts'
import { pairDelaySeconds } from './login-throttle.ts'
import { userTrials } from '#server/db/schema/sellers.ts'
import { hashToken, SESSION_COOKIE } from '#server/lib/sessions.ts'
import { createTestApp, sessionCookieFrom, type TestApp } from '#test/helpers/test-app.ts'
import { createUser, TEST_PASSWORD } from '#test/helpers/user-factories.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

let counter = 0
function registration(overrides: Record<string, unknown> = {}) {
  counter += 1
  const tag = `${Date.now().toString(36)}${counter}`
  return {
    firstName: 'Hanna',
    lastName: 'Girma',
    username: `hanna${tag}`,
    email: `Hanna.${tag}@Example.test`,
    password: 'a-long-password',
    ...overrides,
  }
}

describe('register', () => {
  it('creates the account, signs it in with a safe cookie and never returns the hash', async () => {
    const body = registration({
      isEthiopianDiaspora: true,
      country: 'Canada',
      preferredLanguage: 'or',
    })
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
    })
    expect(response.statusCode).toBe(201)
    const { user } = response.json()
    expect(user).toMatchObject({
      firstName: 'Hanna',
      email: body.email.toLowerCase(),
      isEthiopianDiaspora: true,
      country: 'Canada',
      preferredLanguage: 'om',
      preferredCurrency: 'ETB',
      isSeller: false,
      role: 'user',
    })
    expect(response.body).not.toMatch(/passwordHash|argon2/)

    const setCookie = String(response.headers['set-cookie'])
    expect(setCookie).toContain(`${SESSION_COOKIE}=`)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).not.toMatch(/Secure/)

    const cookie = sessionCookieFrom(response)!
    // The token is long and random; the server keeps only its hash.
    const token = cookie.split('=')[1]!
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16)
    const stored = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
    expect(stored).toHaveLength(1)
    const raw = await t.db.select().from(sessions).where(eq(sessions.tokenHash, token))
    expect(raw).toHaveLength(0)

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json().user.id).toBe(user.id)
  })

  it('lists each invalid field, in Amharic by default and English on request', async () => {
    const bad = registration({ email: 'not-an-email', password: 'short', username: 'ab' })
    const amharic = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: bad })
    expect(amharic.statusCode).toBe(400)
    expect(amharic.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'የገቡት መረጃዎች ትክክል አይደሉም',
      details: {
        fields: {
          email: 'ትክክለኛ ኢሜይል ያስገቡ',
          password: 'የይለፍ ቃል ቢያንስ 8 ፊደላት መሆን አለበት',
          username: 'የተጠቃሚ ስም ቢያንስ 3 ፊደላት መሆን አለበት',
        },
      },
    })

    const english = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: bad,
      headers: { 'accept-language': 'en' },
    })
    expect(english.json().details.fields.password).toBe('Password must be at least 8 characters')
  })

  it('refuses a taken email or username with 409, whatever the case', async () => {
    const first = registration()
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: first })

    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ email: first.email.toUpperCase() }),
      headers: { 'accept-language': 'en' },
    })
    expect(sameEmail.statusCode).toBe(409)
    expect(sameEmail.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'This email is already registered',
    })

    const sameUsername = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ username: first.username.toUpperCase() }),
    })
    expect(sameUsername.statusCode).toBe(409)
    expect(sameUsername.json().code).toBe('USERNAME_TAKEN')
  })

  it("refuses passwords people guess, saying why in the reader's language", async () => {
    const cases: [string, string][] = [
      ['12345678', 'validation.passwordCommon'],
      ['password', 'validation.passwordCommon'],
      ['aaaaaaaaaa', 'validation.passwordPattern'],
    ]
    for (const [password] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration({ password }),
        headers: { 'accept-language': 'en' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'WEAK_PASSWORD',
        details: { fields: { password: expect.stringMatching(/guess|people try/) } },
      })
    }
    const amharic = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ password: '12345678' }),
    })
    expect(amharic.json().message).toBe(translate('validation.passwordCommon', 'am'))
    const personal = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ password: 'hannagirma', firstName: 'Hanna', lastName: 'Girma' }),
      headers: { 'accept-language': 'en' },
    })
    expect(personal.statusCode).toBe(400)
    expect(personal.json().details.fields.password).toBe(
      translate('validation.passwordPersonal', 'en'),
    )
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ password: 'Selam-Demo-2026' }),
    })
    expect(demo.statusCode).toBe(201)
  })

  it('rejects a phone number that is not Ethiopian', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ phone: '12345' }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().details.fields).toHaveProperty('phone')
  })
})

/** Moves a throttle key's recorded attempts this many seconds into the past. */
async function ageAttempts(key: string, seconds: number) {
  await t.db
    .update(loginAttempts)
    .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(loginAttempts.key, key))
}

describe('login and sessions', () => {
  it('signs in with a new token each time and revokes the one the browser had', async () => {
    const user = await createUser(t.db)
    const login = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
        headers: cookie ? { cookie } : {},
      })
    const first = await login()
    expect(first.statusCode).toBe(200)
    expect(first.json().user.id).toBe(user.id)
    const previous = sessionCookieFrom(first)!

    const second = await login(previous)
    const renewed = sessionCookieFrom(second)!
    expect(renewed).not.toBe(previous)

    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: previous },
    })
    expect(oldSession.statusCode).toBe(200)
    expect(oldSession.json()).toEqual({ user: null })
    const newSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: renewed },
    })
    expect(newSession.statusCode).toBe(200)
    expect(newSession.json().user.id).toBe(user.id)
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const user = await createUser(t.db)
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not-the-password' },
      headers: { 'accept-language': 'en' },
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'whatever-it-is' },
      headers: { 'accept-language': 'en' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json()).toEqual({
      message: 'Invalid email, phone number or password.',
      code: 'INVALID_CREDENTIALS',
    })
  })

  it('answers a visitor 200 with no user, so pages load without an error', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/auth/me' })
    expect(visitor.statusCode).toBe(200)
    expect(visitor.json()).toEqual({ user: null })
    const unknownCookie = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `${SESSION_COOKIE}=not-a-session` },
    })
    expect(unknownCookie.statusCode).toBe(200)
    expect(unknownCookie.json()).toEqual({ user: null })
  })

  it('logout revokes the session on the server', async () => {
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    })
    expect(logout.statusCode).toBe(204)
    expect(String(logout.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`))
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual({ user: null })
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { cookie },
      payload: { firstName: 'Still' },
    })
    expect(profile.statusCode).toBe(401)
    expect(profile.json().code).toBe('UNAUTHENTICATED')
  })

  it('expires idle and over-age sessions', async () => {
    const user = await createUser(t.db)
    const idle = await t.cookieFor(user.id)
    const aged = await t.cookieFor(user.id)
    const tokenOf = (cookie: string) => hashToken(cookie.split('=')[1]!)
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000)
    await t.db
      .update(sessions)
      .set({ lastSeenAt: longAgo })
      .where(eq(sessions.tokenHash, tokenOf(idle)))
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenOf(aged)))
    for (const cookie of [idle, aged]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
      expect(me.statusCode).toBe(200)
      expect(me.json()).toEqual({ user: null })
    }
  })

  it('ends the sessions of a suspended account', async () => {
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id))
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual({ user: null })
  })

  const login = (email: string, password: string, remoteAddress: string, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
      headers: { 'accept-language': 'en' },
    })

  it('slows one (account, address) pair with a growing delay, 429 and Retry-After', async () => {
    const user = await createUser(t.db)
    const address = '10.1.2.3'
    for (let i = 0; i < 3; i++) {
      expect((await login(user.email, 'wrong-password', address)).statusCode).toBe(401)
    }
    const blocked = await login(user.email, TEST_PASSWORD, address)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: expect.stringMatching(/Try again in \d+ seconds/),
    })
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(5)

    // Once the delay has passed the pair may try again; the next failure doubles the delay.
    await ageAttempts(`pair:${user.email}|${address}`, 6)
    expect((await login(user.email, 'wrong-password', address)).statusCode).toBe(401)
    const longer = await login(user.email, TEST_PASSWORD, address)
    expect(longer.statusCode).toBe(429)
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(5)
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(10)
    expect([0, 1, 2, 3, 4, 5, 20].map(pairDelaySeconds)).toEqual([0, 0, 0, 5, 10, 20, 900])
  })

  it("never refuses the owner's correct password because of someone else's failures", async () => {
    const user = await createUser(t.db)
    for (let i = 0; i < 12; i++) await login(user.email, `guess-${i}`, '203.0.113.66')
    expect((await login(user.email, 'guess-x', '203.0.113.66')).statusCode).toBe(429)
    const owner = await login(user.email, TEST_PASSWORD, '198.51.100.7')
    expect(owner.statusCode).toBe(200)
    expect(owner.json().user.id).toBe(user.id)
  })

  it('holds back one address trying many accounts, but not pairs that signed in before', async () => {
    const address = '10.9.9.9'
    const regular = await createUser(t.db)
    expect((await login(regular.email, TEST_PASSWORD, address)).statusCode).toBe(200)
    for (let i = 0; i < 20; i++) {
      const response = await login(`ghost${i}@example.test`, 'wrong-password', address)
      expect(response.statusCode).toBe(401)
    }
    const stranger = await createUser(t.db)
    const blocked = await login(stranger.email, TEST_PASSWORD, address)
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    // The account's owner, signed in from here before, is not held back by the address's count.
    expect((await login(regular.email, TEST_PASSWORD, address)).statusCode).toBe(200)
    // Nor is anyone at another address.
    expect((await login(stranger.email, TEST_PASSWORD, '10.9.9.10')).statusCode).toBe(200)
  })

  it('behind one trusted proxy, a forged X-Forwarded-For entry cannot pick the address', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' })
    try {
      const throughProxy = (email: string, password: string, forged: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `${forged}, 203.0.113.9` },
        })
      for (let i = 0; i < 20; i++) {
        const response = await throughProxy(`ghost${i}@example.test`, 'wrong', `10.66.${i}.1`)
        expect(response.statusCode).toBe(401)
      }
      const user = await createUser(proxied.db)
      const blocked = await throughProxy(user.email, TEST_PASSWORD, '10.66.99.1')
      expect(blocked.statusCode).toBe(429)
    } finally {
      await proxied.close()
    }
  })
})

describe('registration and enumeration', () => {
  it('answers "taken" only a few times an hour to one address', async () => {
    const first = registration()
    const address = '192.0.2.44'
    const register = (body: Record<string, unknown>, remoteAddress = address) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress })
    expect((await register(first)).statusCode).toBe(201)
    for (let i = 0; i < 10; i++) {
      expect((await register(registration({ email: first.email }))).statusCode).toBe(409)
    }
    const refused = await register(registration())
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('TOO_MANY_REGISTRATIONS')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await register(registration(), '192.0.2.45')).statusCode).toBe(201)
  })
})

describe('cross-origin requests', () => {
  it('refuses state changes sent from another site', async () => {
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { firstName: 'Hacked' },
      headers: { cookie, origin: 'https://evil.example', host: 'localhost' },
    })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json().code).toBe('CROSS_ORIGIN')

    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.statusCode).toBe(403)

    const sameSite = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { firstName: 'Selam' },
      headers: { cookie, origin: 'http://localhost', host: 'localhost' },
    })
    expect(sameSite.statusCode).toBe(200)
    expect(sameSite.json().user.firstName).toBe('Selam')
  })
})

describe('profile', () => {
  it('updates the signed-in user only, and keeps usernames unique', async () => {
    const other = await createUser(t.db)
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: {
        city: 'Bahir Dar',
        preferredLanguage: 'en',
        preferredCurrency: 'USD',
        phone: '0911 223344',
      },
      headers: { cookie },
    })
    expect(update.statusCode).toBe(200)
    expect(update.json().user).toMatchObject({
      city: 'Bahir Dar',
      preferredLanguage: 'en',
      preferredCurrency: 'USD',
      phone: '+251911223344',
    })

    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { phone: '', city: null },
      headers: { cookie },
    })
    expect(cleared.json().user).toMatchObject({ phone: null, city: null, preferredCurrency: 'USD' })

    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { username: other.username },
      headers: { cookie },
    })
    expect(taken.statusCode).toBe(409)
    // English now: the user's own preference applies when the request names no language.
    expect(taken.json().message).toBe('This username is taken')

    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { city: 'x' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('become seller', () => {
  const store = {
    storeName: 'ሐረር ቅመም — Harar Spices',
    shippingRegions: ['Ethiopia', 'Kenya'],
    servesInternational: true,
  }

  it('opens a store with a 90-day trial, once', async () => {
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/become-seller',
      payload: store,
      headers: { cookie },
    })
    expect(created.statusCode).toBe(201)
    const body = created.json()
    expect(body.user.isSeller).toBe(true)
    expect(body.user.sellerId).toBe(body.seller.id)
    expect(body.seller.storeName).toBe(store.storeName)
    const days = (new Date(body.seller.trialEndsAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(89)
    expect(days).toBeLessThanOrEqual(90)
    const trials = await t.db.select().from(userTrials).where(eq(userTrials.userId, user.id))
    expect(trials).toHaveLength(1)

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/become-seller',
      payload: store,
      headers: { cookie },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('ALREADY_SELLER')
  })

  it('needs a signed-in user and a store name', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/become-seller',
      payload: store,
    })
    expect(anonymous.statusCode).toBe(401)
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/become-seller',
      payload: { storeName: '  ' },
      headers: { cookie },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().details.fields.storeName).toBe('የመደብር ስም ያስፈልጋል')
  })

  it('refuses a store that ships nowhere, and says how long a store name may be', async () => {
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/become-seller',
      payload: { ...store, shippingRegions: [], storeName: 'x'.repeat(121) },
      headers: { cookie, 'accept-language': 'en' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().details.fields).toMatchObject({
      shippingRegions: 'Choose at least one region you ship to',
      storeName: 'Too long: at most 120 characters',
    })
    expect(
      (await t.db.select().from(userTrials).where(eq(userTrials.userId, user.id))).length,
    ).toBe(0)
  })
})

describe('password strength', () => {
  const judge = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/password-strength', payload })

  it('judges a password as registration will, with the reason when it is too easy', async () => {
    const weak = await judge({ password: 'password1' })
    expect(weak.statusCode).toBe(200)
    expect(weak.json()).toMatchObject({ acceptable: false, reason: 'validation.passwordCommon' })
    expect(weak.headers['cache-control']).toBe('no-store')

    const personal = await judge({ password: 'hannagirma', personal: ['Hanna', 'Girma'] })
    expect(personal.json()).toMatchObject({ acceptable: false })

    const strong = await judge({ password: 'teff-berbere-lalibela-42' })
    expect(strong.json()).toEqual({ score: expect.any(Number), acceptable: true, reason: null })
    expect(strong.json().score).toBeGreaterThanOrEqual(3)

    // Registration refuses what the meter calls too easy, and takes what it accepts.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ password: 'password1' }),
    })
    expect(refused.statusCode).toBe(400)
  })

  it('refuses a missing or oversized password with 400 in the error shape', async () => {
    const missing = await judge({})
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json()).sort()).toEqual(['code', 'details', 'message'])
    const long = await judge({ password: 'x'.repeat(201) })
    expect(long.statusCode).toBe(400)
  })
})
