import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { advertisements } from '#server/db/schema/advertising.ts'
import { categories } from '#server/db/schema/catalog.ts'
import { coupons } from '#server/db/schema/coupons.ts'
import { globalServices, type GlobalServiceType } from '#server/db/schema/services.ts'

// Public, read-mostly views of adverts, coupons and global services. "Now" is the database's
// clock, so every server process agrees on which campaigns are running.

const runningAd: SQL = sql`(${advertisements.isActive} and ${advertisements.startDate} <= now() and ${advertisements.endDate} >= now())`

export async function listRunningAds(
  db: Executor,
  params: {
    adType?: string | undefined
    targetCategoryId?: string | undefined
    targetCategorySlug?: string | undefined
    limit: number
  },
) {
  return db
    .select({
      id: advertisements.id,
      title: advertisements.title,
      description: advertisements.description,
      imageUrl: advertisements.imageUrl,
      websiteUrl: advertisements.websiteUrl,
      businessName: advertisements.businessName,
      businessPhone: advertisements.businessPhone,
      adType: advertisements.adType,
      targetCategory: advertisements.targetCategory,
      isActive: advertisements.isActive,
    })
    .from(advertisements)
    .where(
      and(
        runningAd,
        params.adType ? eq(advertisements.adType, params.adType) : undefined,
        params.targetCategoryId
          ? eq(advertisements.targetCategory, params.targetCategoryId)
          : undefined,
        params.targetCategorySlug
          ? sql`${advertisements.targetCategory} = (select ${categories.id} from ${categories} where ${categories.slug} = ${params.targetCategorySlug})`
          : undefined,
      ),
    )
    .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
    .limit(params.limit)
}

/** One statement for all the ads a page showed. updated_at is kept: an impression is not an edit. */
export async function recordImpressions(db: Executor, adIds: string[]) {
  if (adIds.length === 0) return
  await db
    .update(advertisements)
    .set({
      impressions: sql`${advertisements.impressions} + 1`,
      updatedAt: sql`${advertisements.updatedAt}`,
    })
    .where(sql`${advertisements.id} = any(${sql.param(adIds)}::uuid[])`)
}

/** Counts a click on a running ad and returns where it leads, or null when there is no such ad. */
export async function recordClick(db: Executor, adId: string) {
  const [row] = await db
    .update(advertisements)
    .set({
      clicks: sql`${advertisements.clicks} + 1`,
      updatedAt: sql`${advertisements.updatedAt}`,
    })
    .where(and(eq(advertisements.id, adId), runningAd))
    .returning({ websiteUrl: advertisements.websiteUrl })
  return row ?? null
}

/** Active coupons inside their dates with uses left: flash sales first, then by priority. */
export async function listRunningCoupons(db: Executor, limit: number) {
  return db
    .select({
      id: coupons.id,
      title: coupons.title,
      description: coupons.description,
      couponCode: coupons.couponCode,
      discountType: coupons.discountType,
      discountValue: coupons.discountValue,
      minimumPurchase: coupons.minimumPurchase,
      maxDiscount: coupons.maxDiscount,
      isFlashSale: coupons.isFlashSale,
      flashSaleEndTime: coupons.flashSaleEndTime,
      endDate: coupons.endDate,
      usageLimit: coupons.usageLimit,
      usedCount: coupons.usedCount,
      targetUserType: coupons.targetUserType,
      businessName: coupons.businessName,
    })
    .from(coupons)
    .where(
      sql`${coupons.isActive} and ${coupons.startDate} <= now() and (${coupons.endDate} is null or ${coupons.endDate} >= now()) and (${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
    )
    .orderBy(
      desc(coupons.isFlashSale),
      desc(coupons.priority),
      desc(coupons.createdAt),
      asc(coupons.id),
    )
    .limit(limit)
}

export async function listActiveServices(
  db: Executor,
  params: { serviceType?: string | undefined; serviceArea?: string | undefined; limit: number },
) {
  return db
    .select({
      id: globalServices.id,
      businessName: globalServices.businessName,
      description: globalServices.description,
      serviceType: globalServices.serviceType,
      serviceAreas: globalServices.serviceAreas,
      languagesSupported: globalServices.languagesSupported,
      website: globalServices.website,
      rating: globalServices.rating,
      totalReviews: globalServices.totalReviews,
      isVerified: globalServices.isVerified,
      servesEthiopianCommunity: globalServices.servesEthiopianCommunity,
    })
    .from(globalServices)
    .where(
      and(
        sql`${globalServices.isActive}`,
        params.serviceType ? sql`${globalServices.serviceType} = ${params.serviceType}` : undefined,
        params.serviceArea
          ? sql`exists (select 1 from unnest(${globalServices.serviceAreas}) as area where lower(area) = lower(${params.serviceArea}))`
          : undefined,
      ),
    )
    .orderBy(
      desc(globalServices.isVerified),
      desc(globalServices.rating),
      asc(globalServices.businessName),
      asc(globalServices.id),
    )
    .limit(params.limit)
}

/** A business registered by a signed-in user; hidden (inactive, unverified) until an admin reviews it. */
export async function insertPendingService(
  db: Executor,
  values: {
    providerId: string
    serviceType: GlobalServiceType
    businessName: string
    description: string
    serviceAreas: string[]
    languagesSupported: string[]
    website: string | null
    contactInfo: { email: string; phone: string | null }
  },
) {
  const [row] = await db
    .insert(globalServices)
    .values({ ...values, isActive: false, isVerified: false })
    .returning({
      id: globalServices.id,
      businessName: globalServices.businessName,
      description: globalServices.description,
      serviceType: globalServices.serviceType,
      serviceAreas: globalServices.serviceAreas,
      languagesSupported: globalServices.languagesSupported,
      website: globalServices.website,
      rating: globalServices.rating,
      totalReviews: globalServices.totalReviews,
      isVerified: globalServices.isVerified,
      servesEthiopianCommunity: globalServices.servesEthiopianCommunity,
      isActive: globalServices.isActive,
    })
  return row!
}
