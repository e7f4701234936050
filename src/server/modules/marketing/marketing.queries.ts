import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '#server/db/database.ts'
import { advertisementDeliveryStats, advertisements } from '#server/db/schema/advertising.ts'
import { categories, products } from '#server/db/schema/catalog.ts'
import { coupons } from '#server/db/schema/coupons.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { globalServices, type GlobalServiceType } from '#server/db/schema/services.ts'
import { users } from '#server/db/schema/users.ts'
import { listedProduct } from '#server/modules/catalog/catalog.queries.ts'
import type { Viewer } from './marketing.targeting.ts'

// Public, read-mostly views of adverts, coupons and global services. "Now" is the database's
// clock, so every server process agrees on which campaigns are running.

/** An ad whose advertiser's account is suspended is not served (house ads have no creator). */
const advertiserActive: SQL = sql`not exists (select 1 from ${users} where ${users.id} = ${advertisements.createdBy} and (not ${users.isActive} or ${users.suspendedAt} is not null))`

const runningAd: SQL = sql`(${advertisements.approvalStatus} = 'approved' and ${advertisements.isActive} and ${advertisements.startDate} <= now() and ${advertisements.endDate} >= now() and ${advertiserActive})`

/** The advertiser's public store page, when the advertiser has a store. */
const storeLink: SQL = sql`(select '/sellers/' || ${sellers.id}::text from ${sellers} where ${sellers.userId} = ${advertisements.createdBy})`

/**
 * Where a click on the ad leads (docs/decisions/014-ad-links.md): the website, the chosen product
 * while it is public (else the store), or the store. Null when the ad can lead nowhere.
 */
const adLink: SQL<string | null> = sql<string | null>`(case ${advertisements.linkTarget}
  when 'website' then ${advertisements.websiteUrl}
  when 'product' then coalesce(
    (select '/products/' || ${products.id}::text from ${products}
      where ${products.id} = ${advertisements.linkProductId} and ${products.isActive} and ${products.reviewStatus} = 'approved'),
    ${storeLink})
  else ${storeLink}
end)`

/**
 * Running, with budget left and somewhere to lead: what may be served. An ad that cannot be
 * clicked is never shown, so no impression is charged for it.
 */
const servableAd: SQL = sql`(${runningAd} and ${advertisements.spend} < ${advertisements.budget} and ${adLink} is not null)`

const audience = (key: string) =>
  sql`coalesce(${advertisements.targetAudience} -> ${key}, '[]'::jsonb)`

/**
 * Ads to serve in a slot: approved, switched on, inside their dates and with budget left, matching
 * the page's category (or untargeted) and whatever is known of the viewer. Ads for the page's
 * category come first, then the least delivered share of budget, so budgets are paced evenly.
 */
export async function listRunningAds(
  db: Executor,
  params: {
    adTypes?: string[] | undefined
    targetCategoryId?: string | undefined
    targetCategorySlug?: string | undefined
    viewer: Viewer
    limit: number
  },
) {
  const { viewer } = params
  const categoryId = params.targetCategoryId
    ? sql`${params.targetCategoryId}::uuid`
    : params.targetCategorySlug
      ? sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${params.targetCategorySlug})`
      : null
  return db
    .select({
      id: advertisements.id,
      title: advertisements.title,
      description: advertisements.description,
      imageUrl: advertisements.imageUrl,
      websiteUrl: adLink,
      businessName: advertisements.businessName,
      businessPhone: advertisements.businessPhone,
      adType: advertisements.adType,
      targetCategory: advertisements.targetCategory,
      isActive: advertisements.isActive,
    })
    .from(advertisements)
    .where(
      and(
        servableAd,
        params.adTypes ? inArray(advertisements.adType, params.adTypes) : undefined,
        categoryId
          ? sql`(${advertisements.targetCategory} is null or ${advertisements.targetCategory} = ${categoryId})`
          : undefined,
        viewer.region
          ? sql`(jsonb_array_length(${audience('regions')}) = 0 or ${audience('regions')} @> jsonb_build_array(${viewer.region}::text))`
          : undefined,
        sql`(jsonb_array_length(${audience('languages')}) = 0 or ${audience('languages')} @> jsonb_build_array(${viewer.language}::text))`,
        viewer.gender
          ? sql`coalesce(${advertisements.targetAudience} ->> 'gender', 'all') in ('all', ${viewer.gender})`
          : undefined,
        viewer.age !== null
          ? sql`coalesce((${advertisements.targetAudience} ->> 'ageMin')::int, 0) <= ${viewer.age} and coalesce((${advertisements.targetAudience} ->> 'ageMax')::int, 200) >= ${viewer.age}`
          : undefined,
      ),
    )
    .orderBy(
      ...(categoryId
        ? [sql`(${advertisements.targetCategory} is not distinct from ${categoryId}) desc`]
        : []),
      sql`${advertisements.spend} / nullif(${advertisements.budget}, 0) asc nulls last`,
      desc(advertisements.createdAt),
      desc(advertisements.id),
    )
    .limit(params.limit)
}

/** Price and rating of the listed products among `ids` (sponsored-product adverts show them). */
export async function findListedProducts(db: Executor, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({
      id: products.id,
      price: products.price,
      discountPrice: products.discountPrice,
      currency: products.currency,
      averageRating: products.averageRating,
      reviewCount: products.reviewCount,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(and(inArray(products.id, ids), listedProduct))
}

/** The profile facts ad targeting may use, for a signed-in viewer. */
export async function findViewerProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      city: users.city,
      state: users.state,
      country: users.country,
      gender: users.gender,
      dateOfBirth: users.dateOfBirth,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

/**
 * Charges delivery to ads in one statement: each ad's counter (impressions or clicks) goes up by
 * one and its spend by the price, capped at its budget; the same goes into the day's figures for
 * the viewer's region. Rows are locked in id order so concurrent pages cannot overspend or deadlock.
 * updated_at is kept: delivery is not an edit. Returns the ids that were charged.
 */
async function chargeDelivery(
  db: Executor,
  params: {
    adIds: string[]
    kind: 'impressions' | 'clicks'
    price: string
    region: string
    onlyRunning: boolean
  },
) {
  if (params.adIds.length === 0) return []
  const counter = sql.raw(params.kind)
  // Both drivers (node-postgres, PGlite) answer raw queries with `rows`.
  const result = (await db.execute(sql`
    with locked as (
      select ${advertisements.id} as id,
             least(${params.price}::numeric, greatest(${advertisements.budget} - ${advertisements.spend}, 0)) as charge
      from ${advertisements}
      where ${advertisements.id} = any(${sql.param(params.adIds)}::uuid[])
        ${params.onlyRunning ? sql`and ${runningAd} and ${adLink} is not null` : sql``}
      order by ${advertisements.id}
      for update
    ),
    charged as (
      update ${advertisements} as a
      set ${counter} = a.${counter} + 1, spend = a.spend + locked.charge
      from locked
      where a.id = locked.id
      returning a.id, locked.charge
    ),
    daily as (
      insert into ${advertisementDeliveryStats} (advertisement_id, day, region, ${counter}, spend)
      select charged.id, (now() at time zone 'Africa/Addis_Ababa')::date, ${params.region}, 1, charged.charge
      from charged
      on conflict (advertisement_id, day, region) do update
        set ${counter} = ${advertisementDeliveryStats}.${counter} + excluded.${counter},
            spend = ${advertisementDeliveryStats}.spend + excluded.spend
    )
    select id from charged
  `)) as unknown as { rows: { id: string }[] }
  return result.rows.map((row) => row.id)
}

/** One statement for all the ads a page showed. */
export async function recordImpressions(
  db: Executor,
  adIds: string[],
  delivery: { price: string; region: string },
) {
  await chargeDelivery(db, { adIds, kind: 'impressions', ...delivery, onlyRunning: false })
}

/** Counts a click on a running ad and returns where it leads, or null when there is no such ad. */
export async function recordClick(
  db: Executor,
  adId: string,
  delivery: { price: string; region: string },
) {
  const charged = await chargeDelivery(db, {
    adIds: [adId],
    kind: 'clicks',
    ...delivery,
    onlyRunning: true,
  })
  if (charged.length === 0) return null
  const [row] = await db
    .select({ websiteUrl: adLink })
    .from(advertisements)
    .where(eq(advertisements.id, adId))
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
      // A flash sale is over when its flash window closes (see couponEnd in #shared/coupons.ts).
      sql`${coupons.isActive} and ${coupons.startDate} <= now() and (${coupons.endDate} is null or ${coupons.endDate} >= now()) and (not ${coupons.isFlashSale} or ${coupons.flashSaleEndTime} is null or ${coupons.flashSaleEndTime} >= now()) and (${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
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
        sql`${globalServices.approvalStatus} = 'approved'`,
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

/** A business registered by a signed-in user; pending (inactive, unverified) until an admin approves it. */
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
    .values({ ...values, isActive: false, isVerified: false, approvalStatus: 'pending' })
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
