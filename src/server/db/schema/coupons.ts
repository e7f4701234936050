import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { categories } from './catalog.ts'
import { createdAt, id, inCheck, money, tstz, updatedAt, uuidList } from './columns.ts'
import { orders } from './delivery.ts'
import { sellers } from './sellers.ts'
import { users } from './users.ts'

export const discountTypes = [
  'percentage',
  'fixed_amount',
  'buy_one_get_one',
  'free_shipping',
  'bundle_deal',
] as const
export type DiscountType = (typeof discountTypes)[number]

export const targetUserTypes = ['all', 'new_users', 'returning_users', 'diaspora'] as const
export type TargetUserType = (typeof targetUserTypes)[number]

/** Seller coupon (sellerId null = platform-wide coupon). */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    sellerId: uuid().references(() => sellers.id, { onDelete: 'cascade' }),
    businessName: text().notNull(),
    businessPhone: text(),
    businessEmail: text(),
    businessAddress: text(),
    title: text().notNull(),
    description: text(),
    discountType: text({ enum: discountTypes }).notNull(),
    /** Percent (0-100) for 'percentage', ETB amount otherwise. */
    discountValue: money().notNull(),
    minimumPurchase: money(),
    maxDiscount: money(),
    couponCode: text().notNull(),
    /** Null = unlimited. */
    usageLimit: integer(),
    usagePerUser: integer().notNull().default(1),
    usedCount: integer().notNull().default(0),
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    productIds: uuidList(),
    targetUserType: text({ enum: targetUserTypes }).notNull().default('all'),
    startDate: tstz().notNull().defaultNow(),
    /** Null = no end date. */
    endDate: tstz(),
    isActive: boolean().notNull().default(true),
    isFlashSale: boolean().notNull().default(false),
    flashSaleEndTime: tstz(),
    priority: integer().notNull().default(0),
    termsAndConditions: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coupons_coupon_code_unique').on(t.couponCode),
    index('coupons_is_active_idx').on(t.isActive),
    index('coupons_seller_id_idx').on(t.sellerId),
    index('coupons_category_id_idx').on(t.categoryId),
    inCheck('coupons_discount_type_check', t.discountType, discountTypes),
    inCheck('coupons_target_user_type_check', t.targetUserType, targetUserTypes),
    check('coupons_discount_value_check', sql`${t.discountValue} >= 0`),
    check(
      'coupons_percentage_check',
      sql`${t.discountType} <> 'percentage' or ${t.discountValue} <= 100`,
    ),
    check(
      'coupons_amounts_check',
      sql`(${t.minimumPurchase} is null or ${t.minimumPurchase} >= 0) and (${t.maxDiscount} is null or ${t.maxDiscount} >= 0)`,
    ),
    check('coupons_usage_per_user_check', sql`${t.usagePerUser} >= 1`),
    check(
      'coupons_usage_check',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} >= 0)`,
    ),
    check('coupons_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
)

export const couponUsage = pgTable(
  'coupon_usage',
  {
    id: id(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    discountAmount: money().notNull(),
    usedAt: tstz().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_usage_coupon_id_user_id_idx').on(t.couponId, t.userId),
    index('coupon_usage_user_id_idx').on(t.userId),
    index('coupon_usage_order_id_idx').on(t.orderId),
    check('coupon_usage_discount_amount_check', sql`${t.discountAmount} >= 0`),
  ],
)

export type Coupon = typeof coupons.$inferSelect
export type NewCoupon = typeof coupons.$inferInsert
export type CouponUsage = typeof couponUsage.$inferSelect
export type NewCouponUsage = typeof couponUsage.$inferInsert
