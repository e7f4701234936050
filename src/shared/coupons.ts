/**
 * When a coupon stops working. A flash sale ends with its flash window (or with its end date, if
 * that comes first); any other coupon at its end date. Checkout, the coupon list, the flash-sale
 * countdown and the coupon cards all read this one moment, so they cannot disagree.
 */
export function couponEnd(coupon: {
  endDate: Date | null
  isFlashSale: boolean
  flashSaleEndTime: Date | null
}): Date | null {
  const { endDate, flashSaleEndTime } = coupon
  if (!coupon.isFlashSale || !flashSaleEndTime) return endDate
  if (!endDate) return flashSaleEndTime
  return flashSaleEndTime < endDate ? flashSaleEndTime : endDate
}
