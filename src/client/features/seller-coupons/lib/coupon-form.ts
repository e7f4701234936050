import type { FieldErrors, Resolver } from 'react-hook-form'
import {
  COUPON_DEFAULT_DAYS,
  couponInput,
  type CouponInput,
  type DiscountType,
  type SellerCoupon,
  type TargetUserType,
} from '#shared/contracts/seller-coupons.ts'

// The dialog edits text fields (numbers and dates as typed); the API takes the coupon body. These
// helpers convert between the two and validate with the shared contract, so the form and the
// server apply the same rules.

export type CouponFormValues = {
  title: string
  description: string
  discountType: DiscountType
  discountValue: string
  minimumPurchase: string
  maxDiscount: string
  couponCode: string
  usageLimit: string
  usagePerUser: string
  categoryId: string
  targetUserType: TargetUserType
  isActive: boolean
  isFlashSale: boolean
  flashSaleEndTime: string
  priority: string
  startDate: string
  endDate: string
  businessPhone: string
  businessEmail: string
  businessAddress: string
  termsAndConditions: string
}

const DAY_MS = 24 * 60 * 60 * 1000
const ADDIS_OFFSET = '+03:00'

/** "YYYY-MM-DD" of an instant in Addis Ababa, for a date input. */
export function addisDate(at: Date): string {
  return new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** "YYYY-MM-DDTHH:mm" in Addis Ababa, for a datetime-local input. */
function addisDateTime(at: Date): string {
  return new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 16)
}

export function emptyCouponForm(now = new Date()): CouponFormValues {
  return {
    title: '',
    description: '',
    discountType: 'percentage',
    discountValue: '',
    minimumPurchase: '',
    maxDiscount: '',
    couponCode: '',
    usageLimit: '',
    usagePerUser: '1',
    categoryId: '',
    targetUserType: 'all',
    isActive: true,
    isFlashSale: false,
    flashSaleEndTime: '',
    priority: '0',
    startDate: addisDate(now),
    endDate: addisDate(new Date(now.getTime() + COUPON_DEFAULT_DAYS * DAY_MS)),
    businessPhone: '',
    businessEmail: '',
    businessAddress: '',
    termsAndConditions: '',
  }
}

export function couponToForm(coupon: SellerCoupon): CouponFormValues {
  return {
    title: coupon.title,
    description: coupon.description ?? '',
    discountType: coupon.discountType,
    // A percentage is whole; "15.00" from the database is typed as "15".
    discountValue:
      coupon.discountType === 'percentage'
        ? coupon.discountValue.replace(/\.0+$/, '')
        : coupon.discountValue,
    minimumPurchase: coupon.minimumPurchase ?? '',
    maxDiscount: coupon.maxDiscount ?? '',
    couponCode: coupon.couponCode,
    usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
    usagePerUser: String(coupon.usagePerUser),
    categoryId: coupon.categoryId ?? '',
    targetUserType: coupon.targetUserType,
    isActive: coupon.isActive,
    isFlashSale: coupon.isFlashSale,
    flashSaleEndTime: coupon.flashSaleEndTime
      ? addisDateTime(new Date(coupon.flashSaleEndTime))
      : '',
    priority: String(coupon.priority),
    startDate: addisDate(new Date(coupon.startDate)),
    endDate: coupon.endDate ? addisDate(new Date(coupon.endDate)) : '',
    businessPhone: coupon.businessPhone ?? '',
    businessEmail: coupon.businessEmail ?? '',
    businessAddress: coupon.businessAddress ?? '',
    termsAndConditions: coupon.termsAndConditions ?? '',
  }
}

const wholeNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

/**
 * The API body. A start date of today means "now" (the spec's default); a coupon runs to the end
 * of its end date, Addis Ababa time.
 */
export function formToCoupon(
  values: CouponFormValues,
  options: { now?: Date; productIds?: string[]; originalStart?: string } = {},
): CouponInput {
  const now = options.now ?? new Date()
  const startsToday = values.startDate === addisDate(now)
  const startDate =
    options.originalStart && values.startDate === addisDate(new Date(options.originalStart))
      ? options.originalStart
      : startsToday || values.startDate === ''
        ? now.toISOString()
        : new Date(`${values.startDate}T00:00:00${ADDIS_OFFSET}`).toISOString()
  return {
    title: values.title,
    description: values.description,
    discountType: values.discountType,
    discountValue: values.discountValue.trim(),
    minimumPurchase: values.minimumPurchase.trim() || null,
    maxDiscount: values.maxDiscount.trim() || null,
    couponCode: values.couponCode,
    usageLimit: values.usageLimit.trim() === '' ? null : wholeNumber(values.usageLimit),
    usagePerUser: wholeNumber(values.usagePerUser),
    categoryId: values.categoryId || null,
    productIds: options.productIds ?? [],
    targetUserType: values.targetUserType,
    isActive: values.isActive,
    isFlashSale: values.isFlashSale,
    flashSaleEndTime:
      values.isFlashSale && values.flashSaleEndTime
        ? new Date(`${values.flashSaleEndTime}:00${ADDIS_OFFSET}`).toISOString()
        : null,
    priority: values.priority.trim() === '' ? 0 : wholeNumber(values.priority),
    startDate,
    endDate: values.endDate
      ? new Date(`${values.endDate}T23:59:59${ADDIS_OFFSET}`).toISOString()
      : null,
    businessPhone: values.businessPhone,
    businessEmail: values.businessEmail,
    businessAddress: values.businessAddress,
    termsAndConditions: values.termsAndConditions,
  }
}

/** Validates the form with the shared coupon contract; errors are message keys per field. */
export const couponFormResolver: Resolver<CouponFormValues> = async (values) => {
  const result = couponInput.safeParse(formToCoupon(values))
  if (result.success) return { values, errors: {} }
  const errors: FieldErrors<CouponFormValues> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof CouponFormValues
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message }
  }
  return { values: {}, errors }
}
