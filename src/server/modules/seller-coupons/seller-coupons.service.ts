import Big from 'big.js'
import {
  COUPON_DEFAULT_DAYS,
  couponRuleErrors,
  type CouponUpdateValues,
  type CouponValues,
  type SellerCoupon,
  type SellerCouponList,
} from '#shared/contracts/seller-coupons.ts'
import type { Executor } from '#server/db/database.ts'
import {
  AppError,
  conflict,
  fieldError,
  forbidden,
  isUniqueViolation,
  notFound,
} from '#server/lib/errors.ts'
import { percentage } from '../seller-dashboard/seller-dashboard.figures.ts'
import {
  countCouponPageViews,
  countCouponUses,
  type CouponRow,
  couponPageViewsSinceStart,
  deleteCoupon,
  findCoupon,
  findCouponIdByCode,
  findStoreName,
  insertCoupon,
  listSellerCoupons,
  updateCoupon,
  usageByCoupon,
} from './seller-coupons.queries.ts'

const DAY_MS = 24 * 60 * 60 * 1000

type Seller = { sellerId: string }

function toCoupon(
  row: CouponRow,
  usage: { uses: number; discountGiven: string; revenue: string } | undefined,
  views: number,
): SellerCoupon {
  const { sellerId: _owner, ...coupon } = row
  const uses = usage?.uses ?? 0
  return {
    ...coupon,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    flashSaleEndTime: row.flashSaleEndTime?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    analytics: {
      uses,
      discountGiven: new Big(usage?.discountGiven ?? 0).toFixed(2),
      revenue: new Big(usage?.revenue ?? 0).toFixed(2),
      conversionRate: percentage(uses, views),
    },
  }
}

/** Every coupon of the signed-in seller, active or not, with its figures. */
export async function listCoupons(db: Executor, seller: Seller): Promise<SellerCouponList> {
  const rows = await listSellerCoupons(db, seller.sellerId)
  const ids = rows.map((row) => row.id)
  const firstStart = rows.reduce<Date | null>(
    (earliest, row) => (earliest === null || row.startDate < earliest ? row.startDate : earliest),
    null,
  )
  const [usage, views, pageViews] = await Promise.all([
    usageByCoupon(db, ids),
    couponPageViewsSinceStart(db, seller.sellerId),
    firstStart ? countCouponPageViews(db, firstStart) : Promise.resolve(0),
  ])
  const usageById = new Map(usage.map((row) => [row.couponId, row]))
  const viewsById = new Map(views.map((row) => [row.couponId, row.views]))
  const totalUses = usage.reduce((sum, row) => sum + row.uses, 0)
  return {
    coupons: rows.map((row) => toCoupon(row, usageById.get(row.id), viewsById.get(row.id) ?? 0)),
    couponPageViews: pageViews,
    conversionRate: percentage(totalUses, pageViews),
  }
}

async function ownedCoupon(db: Executor, seller: Seller, id: string) {
  const coupon = await findCoupon(db, id)
  if (!coupon) throw notFound('coupon.notFound', 'COUPON_NOT_FOUND')
  if (coupon.sellerId !== seller.sellerId) throw forbidden()
  return coupon
}

async function assertCodeFree(db: Executor, code: string, exceptId?: string) {
  const holder = await findCouponIdByCode(db, code)
  if (holder && holder !== exceptId) {
    throw fieldError('COUPON_CODE_TAKEN', 'couponCode', 'coupon.codeTaken')
  }
}

async function single(db: Executor, seller: Seller, id: string) {
  const [row, usage, views] = await Promise.all([
    findCoupon(db, id),
    usageByCoupon(db, [id]),
    couponPageViewsSinceStart(db, seller.sellerId),
  ])
  return toCoupon(row!, usage[0], views.find((view) => view.couponId === id)?.views ?? 0)
}

export async function createCoupon(
  db: Executor,
  seller: Seller,
  input: CouponValues,
  now = new Date(),
): Promise<SellerCoupon> {
  const storeName = await findStoreName(db, seller.sellerId)
  if (!storeName) throw notFound('seller.notFound', 'SELLER_NOT_FOUND')
  await assertCodeFree(db, input.couponCode)
  const startDate = input.startDate ? new Date(input.startDate) : now
  const endDate =
    input.endDate === undefined
      ? new Date(startDate.getTime() + COUPON_DEFAULT_DAYS * DAY_MS)
      : input.endDate === null
        ? null
        : new Date(input.endDate)
  let id: string
  try {
    id = await insertCoupon(db, {
      ...input,
      sellerId: seller.sellerId,
      businessName: storeName,
      startDate,
      endDate,
      flashSaleEndTime: input.flashSaleEndTime ? new Date(input.flashSaleEndTime) : null,
    })
  } catch (error) {
    // Two sellers racing for the same code: the unique index decides.
    if (isUniqueViolation(error)) {
      throw fieldError('COUPON_CODE_TAKEN', 'couponCode', 'coupon.codeTaken')
    }
    throw error
  }
  return single(db, seller, id)
}

export async function editCoupon(
  db: Executor,
  seller: Seller,
  id: string,
  input: CouponUpdateValues,
): Promise<SellerCoupon> {
  const existing = await ownedCoupon(db, seller, id)
  const merged = {
    discountType: input.discountType ?? existing.discountType,
    discountValue: input.discountValue ?? existing.discountValue,
    startDate: input.startDate ?? existing.startDate.toISOString(),
    endDate: input.endDate === undefined ? existing.endDate?.toISOString() : input.endDate,
  }
  const ruleErrors = couponRuleErrors(merged)
  if (Object.keys(ruleErrors).length > 0) {
    throw new AppError(400, 'VALIDATION_ERROR', 'error.validation', {
      details: { fields: ruleErrors },
    })
  }
  if (input.couponCode) await assertCodeFree(db, input.couponCode, id)
  const { startDate, endDate, flashSaleEndTime, ...rest } = input
  try {
    await updateCoupon(db, id, {
      ...rest,
      ...(startDate !== undefined ? { startDate: new Date(startDate) } : {}),
      ...(endDate !== undefined ? { endDate: endDate === null ? null : new Date(endDate) } : {}),
      ...(flashSaleEndTime !== undefined
        ? { flashSaleEndTime: flashSaleEndTime === null ? null : new Date(flashSaleEndTime) }
        : {}),
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw fieldError('COUPON_CODE_TAKEN', 'couponCode', 'coupon.codeTaken')
    }
    throw error
  }
  return single(db, seller, id)
}

/** A coupon that was ever used stays (its uses point at it); deactivate it instead. */
export async function removeCoupon(db: Executor, seller: Seller, id: string): Promise<void> {
  const coupon = await ownedCoupon(db, seller, id)
  if (coupon.usedCount > 0 || (await countCouponUses(db, id)) > 0) {
    throw conflict('COUPON_IN_USE', 'coupon.inUse')
  }
  await deleteCoupon(db, id)
}
