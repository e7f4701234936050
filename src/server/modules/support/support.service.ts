import type { z } from 'zod'
import type {
  AdminFeedback,
  AdminFeedbackPage,
  AdminTicketPage,
  adminFeedbackQuery,
  adminTicketsQuery,
  Faq,
  feedbackReviewInput,
  ticketAssignInput,
  FaqVoteResult,
  SupportCategory,
  Ticket,
  TicketDetail,
  createTicketInput,
  faqVoteInput,
  faqsQuery,
  feedbackInput,
  ticketMessageInput,
  ticketStatusInput,
  SupportEvent,
} from '#shared/contracts/support.ts'
import { supportEvent } from '#shared/contracts/support.ts'
import type { Database, Executor } from '#server/db/database.ts'
import { assertOwner } from '#server/lib/access.ts'
import { recordAdminAction } from '#server/lib/audit.ts'
import { AppError, fieldError, forbidden, isUniqueViolation, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import type { Realtime } from '#server/plugins/realtime.ts'
import { newReferenceNumber } from '#server/lib/reference-number.ts'
import {
  adjustFaqCounts,
  findActiveCategory,
  findTicket,
  findTicketAssignee,
  findUserRole,
  listAllTickets,
  listFeedback,
  reviewFeedback as storeFeedbackReview,
  setTicketAssignee,
  findVote,
  insertFeedback,
  insertTicket,
  insertTicketMessage,
  insertVote,
  listCategories,
  listFaqs,
  listTicketMessages,
  listUserTickets,
  lockPublishedFaq,
  touchTicket,
  updateTicketStatus,
  updateVote,
  type TicketRow,
  type Voter,
} from './support.queries.ts'
import { notifyUsers } from '#server/modules/messaging/notices.service.ts'

/** Every process LISTENs here; the payload names the ticket and its owner. */
export const SUPPORT_CHANNEL = 'selam_support'

const ticketNotFound = () => notFound('support.ticketNotFound', 'TICKET_NOT_FOUND')
const isAdmin = (user: AuthUser | null | undefined) => user?.role === 'admin'

export async function getCategories(db: Executor): Promise<SupportCategory[]> {
  return listCategories(db)
}

function voterOf(user: AuthUser | null | undefined, sessionId: string | undefined) {
  if (user) return { userId: user.id }
  if (sessionId) return { sessionId }
  return undefined
}

export async function getFaqs(
  db: Executor,
  user: AuthUser | null | undefined,
  query: z.output<typeof faqsQuery>,
): Promise<Faq[]> {
  const rows = await listFaqs(db, {
    categoryId: query.categoryId,
    q: query.q || undefined,
    voter: voterOf(user, query.sessionId),
  })
  return rows.map((row) => ({ ...row, myVote: row.myVote ?? null }))
}

/** One vote per person (account, else page-view session); voting again changes the vote. */
export async function voteFaq(
  db: Database,
  user: AuthUser | null | undefined,
  faqId: string,
  input: z.output<typeof faqVoteInput>,
): Promise<FaqVoteResult> {
  const voter: Voter | undefined = voterOf(user, input.sessionId)
  if (!voter) throw new AppError(400, 'VOTER_REQUIRED', 'support.voterRequired')
  return db.transaction(async (tx) => {
    if (!(await lockPublishedFaq(tx, faqId))) {
      throw notFound('support.faqNotFound', 'FAQ_NOT_FOUND')
    }
    const existing = await findVote(tx, faqId, voter)
    const side = (isHelpful: boolean, by: number) =>
      isHelpful ? { helpful: by, notHelpful: 0 } : { helpful: 0, notHelpful: by }
    let change = { helpful: 0, notHelpful: 0 }
    if (!existing) {
      await insertVote(tx, faqId, voter, input.isHelpful)
      change = side(input.isHelpful, 1)
    } else if (existing.isHelpful !== input.isHelpful) {
      await updateVote(tx, existing.id, input.isHelpful)
      const added = side(input.isHelpful, 1)
      const removed = side(existing.isHelpful, -1)
      change = {
        helpful: added.helpful + removed.helpful,
        notHelpful: added.notHelpful + removed.notHelpful,
      }
    }
    const counts = await adjustFaqCounts(tx, faqId, change)
    return { faqId, isHelpful: input.isHelpful, ...counts }
  })
}

function toTicket(row: TicketRow): Ticket {
  return {
    id: row.id,
    ticketNumber: row.ticketNumber,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categoryNameAm: row.categoryNameAm,
    categoryNameOm: row.categoryNameOm,
    categoryNameTi: row.categoryNameTi,
    subject: row.subject,
    description: row.description,
    status: row.status,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  }
}

export async function getMyTickets(db: Executor, user: AuthUser): Promise<Ticket[]> {
  const rows = await listUserTickets(db, user.id)
  return rows.map(toTicket)
}

/** `SM-YYMM-XXXX`: the month it was opened and four random characters. */
export const newTicketNumber = (now = new Date()) => newReferenceNumber(now)

export async function createTicket(
  db: Database,
  user: AuthUser,
  input: z.output<typeof createTicketInput>,
): Promise<Ticket> {
  if (!(await findActiveCategory(db, input.categoryId))) {
    throw fieldError('CATEGORY_NOT_FOUND', 'categoryId', 'support.categoryRequired', 400)
  }
  for (let attempt = 0; ; attempt++) {
    try {
      // Each attempt in its own transaction: a failed insert aborts the transaction it is in.
      const made = await db.transaction((tx) =>
        insertTicket(tx, { ...input, userId: user.id, ticketNumber: newTicketNumber() }),
      )
      const row = await findTicket(db, made.id)
      if (!row) throw ticketNotFound()
      return toTicket(row)
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error
    }
  }
}

/** The ticket when the caller owns it or is support staff; 404 unknown, 403 someone else's. */
async function visibleTicket(db: Executor, user: AuthUser, id: string) {
  const row = await findTicket(db, id)
  if (!row) throw ticketNotFound()
  assertOwner(user, row.userId)
  return row
}

export async function getTicket(db: Executor, user: AuthUser, id: string): Promise<TicketDetail> {
  const row = await visibleTicket(db, user, id)
  const messages = await listTicketMessages(db, id, { includeInternal: isAdmin(user) })
  return {
    ...toTicket(row),
    messages: messages.map((message) => ({
      id: message.id,
      senderId: message.senderId,
      senderName:
        message.senderFirstName === null
          ? null
          : `${message.senderFirstName} ${message.senderLastName ?? ''}`.trim(),
      fromStaff: message.senderId !== row.userId,
      message: message.message,
      isInternal: message.isInternal,
      createdAt: message.createdAt.toISOString(),
    })),
  }
}

export async function addTicketMessage(
  db: Database,
  realtime: Realtime,
  user: AuthUser,
  id: string,
  input: z.output<typeof ticketMessageInput>,
): Promise<TicketDetail> {
  const row = await visibleTicket(db, user, id)
  const staff = isAdmin(user) && row.userId !== user.id
  if (input.isInternal && !isAdmin(user)) throw forbidden()
  const message = await db.transaction(async (tx) => {
    const inserted = await insertTicketMessage(tx, {
      ticketId: id,
      senderId: user.id,
      message: input.message,
      isInternal: input.isInternal,
    })
    // Staff answering an open ticket means it is being worked on.
    if (staff && !input.isInternal && row.status === 'open') {
      await updateTicketStatus(tx, id, 'in_progress')
    } else {
      await touchTicket(tx, id)
    }
    if (staff && !input.isInternal) {
      await notifyUsers(tx, [
        {
          userId: row.userId,
          type: 'support_reply',
          title: row.ticketNumber,
          body: row.subject,
          link: `/support?ticket=${id}`,
          event: { name: 'ticket_answered', values: { ticket: row.ticketNumber } },
        },
      ])
    }
    return inserted
  })
  // Told after the commit, so the customer's refetch finds the reply; internal notes stay quiet.
  if (staff && !input.isInternal) {
    await publish(realtime, {
      type: 'reply',
      ticketId: id,
      messageId: message.id,
      recipientId: row.userId,
    })
  }
  return getTicket(db, user, id)
}

async function publish(realtime: Realtime, event: SupportEvent) {
  await realtime.publish(SUPPORT_CHANNEL, event)
}

/** The event when it is for the user: only the ticket's owner hears of their ticket. */
export function eventFor(userId: string, payload: unknown): SupportEvent | undefined {
  const parsed = supportEvent.safeParse(payload)
  if (!parsed.success) return undefined
  return parsed.data.recipientId === userId ? parsed.data : undefined
}

/** Staff set any status; the owner may only close their own ticket. */
export async function setTicketStatus(
  db: Database,
  realtime: Realtime,
  user: AuthUser,
  id: string,
  input: z.output<typeof ticketStatusInput>,
): Promise<TicketDetail> {
  const row = await visibleTicket(db, user, id)
  if (!isAdmin(user) && input.status !== 'closed') throw forbidden()
  const now = new Date()
  const staff = isAdmin(user) && row.userId !== user.id
  await db.transaction(async (tx) => {
    await updateTicketStatus(tx, id, input.status, {
      ...(input.status === 'resolved' ? { resolvedAt: now } : {}),
      ...(input.status === 'closed' ? { closedAt: now } : {}),
    })
    if (staff && input.status !== row.status) {
      await notifyUsers(tx, [
        {
          userId: row.userId,
          type: 'support_status',
          title: row.ticketNumber,
          body: input.status,
          link: `/support?ticket=${id}`,
        },
      ])
      await recordAdminAction(tx, {
        actorId: user.id,
        action: 'ticket.status',
        targetType: 'support_ticket',
        targetId: id,
        details: { ticketNumber: row.ticketNumber, from: row.status, to: input.status },
      })
    }
  })
  if (staff && input.status !== row.status) {
    await publish(realtime, {
      type: 'status',
      ticketId: id,
      status: input.status,
      recipientId: row.userId,
    })
  }
  return getTicket(db, user, id)
}

const personOf = (
  id: string | null,
  first: string | null,
  last: string | null,
  email: string | null,
) => (id === null ? null : { id, name: `${first ?? ''} ${last ?? ''}`.trim(), email: email ?? '' })

/** Every ticket for support staff, filtered by status, priority, assignment and number/subject. */
export async function getAllTickets(
  db: Executor,
  admin: AuthUser,
  query: z.output<typeof adminTicketsQuery>,
): Promise<AdminTicketPage> {
  const { rows, total } = await listAllTickets(
    db,
    {
      status: query.status,
      priority: query.priority,
      assignedTo:
        query.assigned === 'me'
          ? { userId: admin.id }
          : query.assigned === 'unassigned'
            ? 'unassigned'
            : undefined,
      q: query.q || undefined,
    },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  )
  return {
    items: rows.map((row) => ({
      ...toTicket(row),
      customer: personOf(
        row.userId,
        row.customerFirstName,
        row.customerLastName,
        row.customerEmail,
      )!,
      assignee: personOf(
        row.assigneeId,
        row.assigneeFirstName,
        row.assigneeLastName,
        row.assigneeEmail,
      ),
      messageCount: row.messageCount,
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** Hands a ticket to an admin (or back to nobody); recorded in the audit log. */
export async function assignTicket(
  db: Database,
  admin: AuthUser,
  id: string,
  input: z.output<typeof ticketAssignInput>,
): Promise<TicketDetail> {
  const row = await findTicket(db, id)
  if (!row) throw ticketNotFound()
  const assigneeId = input.assigneeId === 'me' ? admin.id : input.assigneeId
  if (assigneeId !== null) {
    const assignee = await findUserRole(db, assigneeId)
    if (assignee?.role !== 'admin') {
      throw fieldError('ASSIGNEE_NOT_STAFF', 'assigneeId', 'support.assigneeNotAdmin', 400)
    }
  }
  await db.transaction(async (tx) => {
    const before = await findTicketAssignee(tx, id)
    if ((before?.assignedTo ?? null) === assigneeId) return
    await setTicketAssignee(tx, id, assigneeId)
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: assigneeId ? 'ticket.assign' : 'ticket.unassign',
      targetType: 'support_ticket',
      targetId: id,
      details: {
        ticketNumber: row.ticketNumber,
        from: before?.assignedTo ?? null,
        to: assigneeId,
      },
    })
  })
  return getTicket(db, admin, id)
}

type FeedbackRow = Awaited<ReturnType<typeof listFeedback>>['rows'][number]

function toFeedback(row: FeedbackRow): AdminFeedback {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    subject: row.subject,
    description: row.description,
    rating: row.rating,
    pageUrl: row.pageUrl,
    author: personOf(row.authorId, row.authorFirstName, row.authorLastName, row.authorEmail),
    status: row.status,
    adminNotes: row.adminNotes,
    reviewedBy: personOf(
      row.reviewerId,
      row.reviewerFirstName,
      row.reviewerLastName,
      row.reviewerEmail,
    ),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function getFeedback(
  db: Executor,
  query: z.output<typeof adminFeedbackQuery>,
): Promise<AdminFeedbackPage> {
  const { rows, total } = await listFeedback(
    db,
    { type: query.type, rating: query.rating, status: query.status },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  )
  return { items: rows.map(toFeedback), total, page: query.page, pageSize: query.pageSize }
}

/** Marks feedback reviewed (who and when) or back to pending, with optional staff notes. */
export async function reviewFeedback(
  db: Database,
  admin: AuthUser,
  id: string,
  input: z.output<typeof feedbackReviewInput>,
): Promise<AdminFeedback> {
  await db.transaction(async (tx) => {
    const found = await storeFeedbackReview(tx, id, {
      status: input.status,
      adminNotes: input.adminNotes,
      reviewedBy: input.status === 'reviewed' ? admin.id : null,
    })
    if (!found) throw notFound('support.feedbackNotFound', 'FEEDBACK_NOT_FOUND')
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: input.status === 'reviewed' ? 'feedback.review' : 'feedback.reopen',
      targetType: 'feedback',
      targetId: id,
      details: input.adminNotes !== undefined ? { adminNotes: input.adminNotes } : undefined,
    })
  })
  const { rows } = await listFeedback(db, { id }, { limit: 1, offset: 0 })
  return toFeedback(rows[0]!)
}

export async function submitFeedback(
  db: Executor,
  user: AuthUser | null | undefined,
  input: z.output<typeof feedbackInput>,
) {
  return insertFeedback(db, {
    userId: user?.id ?? null,
    type: input.type,
    category: input.category || null,
    subject: input.subject,
    description: input.description,
    rating: input.rating ?? null,
    pageUrl: input.pageUrl ?? null,
    userAgent: input.userAgent ?? null,
  })
}
