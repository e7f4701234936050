export const sellerCouponKeys = {
  all: ['seller-coupons'] as const,
}
