import Big from 'big.js'
import type { z } from 'zod'
import type { adReviewInput } from '#shared/contracts/ads.ts'
import {
  AD_GENDERS,
  AD_TARGET_REGIONS,
  SOCIAL_PLATFORMS,
  adLinkTargetOf,
  type AdChannel,
  type AdFigures,
  type AdForReview,
  type AdPlatform,
  type AdValues,
  type SellerAd,
  type SellerAdList,
} from '#shared/contracts/ads.ts'
import { LANGUAGES } from '#shared/constants.ts'
import { translate } from '#shared/i18n/messages.ts'
import { uiLanguageFor } from '#shared/language.ts'
import type { Database, Executor } from '#server/db/database.ts'
import type { AdApprovalStatus } from '#server/db/schema/advertising.ts'
import { assertOwner } from '#server/lib/access.ts'
import { recordAdminAction } from '#server/lib/audit.ts'
import { AppError, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { UPLOADED_IMAGE_URL } from '#shared/image-variants.ts'
import type { UploadStorage } from '#server/modules/uploads/upload-storage.ts'
import { isStoredUpload } from '#server/modules/uploads/uploads.service.ts'
import { adapterFor } from './ads.adapters.ts'
import * as q from './ads.queries.ts'
import { notifyUser } from '#server/modules/messaging/notices.service.ts'

const ADDIS_OFFSET = '+03:00'
const REVIEW_LIST_MAX = 200
/** Campaign rows wait in this state until an admin approves the ad. */
const PENDING_REVIEW = 'pending_review'

/** The audience stored in advertisements.target_audience; serving reads the same shape. */
export type TargetAudience = {
  regions: string[]
  languages: string[]
  gender: (typeof AD_GENDERS)[number]
  ageMin: number | null
  ageMax: number | null
}

function readAudience(value: unknown): TargetAudience {
  const raw = (value ?? {}) as Partial<Record<keyof TargetAudience, unknown>>
  const list = (items: unknown, allowed: readonly string[]) =>
    Array.isArray(items) ? items.filter((item): item is string => allowed.includes(item)) : []
  const ageOf = (age: unknown) => (typeof age === 'number' ? age : null)
  return {
    regions: list(raw.regions, AD_TARGET_REGIONS),
    languages: list(raw.languages, LANGUAGES),
    gender: AD_GENDERS.includes(raw.gender as never)
      ? (raw.gender as TargetAudience['gender'])
      : 'all',
    ageMin: ageOf(raw.ageMin),
    ageMax: ageOf(raw.ageMax),
  }
}

/** A day of the form (Addis Ababa) as the instant it starts, or ends for an end date. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00${ADDIS_OFFSET}`)
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999${ADDIS_OFFSET}`)
const addisDay = (at: Date) =>
  new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** Two-decimal percentage as a string; "0.00" when there is no whole. */
function percent(part: number, whole: number): string {
  if (whole <= 0) return '0.00'
  return new Big(part).div(whole).times(100).toFixed(2)
}

function figures(values: {
  impressions: number
  clicks: number
  conversions: number
  spend: string
}): AdFigures {
  return {
    impressions: values.impressions,
    clicks: values.clicks,
    conversions: values.conversions,
    spend: new Big(values.spend).toFixed(2),
    ctr: percent(values.clicks, values.impressions),
    costPerClick: values.clicks > 0 ? new Big(values.spend).div(values.clicks).toFixed(2) : null,
    conversionRate: percent(values.conversions, values.clicks),
  }
}

function toCampaign(row: q.CampaignRow) {
  return {
    ...row,
    ctr: new Big(row.ctr).toFixed(2),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

function toSellerAd(row: q.AdRow, campaigns: q.CampaignRow[]): SellerAd {
  const audience = readAudience(row.targetAudience)
  const conversions = campaigns.reduce((sum, campaign) => sum + campaign.conversions, 0)
  return {
    id: row.id,
    businessName: row.businessName,
    businessPhone: row.businessPhone,
    businessEmail: row.businessEmail,
    businessAddress: row.businessAddress,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    websiteUrl: row.websiteUrl,
    linkTarget: row.linkTarget,
    linkProductId: row.linkProductId,
    adType: row.adType,
    targetCategory: row.targetCategory,
    budget: row.budget,
    socialMediaBudget: row.socialMediaBudget,
    telebirrBudget: row.telebirrBudget,
    startDate: addisDay(row.startDate),
    endDate: addisDay(row.endDate),
    isActive: row.isActive,
    socialPlatforms: row.socialPlatforms,
    adCreativeType: row.adCreativeType,
    telebirrAdType: row.telebirrAdType,
    telebirrPromotionType: row.telebirrPromotionType,
    telebirrTargetRegions: row.telebirrTargetRegions,
    targetRegions: audience.regions as SellerAd['targetRegions'],
    targetLanguages: audience.languages as SellerAd['targetLanguages'],
    targetGender: audience.gender,
    targetAgeMin: audience.ageMin,
    targetAgeMax: audience.ageMax,
    approvalStatus: row.approvalStatus,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    isServing: row.isServing,
    figures: figures({
      impressions: row.impressions,
      clicks: row.clicks,
      conversions,
      spend: row.spend,
    }),
    campaigns: campaigns.map(toCampaign),
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * Each platform's share of the ad: telebirr gets the telebirr budget; the social media budget is
 * split evenly between the chosen social platforms (cents left over go to the first).
 */
export function platformBudgets(values: {
  socialPlatforms: AdPlatform[]
  socialMediaBudget: string
  telebirrBudget: string
}): Map<AdPlatform, string> {
  const budgets = new Map<AdPlatform, string>()
  const social = values.socialPlatforms.filter((platform) =>
    (SOCIAL_PLATFORMS as readonly string[]).includes(platform),
  )
  if (social.length > 0) {
    const total = new Big(values.socialMediaBudget)
    const each = total.div(social.length).round(2, Big.roundDown)
    const first = total.minus(each.times(social.length - 1))
    social.forEach((platform, index) =>
      budgets.set(platform, (index === 0 ? first : each).toFixed(2)),
    )
  }
  if (values.socialPlatforms.includes('telebirr')) {
    budgets.set('telebirr', new Big(values.telebirrBudget).toFixed(2))
  }
  return budgets
}

function columnsFor(values: AdValues) {
  const audience: TargetAudience = {
    regions: values.targetRegions,
    languages: values.targetLanguages,
    gender: values.targetGender,
    ageMin: values.targetAgeMin,
    ageMax: values.targetAgeMax,
  }
  const telebirr = values.socialPlatforms.includes('telebirr')
  const linkTarget = adLinkTargetOf(values)
  return {
    linkTarget,
    linkProductId: linkTarget === 'product' ? values.linkProductId : null,
    businessName: values.businessName,
    businessPhone: values.businessPhone,
    businessEmail: values.businessEmail,
    businessAddress: values.businessAddress,
    title: values.title,
    description: values.description,
    imageUrl: values.imageUrl,
    websiteUrl: linkTarget === 'website' ? values.websiteUrl : null,
    targetCategory: values.targetCategory,
    budget: values.budget,
    socialMediaBudget: values.socialMediaBudget,
    telebirrBudget: telebirr ? values.telebirrBudget : '0',
    startDate: startOfDay(values.startDate),
    endDate: endOfDay(values.endDate),
    socialPlatforms: values.socialPlatforms,
    adCreativeType: values.adCreativeType,
    telebirrAdType: telebirr ? values.telebirrAdType : null,
    telebirrPromotionType: telebirr ? values.telebirrPromotionType : null,
    telebirrTargetRegions: telebirr ? values.targetRegions : [],
    targetAudience: audience,
  }
}

async function single(db: Executor, id: string): Promise<SellerAd> {
  const [row, campaigns] = await Promise.all([q.findAd(db, id), q.campaignsOfAds(db, [id])])
  return toSellerAd(row!, campaigns)
}

/** The signed-in seller's ads for a page (social or telebirr), with figures from delivery. */
export async function listAds(
  db: Executor,
  user: AuthUser,
  channel: AdChannel | undefined,
): Promise<SellerAdList> {
  const rows = await q.listOwnAds(db, user.id, channel)
  const ids = rows.map((row) => row.id)
  const [campaigns, regions, own] = await Promise.all([
    q.campaignsOfAds(db, ids),
    q.deliveryByRegion(db, ids),
    q.findStoreWithProducts(db, user.id),
  ])
  const byAd = new Map<string, q.CampaignRow[]>()
  for (const campaign of campaigns) {
    byAd.set(campaign.advertisementId, [...(byAd.get(campaign.advertisementId) ?? []), campaign])
  }
  const ads = rows.map((row) => toSellerAd(row, byAd.get(row.id) ?? []))
  const totals = ads.reduce(
    (sum, ad) => ({
      impressions: sum.impressions + ad.figures.impressions,
      clicks: sum.clicks + ad.figures.clicks,
      conversions: sum.conversions + ad.figures.conversions,
      spend: sum.spend.plus(ad.figures.spend),
    }),
    { impressions: 0, clicks: 0, conversions: 0, spend: new Big(0) },
  )
  const regionTotal = regions.reduce((sum, region) => sum + region.impressions, 0)
  const platforms = new Map<AdPlatform, SellerAdList['platforms'][number]>()
  for (const campaign of campaigns) {
    const entry = platforms.get(campaign.platform) ?? {
      platform: campaign.platform,
      campaigns: 0,
      impressions: 0,
      clicks: 0,
      spend: '0.00',
      statuses: [],
    }
    entry.campaigns += 1
    entry.impressions += campaign.impressions
    entry.clicks += campaign.clicks
    entry.spend = new Big(entry.spend).plus(campaign.spend).toFixed(2)
    if (!entry.statuses.includes(campaign.status)) entry.statuses.push(campaign.status)
    platforms.set(campaign.platform, entry)
  }
  return {
    store: own.store,
    products: own.products,
    ads,
    summary: figures({ ...totals, spend: totals.spend.toFixed(2) }),
    regions: regions.map((region) => ({
      ...region,
      share: regionTotal > 0 ? Math.round((region.impressions / regionTotal) * 1000) / 10 : 0,
    })),
    platforms: [...platforms.values()],
  }
}

export async function listCampaigns(db: Executor, user: AuthUser, platform?: AdPlatform) {
  return (await q.listOwnCampaigns(db, user.id, platform)).map(toCampaign)
}

type Deps = { db: Database; storage: UploadStorage }

/** An uploaded image must be one our upload flow stored (a web address is taken as it is). */
async function assertImageStored(
  storage: UploadStorage,
  imageUrl: string | null,
  kept?: string | null,
) {
  if (!imageUrl || imageUrl === kept || !UPLOADED_IMAGE_URL.test(imageUrl)) return
  if (!(await isStoredUpload(storage, imageUrl))) {
    throw new AppError(400, 'IMAGE_NOT_UPLOADED', 'product.imageNotUploaded', {
      details: { fields: { imageUrl: 'product.imageNotUploaded' } },
    })
  }
}

/** A product ad may lead only to one of the seller's own products. */
async function assertLinkAllowed(db: Executor, user: AuthUser, values: AdValues) {
  if (adLinkTargetOf(values) !== 'product' || !values.linkProductId) return
  if (!(await q.isOwnProduct(db, user.id, values.linkProductId))) {
    throw new AppError(400, 'AD_LINK_PRODUCT', 'validation.adLinkProduct', {
      details: { fields: { linkProductId: 'validation.adLinkProduct' } },
    })
  }
}

/** A new ad waits for an admin; its per-platform campaign rows wait with it. */
export async function createAd(
  { db, storage }: Deps,
  user: AuthUser,
  values: AdValues,
): Promise<SellerAd> {
  await assertLinkAllowed(db, user, values)
  await assertImageStored(storage, values.imageUrl)
  const id = await db.transaction(async (tx) => {
    const adId = await q.insertAd(tx, {
      ...columnsFor(values),
      createdBy: user.id,
      adType: 'social_media',
      isActive: true,
      approvalStatus: 'pending',
    })
    await q.insertCampaigns(
      tx,
      [...platformBudgets(values)].map(([platform, budget]) => ({
        advertisementId: adId,
        platform,
        budget,
        status: PENDING_REVIEW,
      })),
    )
    return adId
  })
  return single(db, id)
}

async function ownedAd(db: Executor, user: AuthUser, id: string) {
  const ad = await q.findAd(db, id)
  if (!ad) throw notFound('advertisement.notFound', 'ADVERTISEMENT_NOT_FOUND')
  assertOwner(user, ad.createdBy)
  return ad
}

/** Pausing or resuming keeps the review: it changes whether, not what, buyers see. */
export async function setAdActive(
  db: Executor,
  user: AuthUser,
  id: string,
  isActive: boolean,
): Promise<SellerAd> {
  await ownedAd(db, user, id)
  await q.updateAd(db, id, { isActive })
  return single(db, id)
}

/**
 * An edit changes what buyers would see, so the ad goes back to the review queue. The budget
 * cannot drop below what delivery has already spent.
 */
export async function editAd(
  { db, storage }: Deps,
  user: AuthUser,
  id: string,
  input: AdValues,
): Promise<SellerAd> {
  const ad = await ownedAd(db, user, id)
  await assertLinkAllowed(db, user, input)
  await assertImageStored(storage, input.imageUrl, ad.imageUrl)
  if (new Big(input.budget).lt(ad.spend)) {
    throw new AppError(400, 'AD_BUDGET_BELOW_SPEND', 'advertisement.budgetBelowSpend', {
      values: { spend: new Big(ad.spend).toFixed(2) },
      details: { fields: { budget: 'advertisement.budgetBelowSpend' } },
    })
  }
  await db.transaction(async (tx) => {
    await q.updateAd(tx, id, {
      ...columnsFor(input),
      approvalStatus: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      reviewNote: null,
    })
    const budgets = platformBudgets(input)
    const existing = await q.campaignsOfAds(tx, [id])
    await q.deleteCampaigns(
      tx,
      id,
      existing.filter((row) => !budgets.has(row.platform)).map((row) => row.platform),
    )
    for (const row of existing) {
      const budget = budgets.get(row.platform)
      if (budget !== undefined)
        await q.updateCampaign(tx, row.id, { budget, status: PENDING_REVIEW })
    }
    const kept = new Set(existing.map((row) => row.platform))
    await q.insertCampaigns(
      tx,
      [...budgets]
        .filter(([platform]) => !kept.has(platform))
        .map(([platform, budget]) => ({
          advertisementId: id,
          platform,
          budget,
          status: PENDING_REVIEW,
        })),
    )
  })
  return single(db, id)
}

/** Deleting an ad removes its campaign rows and delivery figures with it. */
export async function removeAd(db: Executor, user: AuthUser, id: string): Promise<void> {
  await ownedAd(db, user, id)
  await q.deleteAd(db, id)
}

/* --------------------------------------------------------------------------- admin review */

function toReview(row: Awaited<ReturnType<typeof q.listForReview>>[number]): AdForReview {
  return {
    ...row,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listForReview(
  db: Executor,
  status: AdApprovalStatus,
): Promise<AdForReview[]> {
  return (await q.listForReview(db, status, REVIEW_LIST_MAX)).map(toReview)
}

/**
 * Approve or reject an ad (an earlier decision may be changed, e.g. take down an approved ad). The
 * decision and the admin action are one transaction; approved campaigns are then handed to their
 * platform adapters, which record their sync status.
 */
export async function reviewAd(
  db: Database,
  admin: AuthUser,
  id: string,
  input: z.output<typeof adReviewInput>,
): Promise<SellerAd> {
  const approvalStatus = input.decision === 'approve' ? 'approved' : 'rejected'
  const ad = await db.transaction(async (tx) => {
    const found = await q.findAd(tx, id)
    if (!found) throw notFound('advertisement.notFound', 'ADVERTISEMENT_NOT_FOUND')
    await q.setApproval(tx, id, {
      approvalStatus,
      reviewedBy: admin.id,
      reviewNote: input.note || null,
    })
    await q.setCampaignStatus(tx, id, approvalStatus === 'approved' ? PENDING_REVIEW : 'rejected')
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: `advertisement.${input.decision}`,
      targetType: 'advertisement',
      targetId: id,
      details: { title: found.title, previous: found.approvalStatus, note: input.note ?? null },
    })
    if (found.createdBy) {
      const language = uiLanguageFor(await q.findUserLanguage(tx, found.createdBy))
      await notifyUser(tx, {
        userId: found.createdBy,
        type: `advertisement_${approvalStatus}`,
        title: translate(
          approvalStatus === 'approved'
            ? 'advertisement.approvedTitle'
            : 'advertisement.rejectedTitle',
          language,
          { title: found.title },
        ),
        ...(input.note ? { body: input.note } : {}),
        link: found.socialPlatforms.includes('telebirr') ? '/telebirr-ads' : '/social-ads',
      })
    }
    return found
  })
  if (approvalStatus === 'approved') await publishCampaigns(db, ad)
  return single(db, id)
}

async function publishCampaigns(db: Executor, ad: q.AdRow) {
  for (const campaign of await q.campaignsOfAds(db, [ad.id])) {
    const result = await adapterFor(campaign.platform).publish({
      campaignRowId: campaign.id,
      advertisementId: ad.id,
      platform: campaign.platform,
      title: ad.title,
      description: ad.description,
      imageUrl: ad.imageUrl,
      websiteUrl: ad.websiteUrl,
      budget: campaign.budget,
      startDate: ad.startDate,
      endDate: ad.endDate,
    })
    await q.updateCampaign(db, campaign.id, {
      status: result.status,
      campaignId: result.campaignId,
      lastSyncedAt: result.syncedAt,
    })
  }
}
