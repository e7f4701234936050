import { randomInt } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboundMessages } from '#server/db/schema/messaging.ts'
import { accountTokens, users } from '#server/db/schema/users.ts'
import { createTestApp, sessionCookieFrom, type TestApp } from '#test/helpers/test-app.ts'
import { createUser, TEST_PASSWORD } from '#test/helpers/user-factories.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://selam.example' })
})
afterAll(async () => {
  await t.close()
})

const NEW_PASSWORD = 'lantern-teff-harbour-mist'

/** Each test speaks from its own client address, so per-address budgets never meet. */
const clientAddress = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`

/** A unique Ethiopian mobile number in E.164. */
const newPhone = () => `+2519${String(randomInt(0, 100_000_000)).padStart(8, '0')}`

function post(url: string, payload: unknown, options: { cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.ip ?? clientAddress(),
  })
}

function postEmpty(url: string, cookie: string) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, remoteAddress: clientAddress() })
}

async function messagesFor(userId: string, kind?: string) {
  return t.db
    .select()
    .from(outboundMessages)
    .where(
      and(eq(outboundMessages.userId, userId), kind ? eq(outboundMessages.kind, kind) : undefined),
    )
    .orderBy(desc(outboundMessages.createdAt))
}

async function latestMessage(userId: string, kind: string) {
  const [message] = await messagesFor(userId, kind)
  expect(message, `a ${kind} message`).toBeDefined()
  return message!
}

const tokenIn = (text: string, page: string) =>
  new RegExp(`https://selam\\.example/${page}\\?token=([\\w-]+)`).exec(text)?.[1]
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1]

async function me(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })
  return response.json<{ user: { id: string } | null }>().user
}

function login(identifier: string, password: string) {
  return post('/api/auth/login', { identifier, password })
}

async function userWithVerifiedPhone(overrides: Partial<typeof users.$inferInsert> = {}) {
  return createUser(t.db, { phone: newPhone(), isPhoneVerified: true, ...overrides })
}

describe('POST /api/auth/password/forgot', () => {
  it('answers an unknown and a known email alike, and writes a link only for the account', async () => {
    const user = await createUser(t.db, { preferredLanguage: 'en' })
    const unknown = await post('/api/auth/password/forgot', { email: 'nobody-here@example.test' })
    const known = await post('/api/auth/password/forgot', { email: user.email.toUpperCase() })
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    expect(unknown.headers['content-type']).toBe(known.headers['content-type'])

    const message = await latestMessage(user.id, 'password-reset')
    expect(message).toMatchObject({ channel: 'email', address: user.email, language: 'en' })
    expect(message.subject).toBe('Reset your Selam Market password')
    expect(tokenIn(message.text, 'reset-password')).toMatch(/^[\w-]{43}$/)
    expect(message.html).toContain('https://selam.example/reset-password?token=')
    const [unknownMessage] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.address, 'nobody-here@example.test'))
    expect(unknownMessage).toBeUndefined()
  })

  it('stores only the hash of the link token, and writes Amharic to an Amharic reader', async () => {
    const user = await createUser(t.db, { preferredLanguage: 'am' })
    await post('/api/auth/password/forgot', { email: user.email })
    const message = await latestMessage(user.id, 'password-reset')
    expect(message.language).toBe('am')
    expect(message.subject).toBe('የሰላም ገበያ የይለፍ ቃልዎን ይቀይሩ')
    const token = tokenIn(message.text, 'reset-password')!
    const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.secretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.secretHash).not.toContain(token)
    const minutes = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 60_000
    expect(minutes).toBeCloseTo(30, 0)
  })

  it('texts a code only to a verified phone, in any spelling of the number', async () => {
    const user = await userWithVerifiedPhone()
    const local = `0${user.phone!.slice(4)}`
    const response = await post('/api/auth/password/forgot', { phone: local })
    expect(response.statusCode).toBe(202)
    const message = await latestMessage(user.id, 'password-reset')
    expect(message).toMatchObject({ channel: 'sms', address: user.phone })
    expect(codeIn(message.text)).toMatch(/^\d{6}$/)
    expect([...message.text].length).toBeLessThanOrEqual(70)

    const unverified = await createUser(t.db, { phone: newPhone() })
    const quiet = await post('/api/auth/password/forgot', { phone: unverified.phone })
    expect(quiet.statusCode).toBe(202)
    expect(quiet.body).toBe(response.body)
    expect(await messagesFor(unverified.id)).toEqual([])
  })

  it('limits requests naming one address, known or not, with the same answer', async () => {
    const user = await createUser(t.db)
    const answers = []
    for (let i = 0; i < 6; i++) {
      answers.push((await post('/api/auth/password/forgot', { email: user.email })).statusCode)
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429])
    const unknownAnswers = []
    for (let i = 0; i < 6; i++) {
      const response = await post('/api/auth/password/forgot', { email: 'ghost@example.test' })
      unknownAnswers.push(response.statusCode)
    }
    expect(unknownAnswers).toEqual(answers)
    expect(await messagesFor(user.id, 'password-reset')).toHaveLength(5)
  })

  it('refuses a phone number that is not Ethiopian', async () => {
    const response = await post('/api/auth/password/forgot', { phone: '12345' })
    expect(response.statusCode).toBe(400)
  })
})

describe('POST /api/auth/password/reset', () => {
  it('sets the password with the emailed link, ends every session and tells the owner', async () => {
    const user = await userWithVerifiedPhone({ preferredLanguage: 'en' })
    const phoneSession = await t.cookieFor(user.id)
    const laptopSession = await t.cookieFor(user.id)
    await post('/api/auth/password/forgot', { email: user.email })
    const token = tokenIn((await latestMessage(user.id, 'password-reset')).text, 'reset-password')

    const reset = await post(
      '/api/auth/password/reset',
      { token, password: NEW_PASSWORD },
      { cookie: laptopSession },
    )
    expect(reset.statusCode).toBe(204)
    expect(await me(phoneSession)).toBeNull()
    expect(await me(laptopSession)).toBeNull()

    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401)
    const signedIn = await login(user.email, NEW_PASSWORD)
    expect(signedIn.statusCode).toBe(200)

    const notices = await messagesFor(user.id, 'password-changed')
    expect(notices.map((notice) => [notice.channel, notice.address]).sort()).toEqual([
      ['email', user.email],
      ['sms', user.phone],
    ])
    expect(notices.find((n) => n.channel === 'email')!.subject).toBe(
      'Your Selam Market password was changed',
    )

    const again = await post('/api/auth/password/reset', { token, password: `${NEW_PASSWORD}-2` })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_INVALID' })
  })

  it('tells the owner by email only when the phone is not verified', async () => {
    const user = await createUser(t.db, { phone: newPhone() })
    await post('/api/auth/password/forgot', { email: user.email })
    const token = tokenIn((await latestMessage(user.id, 'password-reset')).text, 'reset-password')
    expect(
      (await post('/api/auth/password/reset', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(204)
    const notices = await messagesFor(user.id, 'password-changed')
    expect(notices.map((notice) => notice.channel)).toEqual(['email'])
  })

  it('sets the password with the phone and its SMS code', async () => {
    const user = await userWithVerifiedPhone()
    const session = await t.cookieFor(user.id)
    await post('/api/auth/password/forgot', { phone: user.phone })
    const code = codeIn((await latestMessage(user.id, 'password-reset')).text)
    const reset = await post('/api/auth/password/reset', {
      phone: `251${user.phone!.slice(4)}`,
      code,
      password: NEW_PASSWORD,
    })
    expect(reset.statusCode).toBe(204)
    expect(await me(session)).toBeNull()
    expect((await login(user.phone!, NEW_PASSWORD)).statusCode).toBe(200)
    const reused = await post('/api/auth/password/reset', {
      phone: user.phone,
      code,
      password: `${NEW_PASSWORD}-2`,
    })
    expect(reused.json()).toMatchObject({ code: 'CODE_INVALID' })
  })

  it('refuses an expired link', async () => {
    const user = await createUser(t.db)
    await post('/api/auth/password/forgot', { email: user.email })
    const token = tokenIn((await latestMessage(user.id, 'password-reset')).text, 'reset-password')
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id))
    const response = await post('/api/auth/password/reset', { token, password: NEW_PASSWORD })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'RESET_LINK_INVALID' })
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('ends a code after five wrong tries, even for the right code after', async () => {
    const user = await userWithVerifiedPhone()
    await post('/api/auth/password/forgot', { phone: user.phone })
    const code = codeIn((await latestMessage(user.id, 'password-reset')).text)!
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i++) {
      const response = await post('/api/auth/password/reset', {
        phone: user.phone,
        code: wrong,
        password: NEW_PASSWORD,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'CODE_INVALID' })
    }
    const right = await post('/api/auth/password/reset', {
      phone: user.phone,
      code,
      password: NEW_PASSWORD,
    })
    expect(right.statusCode).toBe(400)
    expect(right.json()).toMatchObject({ code: 'CODE_INVALID' })
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('keeps the link usable when the new password is too weak', async () => {
    const user = await createUser(t.db)
    await post('/api/auth/password/forgot', { email: user.email })
    const token = tokenIn((await latestMessage(user.id, 'password-reset')).text, 'reset-password')
    const weak = await post('/api/auth/password/reset', { token, password: 'password123' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' })
    const strong = await post('/api/auth/password/reset', { token, password: NEW_PASSWORD })
    expect(strong.statusCode).toBe(204)
  })

  it('voids the earlier link when a newer one is sent', async () => {
    const user = await createUser(t.db)
    await post('/api/auth/password/forgot', { email: user.email })
    const first = tokenIn((await latestMessage(user.id, 'password-reset')).text, 'reset-password')
    await post('/api/auth/password/forgot', { email: user.email })
    const response = await post('/api/auth/password/reset', {
      token: first,
      password: NEW_PASSWORD,
    })
    expect(response.json()).toMatchObject({ code: 'RESET_LINK_INVALID' })
  })
})

describe('email verification', () => {
  it('register sends the link; only the link sets the flag', async () => {
    const email = `new-${randomInt(0, 1e9)}@example.test`
    const registered = await post('/api/auth/register', {
      firstName: 'Selam',
      lastName: 'Tadesse',
      username: `selam${randomInt(0, 1e9)}`,
      email,
      password: NEW_PASSWORD,
      preferredLanguage: 'en',
    })
    expect(registered.statusCode).toBe(201)
    const { user } = registered.json<{ user: { id: string; isEmailVerified: boolean } }>()
    expect(user.isEmailVerified).toBe(false)
    const cookie = sessionCookieFrom(registered)!

    // The profile cannot set the flag itself: unknown fields are dropped.
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { isEmailVerified: true, isPhoneVerified: true },
      headers: { cookie },
    })
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(before).toMatchObject({ isEmailVerified: false, isPhoneVerified: false })

    const token = tokenIn((await latestMessage(user.id, 'email-verification')).text, 'verify-email')
    expect((await post('/api/auth/email/verify', { token: 'not-a-token' })).statusCode).toBe(400)
    const verified = await post('/api/auth/email/verify', { token })
    expect(verified.statusCode).toBe(204)
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(after!.isEmailVerified).toBe(true)
    expect((await post('/api/auth/email/verify', { token })).json()).toMatchObject({
      code: 'VERIFICATION_LINK_INVALID',
    })
    const resend = await postEmpty('/api/auth/email/verification', cookie)
    expect(resend.json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' })
  })

  it('changing the email resets the flag, and an old link does not verify the new address', async () => {
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    const sent = await postEmpty('/api/auth/email/verification', cookie)
    expect(sent.statusCode).toBe(202)
    expect(sent.json()).toMatchObject({ expiresInMinutes: 30 })
    const token = tokenIn((await latestMessage(user.id, 'email-verification')).text, 'verify-email')
    expect((await post('/api/auth/email/verify', { token })).statusCode).toBe(204)

    const newEmail = `moved-${randomInt(0, 1e9)}@example.test`
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { email: newEmail },
      headers: { cookie },
    })
    expect(changed.json().user).toMatchObject({ email: newEmail, isEmailVerified: false })

    await postEmpty('/api/auth/email/verification', cookie)
    const second = await latestMessage(user.id, 'email-verification')
    expect(second.address).toBe(newEmail)
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { email: `again-${randomInt(0, 1e9)}@example.test` },
      headers: { cookie },
    })
    const stale = await post('/api/auth/email/verify', {
      token: tokenIn(second.text, 'verify-email'),
    })
    expect(stale.json()).toMatchObject({ code: 'VERIFICATION_LINK_INVALID' })
    expect((await me(cookie)) as unknown).toMatchObject({ isEmailVerified: false })
  })
})

describe('phone verification', () => {
  it('verifies the phone by its code, resets on change, and refuses a number verified elsewhere', async () => {
    // Stored as it was typed before numbers were kept in E.164.
    const user = await createUser(t.db, { phone: `0911 ${randomInt(100000, 999999)}` })
    const cookie = await t.cookieFor(user.id)
    const sent = await postEmpty('/api/auth/phone/verification', cookie)
    expect(sent.statusCode).toBe(202)
    const message = await latestMessage(user.id, 'phone-verification')
    const e164 = `+251${user.phone!.replace(/\s/g, '').slice(1)}`
    expect(message).toMatchObject({ channel: 'sms', address: e164 })
    const code = codeIn(message.text)!

    const wrong = await post(
      '/api/auth/phone/verify',
      { code: String((Number(code) + 7) % 1_000_000).padStart(6, '0') },
      { cookie },
    )
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID' })
    const verified = await post('/api/auth/phone/verify', { code }, { cookie })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().user).toMatchObject({ phone: e164, isPhoneVerified: true })

    // Someone else cannot verify the same number now.
    const other = await createUser(t.db, { phone: e164 })
    const otherCookie = await t.cookieFor(other.id)
    const taken = await postEmpty('/api/auth/phone/verification', otherCookie)
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: 'PHONE_TAKEN' })

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { phone: newPhone() },
      headers: { cookie },
    })
    expect(changed.json().user).toMatchObject({ isPhoneVerified: false })
  })

  it('asks for a phone first, and a code from another account does not work', async () => {
    const user = await createUser(t.db)
    const cookie = await t.cookieFor(user.id)
    const missing = await postEmpty('/api/auth/phone/verification', cookie)
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ code: 'PHONE_MISSING' })

    const a = await createUser(t.db, { phone: newPhone() })
    const b = await createUser(t.db, { phone: newPhone() })
    const cookieA = await t.cookieFor(a.id)
    const cookieB = await t.cookieFor(b.id)
    await postEmpty('/api/auth/phone/verification', cookieA)
    await postEmpty('/api/auth/phone/verification', cookieB)
    const codeA = codeIn((await latestMessage(a.id, 'phone-verification')).text)
    const codeB = codeIn((await latestMessage(b.id, 'phone-verification')).text)
    if (codeA !== codeB) {
      const crossed = await post('/api/auth/phone/verify', { code: codeA }, { cookie: cookieB })
      expect(crossed.json()).toMatchObject({ code: 'CODE_INVALID' })
    }
    expect(
      (await post('/api/auth/phone/verify', { code: codeB }, { cookie: cookieB })).statusCode,
    ).toBe(200)
  })

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/phone/verification' })
    expect(response.statusCode).toBe(401)
  })
})

describe('sign-in with a phone number', () => {
  it('signs in with a verified phone in any spelling, never with an unverified one', async () => {
    const user = await userWithVerifiedPhone()
    const local = `0${user.phone!.slice(4, 6)} ${user.phone!.slice(6)}`
    const response = await login(local, TEST_PASSWORD)
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ id: user.id, isPhoneVerified: true })

    const unverified = await createUser(t.db, { phone: newPhone() })
    const refused = await login(unverified.phone!, TEST_PASSWORD)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' })
    expect((await login(unverified.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('still takes { email, password } from older clients', async () => {
    const user = await createUser(t.db)
    const response = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    expect(response.statusCode).toBe(200)
  })

  it('counts failures per account whether the email or the phone was typed', async () => {
    const user = await userWithVerifiedPhone()
    const ip = clientAddress()
    const attempt = (identifier: string, password: string) =>
      post('/api/auth/login', { identifier, password }, { ip })
    expect((await attempt(user.email, 'wrong-guess')).statusCode).toBe(401)
    expect((await attempt(user.phone!, 'wrong-guess')).statusCode).toBe(401)
    expect((await attempt(user.email, 'wrong-guess')).statusCode).toBe(401)
    // Three failures of one (account, address) pair, by either name: the pair now waits.
    expect((await attempt(user.phone!, TEST_PASSWORD)).statusCode).toBe(429)
    expect((await attempt(user.email, TEST_PASSWORD)).statusCode).toBe(429)
  })

  it('refuses text that is neither an email nor a phone number', async () => {
    const response = await login('abebe', TEST_PASSWORD)
    expect(response.statusCode).toBe(400)
  })
})
