import type { z } from 'zod'
import type {
  globalServiceInput,
  RegisteredGlobalService,
  AdClickResult,
  Advertisement,
  advertisementQuery,
  Coupon,
  GlobalService,
  globalServiceQuery,
} from '#shared/contracts/marketing.ts'
import { AD_PRICE_PER_CLICK, AD_PRICE_PER_IMPRESSION } from '#shared/contracts/ads.ts'
import { couponEnd } from '#shared/coupons.ts'
import type { Executor } from '#server/db/database.ts'
import { notFound } from '#server/lib/errors.ts'
import {
  findListedProducts,
  findViewerProfile,
  insertPendingService,
  listActiveServices,
  listRunningAds,
  listRunningCoupons,
  recordClick,
  recordImpressions,
} from './marketing.queries.ts'
import { ageOf, genderOf, regionOf, type Viewer } from './marketing.targeting.ts'

const AD_LIST_MAX = 20
const COUPON_LIST_MAX = 100
const SERVICE_LIST_MAX = 200

const PRODUCT_PATH = /^\/products\/([^/?#]+)$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Ads for a slot, picked by targeting; every ad returned counts one impression and is charged for
 * it. Ads made with the sellers' ad form (social_media) fill banner slots.
 */
export async function listAds(
  db: Executor,
  query: z.output<typeof advertisementQuery>,
  viewer: Viewer,
): Promise<Advertisement[]> {
  // The client passes a category id; a slug is accepted too, as the products page does.
  const target = query.targetCategory || undefined
  const ads = await listRunningAds(db, {
    adTypes:
      query.adType === 'banner'
        ? ['banner', 'social_media']
        : query.adType
          ? [query.adType]
          : undefined,
    targetCategoryId: target && UUID.test(target) ? target : undefined,
    targetCategorySlug: target && !UUID.test(target) ? target : undefined,
    viewer,
    limit: Math.min(query.limit ?? AD_LIST_MAX, AD_LIST_MAX),
  })
  await recordImpressions(
    db,
    ads.map((ad) => ad.id),
    { price: AD_PRICE_PER_IMPRESSION, region: viewer.region ?? 'unknown' },
  )
  // A sponsored product shows its price and rating like any product card.
  const productIdOf = (ad: (typeof ads)[number]) => {
    if (ad.adType !== 'sponsored_product') return null
    const id = PRODUCT_PATH.exec(ad.websiteUrl ?? '')?.[1]
    return id && UUID.test(id) ? id : null
  }
  const ids = [...new Set(ads.map(productIdOf).filter((id): id is string => id !== null))]
  const listed = new Map((await findListedProducts(db, ids)).map((row) => [row.id, row]))
  return ads.map((ad) => {
    const row = listed.get(productIdOf(ad) ?? '')
    return {
      ...ad,
      product: row ? { ...row, averageRating: Number(row.averageRating) } : null,
    }
  })
}

export async function clickAd(db: Executor, adId: string, viewer: Viewer): Promise<AdClickResult> {
  const result = await recordClick(db, adId, {
    price: AD_PRICE_PER_CLICK,
    region: viewer.region ?? 'unknown',
  })
  if (!result) throw notFound('advertisement.notFound', 'ADVERTISEMENT_NOT_FOUND')
  return result
}

/** What ad targeting may know of the viewer: their profile when signed in, and the page language. */
export async function viewerOf(
  db: Executor,
  user: { id: string } | null | undefined,
  language: string,
): Promise<Viewer> {
  const profile = user ? await findViewerProfile(db, user.id) : null
  return {
    region: profile ? regionOf(profile) : null,
    language,
    gender: profile ? genderOf(profile.gender) : null,
    age: profile ? ageOf(profile.dateOfBirth) : null,
  }
}

export async function listCoupons(db: Executor): Promise<Coupon[]> {
  const rows = await listRunningCoupons(db, COUPON_LIST_MAX)
  // Both dates are the coupon's real end, so the flash countdown and the card's "ends" agree.
  return rows.map((row) => {
    const end = couponEnd(row)?.toISOString() ?? null
    return {
      ...row,
      flashSaleEndTime: row.isFlashSale && row.flashSaleEndTime ? end : null,
      endDate: end,
    }
  })
}

export async function listGlobalServices(
  db: Executor,
  query: z.output<typeof globalServiceQuery>,
): Promise<GlobalService[]> {
  return listActiveServices(db, {
    serviceType: query.serviceType || undefined,
    serviceArea: query.serviceArea || undefined,
    limit: SERVICE_LIST_MAX,
  })
}

/** A signed-in user's business joins the directory only after an admin activates it. */
export async function registerGlobalService(
  db: Executor,
  providerId: string,
  input: z.output<typeof globalServiceInput>,
): Promise<RegisteredGlobalService> {
  return insertPendingService(db, {
    providerId,
    serviceType: input.serviceType,
    businessName: input.businessName,
    description: input.description,
    serviceAreas: [...new Set(input.serviceAreas)],
    languagesSupported: [...new Set(input.languagesSupported)],
    website: input.website ?? null,
    contactInfo: { email: input.contactEmail, phone: input.contactPhone ?? null },
  })
}
