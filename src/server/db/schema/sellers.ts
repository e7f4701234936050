import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  createdAt,
  id,
  inCheck,
  money,
  rate,
  ratingAvg,
  textList,
  tstz,
  updatedAt,
} from './columns.ts'
import { users } from './users.ts'

export const trialStatuses = ['active', 'expired', 'converted', 'cancelled'] as const
export type TrialStatus = (typeof trialStatuses)[number]

/** Seller tiers (bronze, silver, gold, diamond, ...). Thresholds are data, not code. */
export const commissionTiers = pgTable(
  'commission_tiers',
  {
    id: id(),
    name: text().notNull(),
    nameAmharic: text(),
    nameOm: text(),
    nameTi: text(),
    description: text(),
    descriptionAmharic: text(),
    descriptionOm: text(),
    descriptionTi: text(),
    level: integer().notNull(),
    commissionRate: rate().notNull(),
    minimumMonthlySales: money().notNull().default('0'),
    minimumTotalSales: money().notNull().default('0'),
    minimumRating: ratingAvg().notNull().default('0'),
    minimumReviews: integer().notNull().default(0),
    minimumActiveProducts: integer().notNull().default(0),
    /** Featured listings allowed per month. */
    featuredListingAllowance: integer().notNull().default(0),
    /** Order amount from which shipping is free; 0 = always free, null = no free-shipping perk. */
    freeShippingThreshold: money(),
    prioritySupport: boolean().notNull().default(false),
    analyticsAccess: boolean().notNull().default(false),
    bulkUploadAccess: boolean().notNull().default(false),
    badgeColor: text().notNull().default('#8B4513'),
    badgeIcon: text(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('commission_tiers_level_unique').on(t.level),
    check('commission_tiers_level_check', sql`${t.level} >= 1`),
    check('commission_tiers_rate_check', sql`${t.commissionRate} between 0 and 1`),
    check(
      'commission_tiers_minimums_check',
      sql`${t.minimumMonthlySales} >= 0 and ${t.minimumTotalSales} >= 0 and ${t.minimumRating} between 0 and 5 and ${t.minimumReviews} >= 0 and ${t.minimumActiveProducts} >= 0 and ${t.featuredListingAllowance} >= 0`,
    ),
    check(
      'commission_tiers_free_shipping_threshold_check',
      sql`${t.freeShippingThreshold} is null or ${t.freeShippingThreshold} >= 0`,
    ),
  ],
)

/** One seller (store) per user. */
export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeName: text().notNull(),
    description: text(),
    rating: ratingAvg().notNull().default('0'),
    totalReviews: integer().notNull().default(0),
    verified: boolean().notNull().default(false),
    currentTierId: uuid().references(() => commissionTiers.id, { onDelete: 'set null' }),
    currentCommissionRate: rate().notNull().default('0.0800'),
    totalSalesAmount: money().notNull().default('0'),
    monthlySalesAmount: money().notNull().default('0'),
    lastTierEvaluationAt: tstz(),
    tierProgressPercentage: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    servesInternational: boolean().notNull().default(false),
    shippingRegions: textList(),
    baseCurrency: text().notNull().default('ETB'),
    acceptedCurrencies: text()
      .array()
      .notNull()
      .default(sql`'{ETB}'::text[]`),
    businessLicense: text(),
    taxId: text(),
    isDiasporaFriendly: boolean().notNull().default(true),
    supportsRemittance: boolean().notNull().default(false),
    /**
     * Vacation mode: the store is away while this date (Addis Ababa) is still ahead, and open
     * again on it; products stay listed but cannot be bought. Null: open.
     */
    vacationUntil: date({ mode: 'string' }),
    /** The seller's note to buyers while away. */
    vacationMessage: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('sellers_user_id_unique').on(t.userId),
    index('sellers_current_tier_id_idx').on(t.currentTierId),
    check('sellers_rating_check', sql`${t.rating} between 0 and 5`),
    check('sellers_commission_rate_check', sql`${t.currentCommissionRate} between 0 and 1`),
    check(
      'sellers_totals_check',
      sql`${t.totalReviews} >= 0 and ${t.totalSalesAmount} >= 0 and ${t.monthlySalesAmount} >= 0`,
    ),
    check('sellers_tier_progress_check', sql`${t.tierProgressPercentage} between 0 and 100`),
  ],
)

export const trialPlans = pgTable(
  'trial_plans',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    durationDays: integer().notNull().default(90),
    maxProducts: integer().notNull().default(5),
    maxCategories: integer().notNull().default(3),
    canReceiveMessages: boolean().notNull().default(true),
    canViewAnalytics: boolean().notNull().default(true),
    canUsePremiumFeatures: boolean().notNull().default(false),
    advertisingCredits: money().notNull().default('10.00'),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trial_plans_duration_days_check', sql`${t.durationDays} >= 1`),
    check(
      'trial_plans_limits_check',
      sql`${t.maxProducts} >= 0 and ${t.maxCategories} >= 0 and ${t.advertisingCredits} >= 0`,
    ),
  ],
)

export const userTrials = pgTable(
  'user_trials',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trialPlanId: uuid()
      .notNull()
      .references(() => trialPlans.id, { onDelete: 'restrict' }),
    status: text({ enum: trialStatuses }).notNull().default('active'),
    startedAt: tstz().notNull().defaultNow(),
    expiresAt: tstz().notNull(),
    convertedAt: tstz(),
    cancellationReason: text(),
    usageStats: jsonb(),
    remindersSent: integer().notNull().default(0),
    lastReminderAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_trials_user_id_idx').on(t.userId),
    index('user_trials_trial_plan_id_idx').on(t.trialPlanId),
    index('user_trials_status_expires_at_idx').on(t.status, t.expiresAt),
    inCheck('user_trials_status_check', t.status, trialStatuses),
    check('user_trials_reminders_sent_check', sql`${t.remindersSent} >= 0`),
  ],
)

/** One row per (trial, feature), usageCount incremented on use. */
export const trialUsageTracking = pgTable(
  'trial_usage_tracking',
  {
    id: id(),
    userTrialId: uuid()
      .notNull()
      .references(() => userTrials.id, { onDelete: 'cascade' }),
    feature: text().notNull(),
    usageCount: integer().notNull().default(0),
    lastUsedAt: tstz(),
    metricData: jsonb(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('trial_usage_tracking_trial_feature_unique').on(t.userTrialId, t.feature),
    check('trial_usage_tracking_usage_count_check', sql`${t.usageCount} >= 0`),
  ],
)

export type CommissionTier = typeof commissionTiers.$inferSelect
export type NewCommissionTier = typeof commissionTiers.$inferInsert
export type Seller = typeof sellers.$inferSelect
export type NewSeller = typeof sellers.$inferInsert
export type TrialPlan = typeof trialPlans.$inferSelect
export type NewTrialPlan = typeof trialPlans.$inferInsert
export type UserTrial = typeof userTrials.$inferSelect
export type NewUserTrial = typeof userTrials.$inferInsert
export type TrialUsage = typeof trialUsageTracking.$inferSelect
export type NewTrialUsage = typeof trialUsageTracking.$inferInsert
