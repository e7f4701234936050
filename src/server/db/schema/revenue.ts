import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { categories, products } from './catalog.ts'
import {
  createdAt,
  id,
  inCheck,
  money,
  rate,
  ratingAvg,
  textList,
  tstz,
  updatedAt,
} from './columns.ts'
import { orders } from './delivery.ts'
import { sellers } from './sellers.ts'
import { users } from './users.ts'

export const billingIntervals = ['monthly', 'yearly'] as const
export type BillingInterval = (typeof billingIntervals)[number]

export const listingFeeTypes = ['basic_listing', 'featured_listing', 'premium_listing'] as const
export type ListingFeeType = (typeof listingFeeTypes)[number]

/** Seller plans. maxProducts null = unlimited. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: id(),
    name: text().notNull(),
    nameAmharic: text(),
    nameOm: text(),
    nameTi: text(),
    description: text(),
    descriptionAmharic: text(),
    descriptionOm: text(),
    descriptionTi: text(),
    price: money().notNull(),
    billingInterval: text({ enum: billingIntervals }).notNull().default('monthly'),
    currency: text().notNull().default('ETB'),
    features: textList(),
    maxProducts: integer(),
    maxPhotosPerProduct: integer().notNull().default(5),
    analytics: boolean().notNull().default(false),
    prioritySupport: boolean().notNull().default(false),
    promotedListings: boolean().notNull().default(false),
    socialMediaIntegration: boolean().notNull().default(false),
    internationalShipping: boolean().notNull().default(false),
    customStorefront: boolean().notNull().default(false),
    bulkProductUpload: boolean().notNull().default(false),
    apiAccess: boolean().notNull().default(false),
    whitelabelOptions: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    displayOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    inCheck('subscription_plans_billing_interval_check', t.billingInterval, billingIntervals),
    check('subscription_plans_price_check', sql`${t.price} >= 0`),
    check(
      'subscription_plans_limits_check',
      sql`(${t.maxProducts} is null or ${t.maxProducts} >= 0) and ${t.maxPhotosPerProduct} >= 0`,
    ),
  ],
)

export const sellerSubscriptions = pgTable(
  'seller_subscriptions',
  {
    id: id(),
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    planId: uuid()
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    status: text().notNull().default('active'),
    currentPeriodStart: tstz().notNull().defaultNow(),
    currentPeriodEnd: tstz(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    trialStart: tstz(),
    trialEnd: tstz(),
    paymentMethod: text(),
    lastPaymentAt: tstz(),
    nextPaymentAt: tstz(),
    failedPaymentCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('seller_subscriptions_seller_id_idx').on(t.sellerId),
    index('seller_subscriptions_plan_id_idx').on(t.planId),
    check('seller_subscriptions_failed_payment_count_check', sql`${t.failedPaymentCount} >= 0`),
  ],
)

export const transactionFees = pgTable(
  'transaction_fees',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    sellerId: uuid().references(() => sellers.id, { onDelete: 'restrict' }),
    buyerId: uuid().references(() => users.id, { onDelete: 'restrict' }),
    orderAmount: money(),
    feeType: text().notNull().default('commission'),
    feeRate: rate(),
    feeAmount: money().notNull(),
    currency: text().notNull().default('ETB'),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transaction_fees_order_id_idx').on(t.orderId),
    index('transaction_fees_seller_id_created_at_idx').on(t.sellerId, t.createdAt),
    index('transaction_fees_buyer_id_idx').on(t.buyerId),
    check(
      'transaction_fees_amounts_check',
      sql`${t.feeAmount} >= 0 and (${t.orderAmount} is null or ${t.orderAmount} >= 0) and (${t.feeRate} is null or ${t.feeRate} between 0 and 1)`,
    ),
  ],
)

export const buyerMemberships = pgTable(
  'buyer_memberships',
  {
    id: id(),
    name: text().notNull(),
    nameAmharic: text(),
    nameOm: text(),
    nameTi: text(),
    monthlyFee: money().notNull(),
    currency: text().notNull().default('ETB'),
    benefits: textList(),
    /** Null = no free-shipping perk. */
    freeShippingThreshold: money(),
    /** Percent, e.g. 2.50. */
    cashbackPercentage: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    earlyAccessToSales: boolean().notNull().default(false),
    priorityCustomerService: boolean().notNull().default(false),
    exclusiveDeals: boolean().notNull().default(false),
    internationalShipping: boolean().notNull().default(false),
    /** Days. */
    extendedReturnPeriod: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'buyer_memberships_values_check',
      sql`${t.monthlyFee} >= 0 and ${t.cashbackPercentage} between 0 and 100 and ${t.extendedReturnPeriod} >= 0 and (${t.freeShippingThreshold} is null or ${t.freeShippingThreshold} >= 0)`,
    ),
  ],
)

export const userBuyerMemberships = pgTable(
  'user_buyer_memberships',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: uuid()
      .notNull()
      .references(() => buyerMemberships.id, { onDelete: 'restrict' }),
    status: text().notNull().default('active'),
    startDate: tstz().notNull().defaultNow(),
    endDate: tstz(),
    autoRenew: boolean().notNull().default(true),
    paymentMethod: text(),
    lastPaymentAt: tstz(),
    nextPaymentAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_buyer_memberships_user_id_idx').on(t.userId),
    index('user_buyer_memberships_membership_id_idx').on(t.membershipId),
  ],
)

export const listingFees = pgTable(
  'listing_fees',
  {
    id: id(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    feeType: text({ enum: listingFeeTypes }).notNull(),
    fee: money().notNull(),
    currency: text().notNull().default('ETB'),
    /** Days. */
    duration: integer().notNull().default(30),
    benefits: textList(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listing_fees_category_id_idx').on(t.categoryId),
    inCheck('listing_fees_fee_type_check', t.feeType, listingFeeTypes),
    check('listing_fees_values_check', sql`${t.fee} >= 0 and ${t.duration} >= 1`),
  ],
)

export const productListingPayments = pgTable(
  'product_listing_payments',
  {
    id: id(),
    /** Null once the product itself is deleted; the payment stays. */
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    listingFeeId: uuid().references(() => listingFees.id, { onDelete: 'set null' }),
    amount: money().notNull(),
    currency: text().notNull().default('ETB'),
    status: text().notNull().default('paid'),
    activeFrom: tstz().notNull().defaultNow(),
    activeUntil: tstz(),
    paymentMethod: text(),
    transactionId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_listing_payments_product_id_idx').on(t.productId),
    index('product_listing_payments_seller_id_idx').on(t.sellerId),
    index('product_listing_payments_listing_fee_id_idx').on(t.listingFeeId),
    check('product_listing_payments_amount_check', sql`${t.amount} >= 0`),
  ],
)

export const affiliates = pgTable(
  'affiliates',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    affiliateCode: text().notNull(),
    commissionRate: rate().notNull().default('0.0500'),
    totalEarnings: money().notNull().default('0'),
    totalReferrals: integer().notNull().default(0),
    totalSales: money().notNull().default('0'),
    status: text().notNull().default('active'),
    payoutThreshold: money().notNull().default('50.00'),
    lastPayoutAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('affiliates_user_id_unique').on(t.userId),
    unique('affiliates_affiliate_code_unique').on(t.affiliateCode),
    check('affiliates_commission_rate_check', sql`${t.commissionRate} between 0 and 1`),
    check(
      'affiliates_totals_check',
      sql`${t.totalEarnings} >= 0 and ${t.totalReferrals} >= 0 and ${t.totalSales} >= 0 and ${t.payoutThreshold} >= 0`,
    ),
  ],
)

export const affiliateSales = pgTable(
  'affiliate_sales',
  {
    id: id(),
    affiliateId: uuid()
      .notNull()
      .references(() => affiliates.id, { onDelete: 'restrict' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    buyerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    saleAmount: money().notNull().default('0'),
    commissionAmount: money().notNull().default('0'),
    /** The part of the sale the buyer returned and was refunded for. */
    returnedAmount: money().notNull().default('0'),
    /** The commission on the returned part: the affiliate earns the commission less this. */
    commissionReturned: money().notNull().default('0'),
    /** pending until the order's return window has closed, then approved (or cancelled). */
    status: text().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('affiliate_sales_affiliate_id_created_at_idx').on(t.affiliateId, t.createdAt),
    index('affiliate_sales_order_id_idx').on(t.orderId),
    index('affiliate_sales_buyer_id_idx').on(t.buyerId),
    index('affiliate_sales_pending_idx').on(t.orderId).where(sql`${t.status} = 'pending'`),
    check(
      'affiliate_sales_amounts_check',
      sql`${t.saleAmount} >= 0 and ${t.commissionAmount} >= 0`,
    ),
    check(
      'affiliate_sales_returned_check',
      sql`${t.returnedAmount} between 0 and ${t.saleAmount} and ${t.commissionReturned} between 0 and ${t.commissionAmount}`,
    ),
  ],
)

export const digitalServices = pgTable(
  'digital_services',
  {
    id: id(),
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    category: text(),
    subcategory: text(),
    price: money().notNull(),
    currency: text().notNull().default('ETB'),
    /** Days. */
    deliveryTime: integer().notNull(),
    revisions: integer().notNull().default(0),
    requirements: textList(),
    portfolioImages: textList(),
    tags: textList(),
    rating: ratingAvg().notNull().default('0'),
    totalOrders: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('digital_services_seller_id_idx').on(t.sellerId),
    index('digital_services_category_is_active_idx').on(t.category, t.isActive),
    check(
      'digital_services_values_check',
      sql`${t.price} >= 0 and ${t.deliveryTime} >= 1 and ${t.revisions} >= 0 and ${t.totalOrders} >= 0`,
    ),
    check('digital_services_rating_check', sql`${t.rating} between 0 and 5`),
  ],
)

export const digitalServiceOrders = pgTable(
  'digital_service_orders',
  {
    id: id(),
    serviceId: uuid()
      .notNull()
      .references(() => digitalServices.id, { onDelete: 'restrict' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    price: money().notNull(),
    currency: text().notNull().default('ETB'),
    platformFee: money().notNull().default('0'),
    sellerEarnings: money().notNull().default('0'),
    /** Buyer's brief. */
    requirements: text(),
    status: text().notNull().default('active'),
    deliveryDate: tstz(),
    completedAt: tstz(),
    revisionsUsed: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('digital_service_orders_service_id_idx').on(t.serviceId),
    index('digital_service_orders_buyer_id_created_at_idx').on(t.buyerId, t.createdAt),
    index('digital_service_orders_seller_id_created_at_idx').on(t.sellerId, t.createdAt),
    check(
      'digital_service_orders_amounts_check',
      sql`${t.price} >= 0 and ${t.platformFee} >= 0 and ${t.sellerEarnings} >= 0 and ${t.revisionsUsed} >= 0`,
    ),
  ],
)

export type SubscriptionPlan = typeof subscriptionPlans.$inferSelect
export type NewSubscriptionPlan = typeof subscriptionPlans.$inferInsert
export type SellerSubscription = typeof sellerSubscriptions.$inferSelect
export type NewSellerSubscription = typeof sellerSubscriptions.$inferInsert
export type TransactionFee = typeof transactionFees.$inferSelect
export type NewTransactionFee = typeof transactionFees.$inferInsert
export type BuyerMembership = typeof buyerMemberships.$inferSelect
export type NewBuyerMembership = typeof buyerMemberships.$inferInsert
export type UserBuyerMembership = typeof userBuyerMemberships.$inferSelect
export type NewUserBuyerMembership = typeof userBuyerMemberships.$inferInsert
export type ListingFee = typeof listingFees.$inferSelect
export type NewListingFee = typeof listingFees.$inferInsert
export type ProductListingPayment = typeof productListingPayments.$inferSelect
export type NewProductListingPayment = typeof productListingPayments.$inferInsert
export type Affiliate = typeof affiliates.$inferSelect
export type NewAffiliate = typeof affiliates.$inferInsert
export type AffiliateSale = typeof affiliateSales.$inferSelect
export type NewAffiliateSale = typeof affiliateSales.$inferInsert
export type DigitalService = typeof digitalServices.$inferSelect
export type NewDigitalService = typeof digitalServices.$inferInsert
export type DigitalServiceOrder = typeof digitalServiceOrders.$inferSelect
export type NewDigitalServiceOrder = typeof digitalServiceOrders.$inferInsert
