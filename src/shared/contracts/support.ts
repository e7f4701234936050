import { z } from 'zod'

export const ticketStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const
export type TicketStatus = (typeof ticketStatuses)[number]
export const ticketPriorities = ['low', 'medium', 'high', 'urgent'] as const
export type TicketPriority = (typeof ticketPriorities)[number]
export const feedbackTypes = [
  'bug_report',
  'feature_request',
  'general_feedback',
  'complaint',
] as const
export type FeedbackType = (typeof feedbackTypes)[number]

export const supportCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  nameAm: z.string().nullable(),
  nameOm: z.string().nullable(),
  nameTi: z.string().nullable(),
  description: z.string().nullable(),
  descriptionAm: z.string().nullable(),
  descriptionOm: z.string().nullable(),
  descriptionTi: z.string().nullable(),
  icon: z.string().nullable(),
})
export type SupportCategory = z.infer<typeof supportCategory>

/** The anonymous visitor's page-view session id: it identifies their FAQ votes. */
const sessionId = z.string().trim().min(8, 'validation.invalid').max(100, 'validation.tooLong')

export const faqsQuery = z.object({
  categoryId: z.uuid('validation.invalid').optional(),
  q: z.string().trim().max(200, 'validation.tooLong').optional(),
  sessionId: sessionId.optional(),
})
export type FaqsQuery = z.input<typeof faqsQuery>

export const faq = z.object({
  id: z.uuid(),
  categoryId: z.uuid().nullable(),
  question: z.string(),
  questionAm: z.string().nullable(),
  questionOm: z.string().nullable(),
  questionTi: z.string().nullable(),
  answer: z.string(),
  answerAm: z.string().nullable(),
  answerOm: z.string().nullable(),
  answerTi: z.string().nullable(),
  tags: z.array(z.string()),
  helpfulCount: z.number().int(),
  notHelpfulCount: z.number().int(),
  /** The caller's vote (by account, else by session), null when they have not voted. */
  myVote: z.boolean().nullable(),
})
export type Faq = z.infer<typeof faq>

export const idParams = z.object({ id: z.uuid('validation.invalid') })

export const faqVoteInput = z.object({
  isHelpful: z.boolean('validation.invalid'),
  sessionId: sessionId.optional(),
})
export type FaqVoteInput = z.input<typeof faqVoteInput>

export const faqVoteResult = z.object({
  faqId: z.uuid(),
  isHelpful: z.boolean(),
  helpfulCount: z.number().int(),
  notHelpfulCount: z.number().int(),
})
export type FaqVoteResult = z.infer<typeof faqVoteResult>

export const createTicketInput = z.object({
  categoryId: z.uuid('support.categoryRequired'),
  subject: z
    .string('support.subjectMin')
    .trim()
    .min(5, 'support.subjectMin')
    .max(200, 'validation.tooLong'),
  description: z
    .string('support.descriptionMin20')
    .trim()
    .min(20, 'support.descriptionMin20')
    .max(5000, 'validation.tooLong'),
  priority: z.enum(ticketPriorities, 'validation.invalid').default('medium'),
})
export type CreateTicketInput = z.input<typeof createTicketInput>

export const ticket = z.object({
  id: z.uuid(),
  ticketNumber: z.string(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  categoryNameAm: z.string().nullable(),
  categoryNameOm: z.string().nullable(),
  categoryNameTi: z.string().nullable(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(ticketStatuses),
  priority: z.enum(ticketPriorities),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
})
export type Ticket = z.infer<typeof ticket>

export const ticketMessage = z.object({
  id: z.uuid(),
  senderId: z.uuid().nullable(),
  senderName: z.string().nullable(),
  /** Written by support staff rather than the ticket's owner. */
  fromStaff: z.boolean(),
  message: z.string(),
  /** Only ever true in answers to staff: internal notes never reach the owner. */
  isInternal: z.boolean(),
  createdAt: z.string(),
})
export type TicketMessage = z.infer<typeof ticketMessage>

export const ticketDetail = ticket.extend({ messages: z.array(ticketMessage) })
export type TicketDetail = z.infer<typeof ticketDetail>

export const ticketMessageInput = z.object({
  message: z
    .string('support.messageRequired')
    .trim()
    .min(1, 'support.messageRequired')
    .max(5000, 'validation.tooLong'),
  /** Staff only; ignored (rejected) for the owner. */
  isInternal: z.boolean('validation.invalid').default(false),
})
export type TicketMessageInput = z.input<typeof ticketMessageInput>

/**
 * Live events on the ticket owner's stream (`GET /api/support/stream`): ids only, the client
 * fetches the ticket through the permission-checked API. Internal notes are never announced.
 */
export const supportEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('reply'),
    ticketId: z.uuid(),
    messageId: z.uuid(),
    recipientId: z.uuid(),
  }),
  z.object({
    type: z.literal('status'),
    ticketId: z.uuid(),
    status: z.enum(ticketStatuses),
    recipientId: z.uuid(),
  }),
])
export type SupportEvent = z.infer<typeof supportEvent>

export const ticketStatusInput = z.object({
  status: z.enum(ticketStatuses, 'validation.invalid'),
})

export const feedbackInput = z.object({
  type: z.enum(feedbackTypes, 'validation.invalid').default('general_feedback'),
  category: z.string().trim().max(100, 'validation.tooLong').optional(),
  subject: z
    .string('support.subjectMin')
    .trim()
    .min(5, 'support.subjectMin')
    .max(200, 'validation.tooLong'),
  description: z
    .string('support.descriptionMin10')
    .trim()
    .min(10, 'support.descriptionMin10')
    .max(5000, 'validation.tooLong'),
  rating: z
    .number('validation.rating')
    .int('validation.rating')
    .min(1, 'validation.rating')
    .max(5, 'validation.rating')
    .optional(),
  pageUrl: z.string().max(2000, 'validation.tooLong').optional(),
  userAgent: z.string().max(500, 'validation.tooLong').optional(),
})
export type FeedbackInput = z.input<typeof feedbackInput>

export const feedbackResult = z.object({ id: z.uuid(), status: z.string() })

// ---------------------------------------------------------------- support desk (admins)

export const ticketAssignmentFilters = ['any', 'me', 'unassigned'] as const

export const adminTicketsQuery = z.object({
  status: z.enum(ticketStatuses, 'validation.invalid').optional(),
  priority: z.enum(ticketPriorities, 'validation.invalid').optional(),
  assigned: z.enum(ticketAssignmentFilters, 'validation.invalid').default('any'),
  /** Ticket number or words of the subject. */
  q: z.string().trim().max(200, 'validation.tooLong').optional(),
  page: z.coerce.number('validation.invalid').int('validation.invalid').min(1).default(1),
  pageSize: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(20),
})
export type AdminTicketsQuery = z.input<typeof adminTicketsQuery>

const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() })

export const adminTicket = ticket.extend({
  customer: person,
  assignee: person.nullable(),
  messageCount: z.number().int(),
  lastMessageAt: z.string().nullable(),
})
export type AdminTicket = z.infer<typeof adminTicket>

export const adminTicketPage = z.object({
  items: z.array(adminTicket),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminTicketPage = z.infer<typeof adminTicketPage>

export const ticketAssignInput = z.object({
  /** An admin's user id, `me` for the caller; null unassigns. */
  assigneeId: z
    .union([z.literal('me'), z.uuid('validation.invalid')], 'validation.invalid')
    .nullable(),
})
export type TicketAssignInput = z.input<typeof ticketAssignInput>

export const feedbackStatuses = ['pending', 'reviewed'] as const
export type FeedbackStatus = (typeof feedbackStatuses)[number]

export const adminFeedbackQuery = z.object({
  type: z.enum(feedbackTypes, 'validation.invalid').optional(),
  rating: z.coerce
    .number('validation.rating')
    .int('validation.rating')
    .min(1, 'validation.rating')
    .max(5, 'validation.rating')
    .optional(),
  status: z.enum(feedbackStatuses, 'validation.invalid').optional(),
  page: z.coerce.number('validation.invalid').int('validation.invalid').min(1).default(1),
  pageSize: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(100, 'validation.invalid')
    .default(20),
})
export type AdminFeedbackQuery = z.input<typeof adminFeedbackQuery>

export const adminFeedback = z.object({
  id: z.uuid(),
  type: z.enum(feedbackTypes),
  category: z.string().nullable(),
  subject: z.string(),
  description: z.string(),
  rating: z.number().int().nullable(),
  pageUrl: z.string().nullable(),
  /** Null for a visitor who was not signed in. */
  author: person.nullable(),
  status: z.string(),
  adminNotes: z.string().nullable(),
  reviewedBy: person.nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminFeedback = z.infer<typeof adminFeedback>

export const adminFeedbackPage = z.object({
  items: z.array(adminFeedback),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPage>

export const feedbackReviewInput = z.object({
  status: z.enum(feedbackStatuses, 'validation.invalid'),
  adminNotes: z
    .string()
    .trim()
    .max(2000, 'validation.tooLong')
    .transform((value) => value || null)
    .nullable()
    .optional(),
})
export type FeedbackReviewInput = z.input<typeof feedbackReviewInput>
