import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import {
  advertisementDeliveryStats,
  advertisements,
  socialMediaCampaigns,
  type AdApprovalStatus,
  type AdPlatform,
  type NewAdvertisement,
} from '#server/db/schema/advertising.ts'
import { products } from '#server/db/schema/catalog.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'

// A seller's own ads (scoped by the creating user), their per-platform campaign rows and delivery
// figures, and the admin review queue.

const adColumns = {
  id: advertisements.id,
  createdBy: advertisements.createdBy,
  businessName: advertisements.businessName,
  businessPhone: advertisements.businessPhone,
  businessEmail: advertisements.businessEmail,
  businessAddress: advertisements.businessAddress,
  title: advertisements.title,
  description: advertisements.description,
  imageUrl: advertisements.imageUrl,
  websiteUrl: advertisements.websiteUrl,
  linkTarget: advertisements.linkTarget,
  linkProductId: advertisements.linkProductId,
  adType: advertisements.adType,
  targetCategory: advertisements.targetCategory,
  budget: advertisements.budget,
  socialMediaBudget: advertisements.socialMediaBudget,
  telebirrBudget: advertisements.telebirrBudget,
  startDate: advertisements.startDate,
  endDate: advertisements.endDate,
  isActive: advertisements.isActive,
  impressions: advertisements.impressions,
  clicks: advertisements.clicks,
  spend: advertisements.spend,
  socialPlatforms: advertisements.socialPlatforms,
  adCreativeType: advertisements.adCreativeType,
  telebirrAdType: advertisements.telebirrAdType,
  telebirrPromotionType: advertisements.telebirrPromotionType,
  telebirrTargetRegions: advertisements.telebirrTargetRegions,
  targetAudience: advertisements.targetAudience,
  approvalStatus: advertisements.approvalStatus,
  reviewNote: advertisements.reviewNote,
  reviewedAt: advertisements.reviewedAt,
  createdAt: advertisements.createdAt,
  isServing: sql<boolean>`(${advertisements.approvalStatus} = 'approved' and ${advertisements.isActive} and ${advertisements.startDate} <= now() and ${advertisements.endDate} >= now() and ${advertisements.spend} < ${advertisements.budget})`,
}

export type AdRow = NonNullable<Awaited<ReturnType<typeof findAd>>>

const channelFilter = (channel: 'social' | 'telebirr' | undefined) =>
  channel === 'telebirr'
    ? sql`${advertisements.socialPlatforms} @> array['telebirr']::text[]`
    : channel === 'social'
      ? sql`${advertisements.socialPlatforms} && array['tiktok','facebook','instagram']::text[]`
      : undefined

export async function listOwnAds(
  db: Executor,
  userId: string,
  channel: 'social' | 'telebirr' | undefined,
) {
  return db
    .select(adColumns)
    .from(advertisements)
    .where(and(eq(advertisements.createdBy, userId), channelFilter(channel)))
    .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
}

/** The store of this user, and its products an ad may link to (newest first). */
export async function findStoreWithProducts(db: Executor, userId: string) {
  const [store] = await db
    .select({ id: sellers.id, name: sellers.storeName })
    .from(sellers)
    .where(eq(sellers.userId, userId))
  if (!store) return { store: null, products: [] }
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.sellerId, store.id), ne(products.reviewStatus, 'rejected')))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(200)
  return { store, products: rows }
}

/** Whether the product belongs to the store of this user (an ad may lead only to its own products). */
export async function isOwnProduct(db: Executor, userId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, productId), eq(sellers.userId, userId)))
  return Boolean(row)
}

export async function findAd(db: Executor, id: string) {
  const [row] = await db.select(adColumns).from(advertisements).where(eq(advertisements.id, id))
  return row ?? null
}

export async function insertAd(db: Executor, values: NewAdvertisement) {
  const [row] = await db.insert(advertisements).values(values).returning({ id: advertisements.id })
  return row!.id
}

export async function updateAd(db: Executor, id: string, values: Partial<NewAdvertisement>) {
  await db.update(advertisements).set(values).where(eq(advertisements.id, id))
}

export async function deleteAd(db: Executor, id: string) {
  await db.delete(advertisements).where(eq(advertisements.id, id))
}

const campaignColumns = {
  id: socialMediaCampaigns.id,
  advertisementId: socialMediaCampaigns.advertisementId,
  platform: socialMediaCampaigns.platform,
  status: socialMediaCampaigns.status,
  budget: socialMediaCampaigns.budget,
  spend: socialMediaCampaigns.spend,
  impressions: socialMediaCampaigns.impressions,
  clicks: socialMediaCampaigns.clicks,
  conversions: socialMediaCampaigns.conversions,
  ctr: socialMediaCampaigns.ctr,
  cpc: socialMediaCampaigns.cpc,
  lastSyncedAt: socialMediaCampaigns.lastSyncedAt,
  createdAt: socialMediaCampaigns.createdAt,
}

export type CampaignRow = Awaited<ReturnType<typeof campaignsOfAds>>[number]

export async function campaignsOfAds(db: Executor, adIds: string[]) {
  if (adIds.length === 0) return []
  return db
    .select(campaignColumns)
    .from(socialMediaCampaigns)
    .where(inArray(socialMediaCampaigns.advertisementId, adIds))
    .orderBy(asc(socialMediaCampaigns.platform), asc(socialMediaCampaigns.createdAt))
}

/** The campaign rows of the user's ads, optionally of one platform (GET /api/social-media-campaigns). */
export async function listOwnCampaigns(
  db: Executor,
  userId: string,
  platform: AdPlatform | undefined,
) {
  return db
    .select(campaignColumns)
    .from(socialMediaCampaigns)
    .innerJoin(advertisements, eq(advertisements.id, socialMediaCampaigns.advertisementId))
    .where(
      and(
        eq(advertisements.createdBy, userId),
        platform ? eq(socialMediaCampaigns.platform, platform) : undefined,
      ),
    )
    .orderBy(desc(socialMediaCampaigns.createdAt), asc(socialMediaCampaigns.platform))
}

export async function insertCampaigns(
  db: Executor,
  rows: { advertisementId: string; platform: AdPlatform; budget: string; status: string }[],
) {
  if (rows.length === 0) return
  await db.insert(socialMediaCampaigns).values(rows)
}

export async function deleteCampaigns(db: Executor, advertisementId: string, platforms: string[]) {
  if (platforms.length === 0) return
  await db
    .delete(socialMediaCampaigns)
    .where(
      and(
        eq(socialMediaCampaigns.advertisementId, advertisementId),
        inArray(socialMediaCampaigns.platform, platforms as AdPlatform[]),
      ),
    )
}

export async function updateCampaign(
  db: Executor,
  id: string,
  values: { status?: string; budget?: string; campaignId?: string | null; lastSyncedAt?: Date },
) {
  await db.update(socialMediaCampaigns).set(values).where(eq(socialMediaCampaigns.id, id))
}

export async function setCampaignStatus(db: Executor, advertisementId: string, status: string) {
  await db
    .update(socialMediaCampaigns)
    .set({ status })
    .where(eq(socialMediaCampaigns.advertisementId, advertisementId))
}

/** Impressions and clicks of the given ads by viewer region, from recorded delivery. */
export async function deliveryByRegion(db: Executor, adIds: string[]) {
  if (adIds.length === 0) return []
  return db
    .select({
      region: advertisementDeliveryStats.region,
      impressions: sql<number>`coalesce(sum(${advertisementDeliveryStats.impressions}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${advertisementDeliveryStats.clicks}), 0)::int`,
    })
    .from(advertisementDeliveryStats)
    .where(inArray(advertisementDeliveryStats.advertisementId, adIds))
    .groupBy(advertisementDeliveryStats.region)
    .orderBy(desc(sql`2`), asc(advertisementDeliveryStats.region))
}

export async function setApproval(
  db: Executor,
  id: string,
  values: { approvalStatus: AdApprovalStatus; reviewedBy: string; reviewNote: string | null },
) {
  await db
    .update(advertisements)
    .set({ ...values, reviewedAt: sql`now()` })
    .where(eq(advertisements.id, id))
}

export async function listForReview(db: Executor, status: AdApprovalStatus, limit: number) {
  return db
    .select({
      id: advertisements.id,
      title: advertisements.title,
      description: advertisements.description,
      businessName: advertisements.businessName,
      imageUrl: advertisements.imageUrl,
      websiteUrl: advertisements.websiteUrl,
      linkTarget: advertisements.linkTarget,
      linkProductName: sql<
        string | null
      >`(select ${products.name} from ${products} where ${products.id} = ${advertisements.linkProductId})`,
      budget: advertisements.budget,
      startDate: advertisements.startDate,
      endDate: advertisements.endDate,
      socialPlatforms: advertisements.socialPlatforms,
      approvalStatus: advertisements.approvalStatus,
      reviewNote: advertisements.reviewNote,
      reviewedAt: advertisements.reviewedAt,
      createdAt: advertisements.createdAt,
      storeName: sellers.storeName,
    })
    .from(advertisements)
    .leftJoin(sellers, eq(sellers.userId, advertisements.createdBy))
    .where(eq(advertisements.approvalStatus, status))
    .orderBy(
      status === 'pending' ? asc(advertisements.createdAt) : desc(advertisements.reviewedAt),
      asc(advertisements.id),
    )
    .limit(limit)
}

export async function findUserLanguage(db: Executor, userId: string) {
  const [row] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId))
  return row?.language ?? null
}
