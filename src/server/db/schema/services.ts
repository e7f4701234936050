import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, inCheck, ratingAvg, textList, tstz, updatedAt } from './columns.ts'
import { users } from './users.ts'

export const globalServiceTypes = [
  'restaurant',
  'grocery',
  'shipping_agent',
  'cultural_center',
  'translation',
  'event_planning',
] as const
export type GlobalServiceType = (typeof globalServiceTypes)[number]

/** An admin reviews every registered service; only approved ones are listed publicly. */
export const globalServiceApprovalStatuses = ['pending', 'approved', 'rejected'] as const
export type GlobalServiceApprovalStatus = (typeof globalServiceApprovalStatuses)[number]

/** Diaspora-facing businesses (restaurants, shipping agents, ...). */
export const globalServices = pgTable(
  'global_services',
  {
    id: id(),
    /** User account that runs the service, when it has one. */
    providerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    serviceType: text({ enum: globalServiceTypes }).notNull(),
    businessName: text().notNull(),
    description: text(),
    serviceAreas: textList(),
    contactInfo: jsonb(),
    website: text(),
    socialMedia: jsonb(),
    rating: ratingAvg().notNull().default('0'),
    totalReviews: integer().notNull().default(0),
    isVerified: boolean().notNull().default(false),
    servesEthiopianCommunity: boolean().notNull().default(true),
    languagesSupported: textList(),
    isActive: boolean().notNull().default(true),
    approvalStatus: text({ enum: globalServiceApprovalStatuses }).notNull().default('approved'),
    reviewedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('global_services_service_type_is_active_idx').on(t.serviceType, t.isActive),
    index('global_services_provider_id_idx').on(t.providerId),
    inCheck('global_services_service_type_check', t.serviceType, globalServiceTypes),
    inCheck(
      'global_services_approval_status_check',
      t.approvalStatus,
      globalServiceApprovalStatuses,
    ),
    index('global_services_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.approvalStatus} = 'pending'`),
    check('global_services_rating_check', sql`${t.rating} between 0 and 5`),
    check('global_services_total_reviews_check', sql`${t.totalReviews} >= 0`),
  ],
)

export type GlobalService = typeof globalServices.$inferSelect
export type NewGlobalService = typeof globalServices.$inferInsert
