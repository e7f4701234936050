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
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { categories, products } from './catalog.ts'
import { createdAt, id, inCheck, money, sqlList, textList, tstz, updatedAt } from './columns.ts'
import { users } from './users.ts'

export const adPlatforms = ['tiktok', 'facebook', 'instagram', 'telebirr'] as const
export type AdPlatform = (typeof adPlatforms)[number]

export const adCreativeTypes = ['image', 'video', 'carousel'] as const
export type AdCreativeType = (typeof adCreativeTypes)[number]

export const telebirrAdTypes = ['banner', 'push_notification', 'in_app_display'] as const
export type TelebirrAdType = (typeof telebirrAdTypes)[number]

export const telebirrPromotionTypes = ['cashback', 'discount', 'bonus_airtime'] as const
export type TelebirrPromotionType = (typeof telebirrPromotionTypes)[number]

export const adTargetRegions = [
  'addis_ababa',
  'dire_dawa',
  'bahir_dar',
  'hawassa',
  'mekelle',
  'adama',
  'jimma',
  'regional',
] as const
export type AdTargetRegion = (typeof adTargetRegions)[number]

/**
 * Where a click on the ad leads: the advertiser's store page, one of their products, or their own
 * website. An ad with nowhere to lead is not served (docs/decisions/014-ad-links.md).
 */
export const adLinkTargets = ['store', 'product', 'website'] as const
export type AdLinkTarget = (typeof adLinkTargets)[number]

/** Every seller's ad waits for an admin; only approved ads are served. */
export const adApprovalStatuses = ['pending', 'approved', 'rejected'] as const
export type AdApprovalStatus = (typeof adApprovalStatuses)[number]

export const advertisements = pgTable(
  'advertisements',
  {
    id: id(),
    /** User who created the ad (owner for permission checks). */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    businessName: text().notNull(),
    businessPhone: text(),
    businessEmail: text(),
    businessAddress: text(),
    title: text().notNull(),
    description: text(),
    imageUrl: text(),
    websiteUrl: text(),
    linkTarget: text({ enum: adLinkTargets }).notNull().default('website'),
    /** The product a 'product' ad leads to (one of the advertiser's own). */
    linkProductId: uuid().references(() => products.id, { onDelete: 'set null' }),
    /** e.g. 'social_media' (default of the ad form), 'banner', 'sponsored_product'. */
    adType: text().notNull().default('social_media'),
    /** Category the ad targets (read back as category {name}). */
    targetCategory: uuid().references(() => categories.id, { onDelete: 'set null' }),
    budget: money().notNull(),
    startDate: tstz().notNull(),
    endDate: tstz().notNull(),
    isActive: boolean().notNull().default(true),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    socialPlatforms: text({ enum: adPlatforms })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tiktokCampaignId: text(),
    facebookCampaignId: text(),
    telebirrCampaignId: text(),
    socialMediaBudget: money().notNull().default('0'),
    telebirrBudget: money().notNull().default('0'),
    targetAudience: jsonb(),
    adCreativeType: text({ enum: adCreativeTypes }).notNull().default('image'),
    telebirrAdType: text({ enum: telebirrAdTypes }),
    telebirrTargetRegions: textList(),
    telebirrDemographics: jsonb(),
    telebirrPromotionType: text({ enum: telebirrPromotionTypes }),
    /** Spend derived from delivery on our pages (see docs/decisions/008-ad-serving-and-spend.md). */
    spend: money().notNull().default('0'),
    // The default backfills ads that ran before review existed; new ads are inserted as 'pending'.
    approvalStatus: text({ enum: adApprovalStatuses }).notNull().default('approved'),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: tstz(),
    reviewNote: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('advertisements_ad_type_is_active_idx').on(t.adType, t.isActive),
    index('advertisements_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.approvalStatus} = 'pending'`),
    inCheck('advertisements_approval_status_check', t.approvalStatus, adApprovalStatuses),
    inCheck('advertisements_link_target_check', t.linkTarget, adLinkTargets),
    check('advertisements_spend_check', sql`${t.spend} >= 0`),
    index('advertisements_social_platforms_idx').using('gin', t.socialPlatforms),
    index('advertisements_created_by_idx').on(t.createdBy),
    index('advertisements_target_category_idx').on(t.targetCategory),
    check(
      'advertisements_social_platforms_check',
      sql`${t.socialPlatforms} <@ array[${sqlList(adPlatforms)}]::text[]`,
    ),
    inCheck('advertisements_ad_creative_type_check', t.adCreativeType, adCreativeTypes),
    inCheck('advertisements_telebirr_ad_type_check', t.telebirrAdType, telebirrAdTypes),
    inCheck(
      'advertisements_telebirr_promotion_type_check',
      t.telebirrPromotionType,
      telebirrPromotionTypes,
    ),
    check(
      'advertisements_amounts_check',
      sql`${t.budget} >= 0 and ${t.socialMediaBudget} >= 0 and ${t.telebirrBudget} >= 0 and ${t.impressions} >= 0 and ${t.clicks} >= 0`,
    ),
    check('advertisements_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
)

/** Campaign mirrored from an external ad platform. */
export const socialMediaCampaigns = pgTable(
  'social_media_campaigns',
  {
    id: id(),
    advertisementId: uuid()
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    platform: text({ enum: adPlatforms }).notNull(),
    campaignId: text(),
    adsetId: text(),
    adId: text(),
    status: text().notNull().default('active'),
    budget: money().notNull().default('0'),
    spend: money().notNull().default('0'),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    conversions: integer().notNull().default(0),
    /** Click-through rate in percent. */
    ctr: numeric({ precision: 7, scale: 4 }).notNull().default('0'),
    /** Cost per click. */
    cpc: money().notNull().default('0'),
    lastSyncedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('social_media_campaigns_advertisement_id_idx').on(t.advertisementId),
    index('social_media_campaigns_platform_idx').on(t.platform),
    inCheck('social_media_campaigns_platform_check', t.platform, adPlatforms),
    check(
      'social_media_campaigns_numbers_check',
      sql`${t.budget} >= 0 and ${t.spend} >= 0 and ${t.impressions} >= 0 and ${t.clicks} >= 0 and ${t.conversions} >= 0 and ${t.ctr} >= 0 and ${t.cpc} >= 0`,
    ),
  ],
)

/**
 * Delivery of an ad on our own pages per day and viewer region ('unknown' when the viewer's
 * region is not known): the source of the seller's region bars and figures.
 */
export const advertisementDeliveryStats = pgTable(
  'advertisement_delivery_stats',
  {
    advertisementId: uuid()
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    region: text().notNull(),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    spend: money().notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.advertisementId, t.day, t.region] }),
    check(
      'advertisement_delivery_stats_numbers_check',
      sql`${t.impressions} >= 0 and ${t.clicks} >= 0 and ${t.spend} >= 0`,
    ),
  ],
)

export type Advertisement = typeof advertisements.$inferSelect
export type NewAdvertisement = typeof advertisements.$inferInsert
export type NewAdvertisementDeliveryStat = typeof advertisementDeliveryStats.$inferInsert
export type SocialMediaCampaign = typeof socialMediaCampaigns.$inferSelect
export type NewSocialMediaCampaign = typeof socialMediaCampaigns.$inferInsert
