import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, id, inCheck, textList, tstz, updatedAt } from './columns.ts'
import { users } from './users.ts'

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

export const supportCategories = pgTable('support_categories', {
  id: id(),
  name: text().notNull(),
  nameAm: text(),
  nameOm: text(),
  nameTi: text(),
  description: text(),
  descriptionAm: text(),
  descriptionOm: text(),
  descriptionTi: text(),
  icon: text(),
  displayOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    categoryId: uuid().references(() => supportCategories.id, { onDelete: 'set null' }),
    question: text().notNull(),
    questionAm: text(),
    /** Afaan Oromoo and Tigrinya texts; readers of either fall back as `pickLocalized` does. */
    questionOm: text(),
    questionTi: text(),
    answer: text().notNull(),
    answerAm: text(),
    answerOm: text(),
    answerTi: text(),
    tags: textList(),
    viewCount: integer().notNull().default(0),
    helpfulCount: integer().notNull().default(0),
    notHelpfulCount: integer().notNull().default(0),
    displayOrder: integer().notNull().default(0),
    isPublished: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('faqs_category_id_idx').on(t.categoryId),
    check(
      'faqs_counters_check',
      sql`${t.viewCount} >= 0 and ${t.helpfulCount} >= 0 and ${t.notHelpfulCount} >= 0`,
    ),
  ],
)

/** One vote per FAQ and user, or per FAQ and anonymous session. */
export const faqHelpfulness = pgTable(
  'faq_helpfulness',
  {
    id: id(),
    faqId: uuid()
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text(),
    isHelpful: boolean().notNull(),
    feedback: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('faq_helpfulness_faq_user_unique').on(t.faqId, t.userId),
    unique('faq_helpfulness_faq_session_unique').on(t.faqId, t.sessionId),
    check(
      'faq_helpfulness_voter_check',
      sql`${t.userId} is not null or ${t.sessionId} is not null`,
    ),
  ],
)

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    ticketNumber: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => supportCategories.id, { onDelete: 'restrict' }),
    subject: text().notNull(),
    description: text().notNull(),
    status: text({ enum: ticketStatuses }).notNull().default('open'),
    priority: text({ enum: ticketPriorities }).notNull().default('medium'),
    /** Admin handling the ticket. */
    assignedTo: uuid().references(() => users.id, { onDelete: 'set null' }),
    attachments: textList(),
    metadata: jsonb(),
    resolvedAt: tstz(),
    closedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('support_tickets_ticket_number_unique').on(t.ticketNumber),
    index('support_tickets_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('support_tickets_status_idx').on(t.status),
    index('support_tickets_assigned_to_idx').on(t.assignedTo),
    index('support_tickets_category_id_idx').on(t.categoryId),
    inCheck('support_tickets_status_check', t.status, ticketStatuses),
    inCheck('support_tickets_priority_check', t.priority, ticketPriorities),
  ],
)

export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    ticketId: uuid()
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** Null when the sender's account was deleted. */
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    /** Staff-only note, hidden from the ticket owner. */
    isInternal: boolean().notNull().default(false),
    attachments: textList(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_ticket_id_created_at_idx').on(t.ticketId, t.createdAt),
    index('support_messages_sender_id_idx').on(t.senderId),
  ],
)

/** Open to anonymous visitors (userId null). */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    type: text({ enum: feedbackTypes }).notNull().default('general_feedback'),
    category: text(),
    subject: text().notNull(),
    description: text().notNull(),
    rating: integer(),
    pageUrl: text(),
    userAgent: text(),
    browserInfo: jsonb(),
    screenshots: textList(),
    status: text().notNull().default('pending'),
    adminNotes: text(),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('feedback_status_created_at_idx').on(t.status, t.createdAt),
    index('feedback_user_id_idx').on(t.userId),
    inCheck('feedback_type_check', t.type, feedbackTypes),
    check('feedback_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
)

export type SupportCategory = typeof supportCategories.$inferSelect
export type NewSupportCategory = typeof supportCategories.$inferInsert
export type Faq = typeof faqs.$inferSelect
export type NewFaq = typeof faqs.$inferInsert
export type FaqHelpfulness = typeof faqHelpfulness.$inferSelect
export type NewFaqHelpfulness = typeof faqHelpfulness.$inferInsert
export type SupportTicket = typeof supportTickets.$inferSelect
export type NewSupportTicket = typeof supportTickets.$inferInsert
export type SupportMessage = typeof supportMessages.$inferSelect
export type NewSupportMessage = typeof supportMessages.$inferInsert
export type Feedback = typeof feedback.$inferSelect
export type NewFeedback = typeof feedback.$inferInsert
