import { aliasedTable, and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type {
  FeedbackStatus,
  FeedbackType,
  TicketPriority,
  TicketStatus,
} from '#shared/contracts/support.ts'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '#server/db/database.ts'
import {
  faqHelpfulness,
  faqs,
  feedback,
  supportCategories,
  supportMessages,
  supportTickets,
} from '#server/db/schema/support.ts'
import { users } from '#server/db/schema/users.ts'
import { containing } from '#server/db/like-pattern.ts'

export async function listCategories(db: Executor) {
  return db
    .select({
      id: supportCategories.id,
      name: supportCategories.name,
      nameAm: supportCategories.nameAm,
      nameOm: supportCategories.nameOm,
      nameTi: supportCategories.nameTi,
      description: supportCategories.description,
      descriptionAm: supportCategories.descriptionAm,
      descriptionOm: supportCategories.descriptionOm,
      descriptionTi: supportCategories.descriptionTi,
      icon: supportCategories.icon,
    })
    .from(supportCategories)
    .where(eq(supportCategories.isActive, true))
    .orderBy(asc(supportCategories.displayOrder), asc(supportCategories.name))
}

export async function findActiveCategory(db: Executor, id: string) {
  const [row] = await db
    .select({ id: supportCategories.id })
    .from(supportCategories)
    .where(and(eq(supportCategories.id, id), eq(supportCategories.isActive, true)))
  return row
}

export type Voter = { userId: string } | { sessionId: string }

const voterMatch = (voter: Voter) =>
  'userId' in voter
    ? eq(faqHelpfulness.userId, voter.userId)
    : eq(faqHelpfulness.sessionId, voter.sessionId)

/** Published FAQs, optionally in one category and matching `q` in any of the four languages or a tag. */
export async function listFaqs(
  db: Executor,
  params: { categoryId?: string; q?: string; voter?: Voter },
) {
  const pattern = params.q ? containing(params.q) : undefined
  const myVote = params.voter
    ? sql<boolean | null>`(${db
        .select({ isHelpful: faqHelpfulness.isHelpful })
        .from(faqHelpfulness)
        .where(and(eq(faqHelpfulness.faqId, faqs.id), voterMatch(params.voter)))
        .limit(1)})`
    : sql<null>`null`
  return db
    .select({
      id: faqs.id,
      categoryId: faqs.categoryId,
      question: faqs.question,
      questionAm: faqs.questionAm,
      questionOm: faqs.questionOm,
      questionTi: faqs.questionTi,
      answer: faqs.answer,
      answerAm: faqs.answerAm,
      answerOm: faqs.answerOm,
      answerTi: faqs.answerTi,
      tags: faqs.tags,
      helpfulCount: faqs.helpfulCount,
      notHelpfulCount: faqs.notHelpfulCount,
      myVote,
    })
    .from(faqs)
    .where(
      and(
        eq(faqs.isPublished, true),
        params.categoryId ? eq(faqs.categoryId, params.categoryId) : undefined,
        pattern
          ? sql`(${faqs.question} ilike ${pattern} or ${faqs.questionAm} ilike ${pattern}
              or ${faqs.questionOm} ilike ${pattern} or ${faqs.questionTi} ilike ${pattern}
              or ${faqs.answer} ilike ${pattern} or ${faqs.answerAm} ilike ${pattern}
              or ${faqs.answerOm} ilike ${pattern} or ${faqs.answerTi} ilike ${pattern}
              or array_to_string(${faqs.tags}, ' ') ilike ${pattern})`
          : undefined,
      ),
    )
    .orderBy(asc(faqs.displayOrder), asc(faqs.question))
}

/** Locks the published FAQ's row so concurrent votes count one at a time. */
export async function lockPublishedFaq(db: Executor, id: string) {
  const [row] = await db
    .select({ id: faqs.id })
    .from(faqs)
    .where(and(eq(faqs.id, id), eq(faqs.isPublished, true)))
    .for('update')
  return row
}

export async function findVote(db: Executor, faqId: string, voter: Voter) {
  const [row] = await db
    .select({ id: faqHelpfulness.id, isHelpful: faqHelpfulness.isHelpful })
    .from(faqHelpfulness)
    .where(and(eq(faqHelpfulness.faqId, faqId), voterMatch(voter)))
  return row
}

export async function insertVote(db: Executor, faqId: string, voter: Voter, isHelpful: boolean) {
  await db.insert(faqHelpfulness).values({ faqId, ...voter, isHelpful })
}

export async function updateVote(db: Executor, id: string, isHelpful: boolean) {
  await db.update(faqHelpfulness).set({ isHelpful }).where(eq(faqHelpfulness.id, id))
}

export async function adjustFaqCounts(
  db: Executor,
  id: string,
  change: { helpful: number; notHelpful: number },
) {
  const [row] = await db
    .update(faqs)
    .set({
      helpfulCount: sql`${faqs.helpfulCount} + ${change.helpful}`,
      notHelpfulCount: sql`${faqs.notHelpfulCount} + ${change.notHelpful}`,
    })
    .where(eq(faqs.id, id))
    .returning({ helpfulCount: faqs.helpfulCount, notHelpfulCount: faqs.notHelpfulCount })
  return row!
}

const ticketColumns = {
  id: supportTickets.id,
  userId: supportTickets.userId,
  ticketNumber: supportTickets.ticketNumber,
  categoryId: supportTickets.categoryId,
  categoryName: supportCategories.name,
  categoryNameAm: supportCategories.nameAm,
  categoryNameOm: supportCategories.nameOm,
  categoryNameTi: supportCategories.nameTi,
  subject: supportTickets.subject,
  description: supportTickets.description,
  status: supportTickets.status,
  priority: supportTickets.priority,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  resolvedAt: supportTickets.resolvedAt,
  closedAt: supportTickets.closedAt,
}

export async function listUserTickets(db: Executor, userId: string) {
  return db
    .select(ticketColumns)
    .from(supportTickets)
    .innerJoin(supportCategories, eq(supportCategories.id, supportTickets.categoryId))
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
}

export async function findTicket(db: Executor, id: string) {
  const [row] = await db
    .select(ticketColumns)
    .from(supportTickets)
    .innerJoin(supportCategories, eq(supportCategories.id, supportTickets.categoryId))
    .where(eq(supportTickets.id, id))
  return row
}

export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>

export async function insertTicket(
  db: Executor,
  values: {
    ticketNumber: string
    userId: string
    categoryId: string
    subject: string
    description: string
    priority: TicketPriority
  },
) {
  const [row] = await db.insert(supportTickets).values(values).returning({ id: supportTickets.id })
  return row!
}

export async function updateTicketStatus(
  db: Executor,
  id: string,
  status: TicketStatus,
  stamps: { resolvedAt?: Date; closedAt?: Date } = {},
) {
  await db
    .update(supportTickets)
    .set({ status, updatedAt: new Date(), ...stamps })
    .where(eq(supportTickets.id, id))
}

export async function touchTicket(db: Executor, id: string) {
  await db.update(supportTickets).set({ updatedAt: new Date() }).where(eq(supportTickets.id, id))
}

const sender = aliasedTable(users, 'sender')

export async function listTicketMessages(
  db: Executor,
  ticketId: string,
  options: { includeInternal: boolean },
) {
  return db
    .select({
      id: supportMessages.id,
      senderId: supportMessages.senderId,
      senderFirstName: sender.firstName,
      senderLastName: sender.lastName,
      senderRole: sender.role,
      message: supportMessages.message,
      isInternal: supportMessages.isInternal,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .leftJoin(sender, eq(sender.id, supportMessages.senderId))
    .where(
      and(
        eq(supportMessages.ticketId, ticketId),
        options.includeInternal ? undefined : eq(supportMessages.isInternal, false),
      ),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
}

export async function insertTicketMessage(
  db: Executor,
  values: { ticketId: string; senderId: string; message: string; isInternal: boolean },
) {
  const [row] = await db
    .insert(supportMessages)
    .values(values)
    .returning({ id: supportMessages.id })
  return row!
}

export async function insertFeedback(db: Executor, values: typeof feedback.$inferInsert) {
  const [row] = await db
    .insert(feedback)
    .values(values)
    .returning({ id: feedback.id, status: feedback.status })
  return row!
}

// ---------------------------------------------------------------- support desk (admins only)

const customer = alias(users, 'customer')
const assignee = alias(users, 'assignee')

export type AdminTicketFilters = {
  status?: TicketStatus
  priority?: TicketPriority
  /** Assigned to this admin, or to nobody. */
  assignedTo?: { userId: string } | 'unassigned'
  q?: string
}

function adminTicketWhere(filters: AdminTicketFilters) {
  const pattern = filters.q ? containing(filters.q) : undefined
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(supportTickets.status, filters.status) : undefined,
    filters.priority ? eq(supportTickets.priority, filters.priority) : undefined,
    filters.assignedTo === 'unassigned'
      ? isNull(supportTickets.assignedTo)
      : filters.assignedTo
        ? eq(supportTickets.assignedTo, filters.assignedTo.userId)
        : undefined,
    pattern
      ? sql`(${supportTickets.ticketNumber} ilike ${pattern} or ${supportTickets.subject} ilike ${pattern})`
      : undefined,
  ]
  return and(...conditions)
}

/** Every customer's tickets for support staff: open ones first, then the most recently active. */
export async function listAllTickets(
  db: Executor,
  filters: AdminTicketFilters,
  page: { limit: number; offset: number },
) {
  const where = adminTicketWhere(filters)
  const lastMessageAt =
    sql<Date | null>`(select max(${supportMessages.createdAt}) from ${supportMessages} where ${supportMessages.ticketId} = ${supportTickets.id})`.mapWith(
      supportMessages.createdAt,
    )
  const rows = await db
    .select({
      ...ticketColumns,
      customerFirstName: customer.firstName,
      customerLastName: customer.lastName,
      customerEmail: customer.email,
      assigneeId: assignee.id,
      assigneeFirstName: assignee.firstName,
      assigneeLastName: assignee.lastName,
      assigneeEmail: assignee.email,
      messageCount: sql<number>`(select count(*)::int from ${supportMessages} where ${supportMessages.ticketId} = ${supportTickets.id})`,
      lastMessageAt,
    })
    .from(supportTickets)
    .innerJoin(supportCategories, eq(supportCategories.id, supportTickets.categoryId))
    .innerJoin(customer, eq(customer.id, supportTickets.userId))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assignedTo))
    .where(where)
    .orderBy(
      sql`case ${supportTickets.status} when 'open' then 0 when 'in_progress' then 1 else 2 end`,
      desc(supportTickets.updatedAt),
      desc(supportTickets.id),
    )
    .limit(page.limit)
    .offset(page.offset)
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(where)
  return { rows, total: counted?.total ?? 0 }
}

export async function findUserRole(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, id))
  return row
}

export async function setTicketAssignee(db: Executor, id: string, assignedTo: string | null) {
  await db
    .update(supportTickets)
    .set({ assignedTo, updatedAt: new Date() })
    .where(eq(supportTickets.id, id))
}

export async function findTicketAssignee(db: Executor, id: string) {
  const [row] = await db
    .select({ assignedTo: supportTickets.assignedTo })
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
  return row
}

const author = alias(users, 'author')
const reviewer = alias(users, 'reviewer')

export type FeedbackFilters = {
  id?: string
  type?: FeedbackType
  rating?: number
  status?: FeedbackStatus
}

/** Feedback newest first, for support staff. */
export async function listFeedback(
  db: Executor,
  filters: FeedbackFilters,
  page: { limit: number; offset: number },
) {
  const where = and(
    filters.id ? eq(feedback.id, filters.id) : undefined,
    filters.type ? eq(feedback.type, filters.type) : undefined,
    filters.rating ? eq(feedback.rating, filters.rating) : undefined,
    filters.status ? eq(feedback.status, filters.status) : undefined,
  )
  const rows = await db
    .select({
      id: feedback.id,
      type: feedback.type,
      category: feedback.category,
      subject: feedback.subject,
      description: feedback.description,
      rating: feedback.rating,
      pageUrl: feedback.pageUrl,
      status: feedback.status,
      adminNotes: feedback.adminNotes,
      reviewedAt: feedback.reviewedAt,
      createdAt: feedback.createdAt,
      authorId: author.id,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      authorEmail: author.email,
      reviewerId: reviewer.id,
      reviewerFirstName: reviewer.firstName,
      reviewerLastName: reviewer.lastName,
      reviewerEmail: reviewer.email,
    })
    .from(feedback)
    .leftJoin(author, eq(author.id, feedback.userId))
    .leftJoin(reviewer, eq(reviewer.id, feedback.reviewedBy))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.limit)
    .offset(page.offset)
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(feedback)
    .where(where)
  return { rows, total: counted?.total ?? 0 }
}

export async function reviewFeedback(
  db: Executor,
  id: string,
  values: { status: FeedbackStatus; adminNotes?: string | null; reviewedBy: string | null },
) {
  const rows = await db
    .update(feedback)
    .set({
      status: values.status,
      ...(values.adminNotes !== undefined ? { adminNotes: values.adminNotes } : {}),
      reviewedBy: values.reviewedBy,
      reviewedAt: values.reviewedBy ? new Date() : null,
    })
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id })
  return rows.length > 0
}
