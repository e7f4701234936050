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
import type { Executor } from '#server/db/database.ts'
import { notFound } from '#server/lib/errors.ts'
import {
  insertPendingService,
  listActiveServices,
  listRunningAds,
  listRunningCoupons,
  recordClick,
  recordImpressions,
} from './marketing.queries.ts'

const AD_LIST_MAX = 20
const COUPON_LIST_MAX = 100
const SERVICE_LIST_MAX = 200

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Running ads; every ad returned counts one impression. */
export async function listAds(
  db: Executor,
  query: z.output<typeof advertisementQuery>,
): Promise<Advertisement[]> {
  // The client passes a category id; a slug is accepted too, as the products page does.
  const target = query.targetCategory || undefined
  const ads = await listRunningAds(db, {
    adType: query.adType,
    targetCategoryId: target && UUID.test(target) ? target : undefined,
    targetCategorySlug: target && !UUID.test(target) ? target : undefined,
    limit: AD_LIST_MAX,
  })
  await recordImpressions(
    db,
    ads.map((ad) => ad.id),
  )
  return ads
}

export async function clickAd(db: Executor, adId: string): Promise<AdClickResult> {
  const result = await recordClick(db, adId)
  if (!result) throw notFound('advertisement.notFound', 'ADVERTISEMENT_NOT_FOUND')
  return result
}

export async function listCoupons(db: Executor): Promise<Coupon[]> {
  const rows = await listRunningCoupons(db, COUPON_LIST_MAX)
  return rows.map((row) => ({
    ...row,
    flashSaleEndTime: row.flashSaleEndTime?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
  }))
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
