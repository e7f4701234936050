import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminFeedback,
  AdminFeedbackPage,
  AdminTicketPage,
  Faq,
  FaqVoteResult,
  SupportCategory,
  Ticket,
  TicketDetail,
} from '#shared/contracts/support.ts'
import { feedback, faqHelpfulness } from '#server/db/schema/support.ts'
import { adminAuditLog, notifications } from '#server/db/schema/system.ts'
import { createFaq, createSupportCategory } from '#test/helpers/support-factories.ts'
import { openEventStream } from '#test/helpers/sse.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createUser } from '#test/helpers/user-factories.ts'
import { newTicketNumber, SUPPORT_CHANNEL } from './support.service.ts'

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

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  })
}

async function openTicket(cookie: string, categoryId: string) {
  const response = await call('POST', '/api/support/tickets', cookie, {
    categoryId,
    subject: 'Order never arrived',
    description: 'My order from last week has not arrived in Bahir Dar yet.',
    priority: 'high',
  })
  expect(response.statusCode).toBe(201)
  return response.json<Ticket>()
}

describe('FAQ', () => {
  it('lists categories and published FAQs, filtered and searched in both languages', async () => {
    const orders = await createSupportCategory(t.db, { displayOrder: 1 })
    const payments = await createSupportCategory(t.db, { displayOrder: 2, name: 'Payments' })
    await createSupportCategory(t.db, { isActive: false, name: 'Retired' })
    const track = await createFaq(t.db, { categoryId: orders.id, tags: ['delivery', 'tracking'] })
    const pay = await createFaq(t.db, {
      categoryId: payments.id,
      question: 'Which wallets can I pay with?',
      questionAm: 'በየትኞቹ የሞባይል ቦርሳዎች መክፈል እችላለሁ?',
      answer: 'Telebirr and cards.',
      tags: ['telebirr'],
    })
    await createFaq(t.db, { categoryId: orders.id, isPublished: false, question: 'Draft' })

    const categories = (await call('GET', '/api/support/categories')).json<SupportCategory[]>()
    const names = categories.map((c) => c.name)
    expect(names).toContain(orders.name)
    expect(names).toContain('Payments')
    expect(names).not.toContain('Retired')

    const inOrders = (await call('GET', `/api/support/faqs?categoryId=${orders.id}`)).json<Faq[]>()
    expect(inOrders.map((f) => f.id)).toEqual([track.id])

    const byAmharic = (await call('GET', `/api/support/faqs?q=${encodeURIComponent('ሞባይል')}`)).json<
      Faq[]
    >()
    expect(byAmharic.map((f) => f.id)).toEqual([pay.id])
    const byTag = (await call('GET', '/api/support/faqs?q=TRACKING')).json<Faq[]>()
    expect(byTag.map((f) => f.id)).toEqual([track.id])
    const wildcard = (await call('GET', '/api/support/faqs?q=%25')).json<Faq[]>()
    expect(wildcard).toEqual([])
  })

  it('sends each FAQ and topic in all four languages and finds it by its Oromo or Tigrinya words', async () => {
    const topic = await createSupportCategory(t.db, {
      nameOm: 'Ajajaa fi Geejjiba',
      nameTi: 'ትእዛዛትን ምብጻሕን',
      description: 'Tracking an order.',
      descriptionAm: 'ትዕዛዝን መከታተል።',
      descriptionOm: 'Ajaja hordofuu.',
      descriptionTi: 'ትእዛዝ ምክትታል።',
    })
    const faq = await createFaq(t.db, {
      categoryId: topic.id,
      questionOm: 'Ajaja koo akkamittan hordofa?',
      questionTi: 'ትእዛዘይ ብኸመይ ክከታተሎ እኽእል?',
      answerOm: 'Ajajawwan koo banii "Hordofi" tuqi.',
      answerTi: 'ናብ «ትእዛዛተይ» ኣቲኹም «ተኸታተል» ጠውቑ።',
    })

    const categories = (await call('GET', '/api/support/categories')).json<SupportCategory[]>()
    expect(categories.find((c) => c.id === topic.id)).toMatchObject({
      nameOm: 'Ajajaa fi Geejjiba',
      nameTi: 'ትእዛዛትን ምብጻሕን',
      descriptionOm: 'Ajaja hordofuu.',
      descriptionTi: 'ትእዛዝ ምክትታል።',
    })
    const byOromo = (
      await call('GET', `/api/support/faqs?q=${encodeURIComponent('hordofa')}`)
    ).json<Faq[]>()
    expect(byOromo).toEqual([
      expect.objectContaining({
        id: faq.id,
        questionOm: 'Ajaja koo akkamittan hordofa?',
        questionTi: 'ትእዛዘይ ብኸመይ ክከታተሎ እኽእል?',
        answerOm: 'Ajajawwan koo banii "Hordofi" tuqi.',
        answerTi: 'ናብ «ትእዛዛተይ» ኣቲኹም «ተኸታተል» ጠውቑ።',
      }),
    ])
    const byTigrinyaAnswer = (
      await call('GET', `/api/support/faqs?q=${encodeURIComponent('ጠውቑ')}`)
    ).json<Faq[]>()
    expect(byTigrinyaAnswer.map((f) => f.id)).toEqual([faq.id])
  })

  it('counts one vote per user and per visitor session; voting again changes the vote', async () => {
    const faq = await createFaq(t.db)
    const { cookie } = await signedIn()
    const url = `/api/support/faqs/${faq.id}/helpful`

    const first = await call('POST', url, cookie, { isHelpful: true })
    expect(first.json<FaqVoteResult>()).toMatchObject({ helpfulCount: 1, notHelpfulCount: 0 })
    const repeat = await call('POST', url, cookie, { isHelpful: true })
    expect(repeat.json<FaqVoteResult>()).toMatchObject({ helpfulCount: 1, notHelpfulCount: 0 })
    const changed = await call('POST', url, cookie, { isHelpful: false })
    expect(changed.json<FaqVoteResult>()).toMatchObject({ helpfulCount: 0, notHelpfulCount: 1 })

    const session = 'page-view-session-1234'
    const visitor = await call('POST', url, undefined, { isHelpful: true, sessionId: session })
    expect(visitor.json<FaqVoteResult>()).toMatchObject({ helpfulCount: 1, notHelpfulCount: 1 })
    await call('POST', url, undefined, { isHelpful: true, sessionId: session })
    const votes = await t.db.select().from(faqHelpfulness).where(eq(faqHelpfulness.faqId, faq.id))
    expect(votes).toHaveLength(2)

    const listed = (
      await call(
        'GET',
        `/api/support/faqs?sessionId=${session}&q=${encodeURIComponent(faq.question)}`,
      )
    ).json<Faq[]>()
    expect(listed[0]).toMatchObject({ id: faq.id, myVote: true, helpfulCount: 1 })
    const mine = (
      await call('GET', `/api/support/faqs?q=${encodeURIComponent(faq.question)}`, cookie)
    ).json<Faq[]>()
    expect(mine[0]).toMatchObject({ myVote: false })

    const anonymous = await call('POST', url, undefined, { isHelpful: true })
    expect(anonymous.statusCode).toBe(400)
    expect((await call('POST', url, cookie, { isHelpful: 'yes' })).statusCode).toBe(400)
    expect(
      (await call('POST', `/api/support/faqs/${MISSING}/helpful`, cookie, { isHelpful: true }))
        .statusCode,
    ).toBe(404)
  })
})

describe('tickets', () => {
  it('validates a new ticket with the spec messages', async () => {
    const { cookie } = await signedIn()
    const bad = await call('POST', '/api/support/tickets', cookie, {
      categoryId: '',
      subject: 'Help',
      description: 'Too short',
      priority: 'medium',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      details: {
        fields: {
          categoryId: 'Please select a category',
          subject: 'Subject must be at least 5 characters',
          description: 'Description must be at least 20 characters',
        },
      },
    })
    const badPriority = await call('POST', '/api/support/tickets', cookie, {
      categoryId: MISSING,
      subject: 'A fine subject',
      description: 'A description long enough to pass.',
      priority: 'whenever',
    })
    expect(badPriority.json()).toMatchObject({
      details: { fields: { priority: expect.any(String) } },
    })
    const unknownCategory = await call('POST', '/api/support/tickets', cookie, {
      categoryId: MISSING,
      subject: 'A fine subject',
      description: 'A description long enough to pass.',
    })
    expect(unknownCategory.statusCode).toBe(400)
    expect(unknownCategory.json()).toMatchObject({
      details: { fields: { categoryId: 'Please select a category' } },
    })
    expect(
      (
        await call('POST', '/api/support/tickets', undefined, {
          categoryId: MISSING,
          subject: 'A fine subject',
          description: 'A description long enough to pass.',
        })
      ).statusCode,
    ).toBe(401)
  })

  it('gives each ticket a unique readable number and lists only my own', async () => {
    const category = await createSupportCategory(t.db)
    const me = await signedIn()
    const other = await signedIn()
    const made = await Promise.all(
      Array.from({ length: 6 }, () => openTicket(me.cookie, category.id)),
    )
    await openTicket(other.cookie, category.id)
    for (const ticket of made) {
      expect(ticket.ticketNumber).toMatch(/^SM-\d{4}-[2-9A-HJKMNP-Z]{4}$/)
      expect(ticket).toMatchObject({ status: 'open', priority: 'high', categoryId: category.id })
    }
    expect(new Set(made.map((ticket) => ticket.ticketNumber)).size).toBe(6)
    const mine = (await call('GET', '/api/support/tickets', me.cookie)).json<Ticket[]>()
    expect(mine.map((ticket) => ticket.id).sort()).toEqual(made.map((ticket) => ticket.id).sort())
    expect(new Set(Array.from({ length: 200 }, () => newTicketNumber())).size).toBeGreaterThan(190)
  })

  it('shows staff replies to the owner but never internal notes; strangers get 403', async () => {
    const category = await createSupportCategory(t.db)
    const owner = await signedIn()
    const admin = await signedIn('admin')
    const stranger = await signedIn()
    const ticket = await openTicket(owner.cookie, category.id)
    const url = `/api/support/tickets/${ticket.id}`

    const note = await call('POST', `${url}/messages`, admin.cookie, {
      message: 'Courier says the parcel is at the Bahir Dar hub.',
      isInternal: true,
    })
    expect(note.statusCode).toBe(201)
    expect(note.json<TicketDetail>().status).toBe('open')
    const reply = await call('POST', `${url}/messages`, admin.cookie, {
      message: 'Your parcel arrives tomorrow.',
    })
    expect(reply.json<TicketDetail>().status).toBe('in_progress')
    const answer = await call('POST', `${url}/messages`, owner.cookie, { message: 'Thank you!' })
    expect(answer.statusCode).toBe(201)

    const ownerView = (await call('GET', url, owner.cookie)).json<TicketDetail>()
    expect(ownerView.messages.map((m) => [m.message, m.fromStaff, m.isInternal])).toEqual([
      ['Your parcel arrives tomorrow.', true, false],
      ['Thank you!', false, false],
    ])
    const adminView = (await call('GET', url, admin.cookie)).json<TicketDetail>()
    expect(adminView.messages.map((m) => m.isInternal)).toEqual([true, false, false])

    const sent = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id))
    expect(sent).toEqual([{ type: 'support_reply' }])

    expect((await call('GET', url, stranger.cookie)).statusCode).toBe(403)
    expect(
      (await call('POST', `${url}/messages`, stranger.cookie, { message: 'me too' })).statusCode,
    ).toBe(403)
    expect(
      (await call('POST', `${url}/messages`, owner.cookie, { message: 'x', isInternal: true }))
        .statusCode,
    ).toBe(403)
    const empty = await call('POST', `${url}/messages`, owner.cookie, { message: '   ' })
    expect(empty.json()).toMatchObject({
      details: { fields: { message: 'Message cannot be empty' } },
    })
    expect((await call('GET', `/api/support/tickets/${MISSING}`, owner.cookie)).statusCode).toBe(
      404,
    )
  })

  it('lets staff resolve a ticket and the owner only close it', async () => {
    const category = await createSupportCategory(t.db)
    const owner = await signedIn()
    const admin = await signedIn('admin')
    const stranger = await signedIn()
    const ticket = await openTicket(owner.cookie, category.id)
    const url = `/api/support/tickets/${ticket.id}`

    expect((await call('PATCH', url, owner.cookie, { status: 'resolved' })).statusCode).toBe(403)
    expect((await call('PATCH', url, stranger.cookie, { status: 'closed' })).statusCode).toBe(403)
    const resolved = await call('PATCH', url, admin.cookie, { status: 'resolved' })
    expect(resolved.json<TicketDetail>()).toMatchObject({
      status: 'resolved',
      resolvedAt: expect.any(String),
      closedAt: null,
    })
    const closed = await call('PATCH', url, owner.cookie, { status: 'closed' })
    expect(closed.json<TicketDetail>()).toMatchObject({
      status: 'closed',
      closedAt: expect.any(String),
    })
    expect((await call('PATCH', url, admin.cookie, { status: 'done' })).statusCode).toBe(400)
  })
})

describe('feedback', () => {
  it('takes feedback from visitors and users, with the spec messages', async () => {
    const visitor = await call('POST', '/api/support/feedback', undefined, {
      type: 'feature_request',
      subject: 'Dark mode please',
      description: 'Reading at night is hard on the eyes.',
      rating: 4,
      pageUrl: '/support',
      userAgent: 'test-agent',
    })
    expect(visitor.statusCode).toBe(201)
    expect(visitor.json()).toMatchObject({ status: 'pending' })
    const { user, cookie } = await signedIn()
    const signed = await call('POST', '/api/support/feedback', cookie, {
      type: 'complaint',
      category: 'delivery',
      subject: 'Late courier',
      description: 'The courier came two days late.',
    })
    expect(signed.statusCode).toBe(201)
    const rows = await t.db
      .select({ userId: feedback.userId, type: feedback.type, rating: feedback.rating })
      .from(feedback)
    expect(rows).toEqual(
      expect.arrayContaining([
        { userId: null, type: 'feature_request', rating: 4 },
        { userId: user.id, type: 'complaint', rating: null },
      ]),
    )

    const bad = await call('POST', '/api/support/feedback', undefined, {
      type: 'rant',
      subject: 'Hey',
      description: 'short',
      rating: 6,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({
      details: {
        fields: {
          type: expect.any(String),
          subject: 'Subject must be at least 5 characters',
          description: 'Description must be at least 10 characters',
          rating: expect.any(String),
        },
      },
    })
  })
})

describe('support desk (admins)', () => {
  it('answers 401 signed out and 403 to non-admins on every desk endpoint', async () => {
    const { cookie } = await signedIn()
    const endpoints: ['GET' | 'PUT' | 'PATCH', string, object?][] = [
      ['GET', '/api/support/admin/tickets'],
      ['PUT', `/api/support/tickets/${MISSING}/assignee`, { assigneeId: null }],
      ['GET', '/api/support/admin/feedback'],
      ['PATCH', `/api/support/admin/feedback/${MISSING}`, { status: 'reviewed' }],
    ]
    for (const [method, url, body] of endpoints) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401)
      expect((await call(method, url, cookie, body)).statusCode, url).toBe(403)
      // Access is checked before the input: a non-admin learns nothing from a bad request.
      expect((await call(method, `${url}?status=nonsense`, cookie, { bad: 1 })).statusCode).toBe(
        403,
      )
    }
  })

  it('lists every ticket with filters, search and assignment; assigning is audited', async () => {
    const category = await createSupportCategory(t.db)
    const owner = await signedIn()
    const admin = await signedIn('admin')
    const colleague = await signedIn('admin')
    const first = await openTicket(owner.cookie, category.id)
    const second = await call('POST', '/api/support/tickets', owner.cookie, {
      categoryId: category.id,
      subject: 'Refund for a broken jebena',
      description: 'The clay coffee pot arrived cracked; I would like a refund.',
      priority: 'low',
    })
    const jebena = second.json<Ticket>()
    const page = (url: string, cookie = admin.cookie) =>
      call('GET', `/api/support/admin/tickets${url}`, cookie).then((r) => r.json<AdminTicketPage>())

    const all = await page('?pageSize=100')
    const ids = all.items.map((item) => item.id)
    expect(ids).toEqual(expect.arrayContaining([first.id, jebena.id]))
    const mine = all.items.find((item) => item.id === first.id)!
    expect(mine.customer).toMatchObject({ id: owner.user.id, email: owner.user.email })
    expect(mine).toMatchObject({ assignee: null, messageCount: 0, lastMessageAt: null })

    expect((await page('?q=jebena')).items.map((i) => i.id)).toEqual([jebena.id])
    expect((await page(`?q=${jebena.ticketNumber.toLowerCase()}`)).items.map((i) => i.id)).toEqual([
      jebena.id,
    ])
    const low = await page('?priority=low&pageSize=100')
    expect(low.items.every((i) => i.priority === 'low')).toBe(true)
    expect(low.items.map((i) => i.id)).toContain(jebena.id)

    const url = `/api/support/tickets/${first.id}/assignee`
    const toMe = await call('PUT', url, admin.cookie, { assigneeId: 'me' })
    expect(toMe.statusCode).toBe(200)
    const assignedToMe = await page('?assigned=me&pageSize=100', admin.cookie)
    expect(assignedToMe.items.map((i) => i.id)).toEqual([first.id])
    expect(assignedToMe.items[0]?.assignee).toMatchObject({ id: admin.user.id })
    expect((await page('?assigned=me', colleague.cookie)).items).toEqual([])
    const unassigned = await page('?assigned=unassigned&pageSize=100')
    expect(unassigned.items.map((i) => i.id)).not.toContain(first.id)
    expect(unassigned.items.map((i) => i.id)).toContain(jebena.id)

    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, first.id))
    expect(audit).toMatchObject([
      { action: 'ticket.assign', actorId: admin.user.id, details: { to: admin.user.id } },
    ])

    const toCustomer = await call('PUT', url, admin.cookie, { assigneeId: owner.user.id })
    expect(toCustomer.statusCode).toBe(400)
    expect(toCustomer.json()).toMatchObject({
      details: { fields: { assigneeId: 'Tickets can only be assigned to support staff' } },
    })
    expect(
      (
        await call('PUT', `/api/support/tickets/${MISSING}/assignee`, admin.cookie, {
          assigneeId: null,
        })
      ).statusCode,
    ).toBe(404)
    const bad = await call('GET', '/api/support/admin/tickets?status=lost', admin.cookie)
    expect(bad.statusCode).toBe(400)

    // A staff status change is audited too.
    await call('PATCH', `/api/support/tickets/${first.id}`, admin.cookie, { status: 'resolved' })
    const statusAudit = await t.db
      .select({ action: adminAuditLog.action, details: adminAuditLog.details })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, first.id))
    expect(statusAudit.map((a) => a.action)).toContain('ticket.status')
  })

  it('lists feedback newest first, filtered by type and rating, and marks it reviewed', async () => {
    const admin = await signedIn('admin')
    const author = await signedIn()
    const send = (cookie: string | undefined, body: object) =>
      call('POST', '/api/support/feedback', cookie, body).then((r) => r.json<{ id: string }>())
    const older = await send(author.cookie, {
      type: 'bug_report',
      subject: 'Cart button broken',
      description: 'The add to cart button does nothing on my phone.',
      rating: 2,
    })
    const newer = await send(undefined, {
      type: 'feature_request',
      subject: 'Amharic keyboard',
      description: 'Please add an on-screen Amharic keyboard for search.',
      rating: 5,
    })
    const list = (
      await call('GET', '/api/support/admin/feedback?pageSize=100', admin.cookie)
    ).json<AdminFeedbackPage>()
    const order = list.items.map((item) => item.id)
    expect(order.indexOf(newer.id)).toBeLessThan(order.indexOf(older.id))
    expect(list.items.find((i) => i.id === older.id)).toMatchObject({
      author: { id: author.user.id },
      status: 'pending',
      reviewedBy: null,
    })
    expect(list.items.find((i) => i.id === newer.id)?.author).toBeNull()

    const bugs = (
      await call('GET', '/api/support/admin/feedback?type=bug_report&rating=2', admin.cookie)
    ).json<AdminFeedbackPage>()
    expect(bugs.items.map((i) => i.id)).toContain(older.id)
    expect(bugs.items.every((i) => i.type === 'bug_report' && i.rating === 2)).toBe(true)

    const reviewed = await call('PATCH', `/api/support/admin/feedback/${older.id}`, admin.cookie, {
      status: 'reviewed',
      adminNotes: 'Fixed in the next release.',
    })
    expect(reviewed.statusCode).toBe(200)
    expect(reviewed.json<AdminFeedback>()).toMatchObject({
      status: 'reviewed',
      adminNotes: 'Fixed in the next release.',
      reviewedBy: { id: admin.user.id },
      reviewedAt: expect.any(String),
    })
    const pending = (
      await call('GET', '/api/support/admin/feedback?status=pending&pageSize=100', admin.cookie)
    ).json<AdminFeedbackPage>()
    expect(pending.items.map((i) => i.id)).not.toContain(older.id)
    const [entry] = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, older.id))
    expect(entry).toMatchObject({ action: 'feedback.review', actorId: admin.user.id })

    const badRating = await call('GET', '/api/support/admin/feedback?rating=9', admin.cookie)
    expect(badRating.statusCode).toBe(400)
    expect(
      (
        await call('PATCH', `/api/support/admin/feedback/${MISSING}`, admin.cookie, {
          status: 'reviewed',
        })
      ).statusCode,
    ).toBe(404)
  })
})

describe('live replies', () => {
  it("pushes staff's reply to the ticket owner's stream only, and never an internal note", async () => {
    const category = await createSupportCategory(t.db)
    const owner = await signedIn()
    const stranger = await signedIn()
    const staff = await signedIn('admin')
    const opened = await openTicket(owner.cookie, category.id)

    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const ownerStream = await openEventStream(`${address}/api/support/stream`, {
      cookie: owner.cookie,
    })
    const strangerStream = await openEventStream(`${address}/api/support/stream`, {
      cookie: stranger.cookie,
    })
    try {
      expect(ownerStream.response.status).toBe(200)
      expect(ownerStream.response.headers.get('content-type')).toContain('text/event-stream')

      const note = await call('POST', `/api/support/tickets/${opened.id}/messages`, staff.cookie, {
        message: 'Customer sounds upset; check the courier first.',
        isInternal: true,
      })
      expect(note.statusCode).toBe(201)
      const answered = await call(
        'POST',
        `/api/support/tickets/${opened.id}/messages`,
        staff.cookie,
        { message: 'Your parcel left Addis Ababa this morning.' },
      )
      const detail = answered.json<TicketDetail>()
      const replyId = detail.messages.find((m) => !m.isInternal && m.fromStaff)!.id
      const noteId = detail.messages.find((m) => m.isInternal)!.id

      const event = await ownerStream.next((e) => e.event === 'reply')
      expect(JSON.parse(event.data)).toEqual({
        type: 'reply',
        ticketId: opened.id,
        messageId: replyId,
        recipientId: owner.user.id,
      })
      // Only the one reply: the internal note before it was never announced.
      expect(ownerStream.events.map((e) => e.data).join()).not.toContain(noteId)
      expect(ownerStream.events.filter((e) => e.event === 'reply')).toEqual([])

      const resolved = await call('PATCH', `/api/support/tickets/${opened.id}`, staff.cookie, {
        status: 'resolved',
      })
      expect(resolved.statusCode).toBe(200)
      const status = await ownerStream.next((e) => e.event === 'status')
      expect(JSON.parse(status.data)).toMatchObject({ ticketId: opened.id, status: 'resolved' })

      // The owner's own message is not echoed back, and nobody else hears of the ticket.
      await call('POST', `/api/support/tickets/${opened.id}/messages`, owner.cookie, {
        message: 'Thank you!',
      })
      expect(strangerStream.events).toEqual([])
    } finally {
      await ownerStream.close()
      await strangerStream.close()
    }
    const visitor = await fetch(`${address}/api/support/stream`)
    expect(visitor.status).toBe(401)
  })

  it('never publishes an internal note, even with no stream open', async () => {
    const category = await createSupportCategory(t.db)
    const owner = await signedIn()
    const staff = await signedIn('admin')
    const opened = await openTicket(owner.cookie, category.id)
    const heard: unknown[] = []
    const unsubscribe = await t.app.realtime.subscribe(SUPPORT_CHANNEL, (payload) => {
      heard.push(payload)
    })
    try {
      await call('POST', `/api/support/tickets/${opened.id}/messages`, staff.cookie, {
        message: 'Refund approved by finance.',
        isInternal: true,
      })
      // A reply after the note: once it is heard, the note would have been heard before it.
      await call('POST', `/api/support/tickets/${opened.id}/messages`, staff.cookie, {
        message: 'We are refunding you today.',
      })
      await expect.poll(() => heard.length).toBe(1)
      expect(heard[0]).toMatchObject({ type: 'reply', ticketId: opened.id })
    } finally {
      unsubscribe()
    }
  })
})
