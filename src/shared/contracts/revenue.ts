import { z } from 'zod'
import { PAYMENT_METHODS } from './checkout.ts'

// Revenue programs: seller plans, buyer memberships, the affiliate program and digital services.
// Plans, memberships and service orders are paid through the same providers as orders; the
// payment's metadata.purpose says what a settled payment activates.

export const REVENUE_PURPOSES = ['seller_plan', 'buyer_membership', 'digital_service'] as const
export type RevenuePurpose = (typeof REVENUE_PURPOSES)[number]

export const idParams = z.object({ id: z.uuid('validation.invalid') })

/** Paid online only: cash on delivery has nothing to deliver for a plan or membership. */
const paymentMethod = z.enum(PAYMENT_METHODS, 'validation.invalid').default('sandbox')

/** Where the browser goes next: the provider's payment page, or back to the dashboard. */
export const revenueCheckout = z.object({
  paymentId: z.uuid().nullable(),
  next: z.string(),
})
export type RevenueCheckout = z.infer<typeof revenueCheckout>

/* ------------------------------------------------------------------ seller plans */

export const subscriptionPlan = z.object({
  id: z.uuid(),
  name: z.string(),
  nameAmharic: z.string().nullable(),
  nameOm: z.string().nullable(),
  nameTi: z.string().nullable(),
  description: z.string().nullable(),
  descriptionAmharic: z.string().nullable(),
  descriptionOm: z.string().nullable(),
  descriptionTi: z.string().nullable(),
  price: z.string(),
  billingInterval: z.enum(['monthly', 'yearly']),
  currency: z.string(),
  features: z.array(z.string()),
  /** Null = unlimited. */
  maxProducts: z.number().int().nullable(),
  maxPhotosPerProduct: z.number().int(),
  analytics: z.boolean(),
  prioritySupport: z.boolean(),
  promotedListings: z.boolean(),
  socialMediaIntegration: z.boolean(),
  internationalShipping: z.boolean(),
  customStorefront: z.boolean(),
  bulkProductUpload: z.boolean(),
  apiAccess: z.boolean(),
  whitelabelOptions: z.boolean(),
})
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>

export const subscribeInput = z.object({
  planId: z.uuid('revenue.planRequired'),
  paymentMethod,
})
export type SubscribeInput = z.input<typeof subscribeInput>

export const sellerSubscriptionView = z.object({
  /** The plan in force, null while on the trial or without a plan. */
  planId: z.uuid().nullable(),
  subscription: z
    .object({
      id: z.uuid(),
      planId: z.uuid(),
      planName: z.string(),
      planNameAmharic: z.string().nullable(),
      planNameOm: z.string().nullable(),
      planNameTi: z.string().nullable(),
      status: z.string(),
      currentPeriodStart: z.string(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      paymentMethod: z.string().nullable(),
      lastPaymentAt: z.string().nullable(),
      nextPaymentAt: z.string().nullable(),
    })
    .nullable(),
  trial: z
    .object({
      status: z.string(),
      startedAt: z.string(),
      expiresAt: z.string(),
      convertedAt: z.string().nullable(),
    })
    .nullable(),
  /** The limits that apply now: the plan's, else the running trial's; null = unlimited. */
  limits: z.object({
    source: z.enum(['plan', 'trial', 'none']),
    maxProducts: z.number().int().nullable(),
    maxCategories: z.number().int().nullable(),
  }),
  usage: z.object({ products: z.number().int(), categories: z.number().int() }),
})
export type SellerSubscriptionView = z.infer<typeof sellerSubscriptionView>

/* ------------------------------------------------------------------ buyer memberships */

export const buyerMembership = z.object({
  id: z.uuid(),
  name: z.string(),
  nameAmharic: z.string().nullable(),
  nameOm: z.string().nullable(),
  nameTi: z.string().nullable(),
  monthlyFee: z.string(),
  currency: z.string(),
  benefits: z.array(z.string()),
  /** Null = no free-shipping perk; 0 = every order ships free. */
  freeShippingThreshold: z.string().nullable(),
  cashbackPercentage: z.string(),
  earlyAccessToSales: z.boolean(),
  priorityCustomerService: z.boolean(),
  exclusiveDeals: z.boolean(),
  internationalShipping: z.boolean(),
  extendedReturnPeriod: z.number().int(),
})
export type BuyerMembership = z.infer<typeof buyerMembership>

export const joinMembershipInput = z.object({
  membershipId: z.uuid('revenue.membershipRequired'),
  paymentMethod,
})
export type JoinMembershipInput = z.input<typeof joinMembershipInput>

export const userMembershipView = z.object({
  membership: z
    .object({
      id: z.uuid(),
      membershipId: z.uuid(),
      status: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
      autoRenew: z.boolean(),
      paymentMethod: z.string().nullable(),
      lastPaymentAt: z.string().nullable(),
      nextPaymentAt: z.string().nullable(),
      plan: buyerMembership,
    })
    .nullable(),
  /** Cashback credited on delivered orders, and cashback of orders still on their way. */
  cashbackEarned: z.string(),
  cashbackPending: z.string(),
})
export type UserMembershipView = z.infer<typeof userMembershipView>

/* ------------------------------------------------------------------ affiliate program */

export const AFFILIATE_SALE_STATUSES = [
  'pending',
  'approved',
  'payout_requested',
  'paid',
  'cancelled',
] as const
export type AffiliateSaleStatus = (typeof AFFILIATE_SALE_STATUSES)[number]

export const affiliateView = z.object({
  affiliate: z
    .object({
      id: z.uuid(),
      affiliateCode: z.string(),
      commissionRate: z.string(),
      status: z.string(),
      payoutThreshold: z.string(),
      lastPayoutAt: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  stats: z.object({
    referrals: z.number().int(),
    sales: z.number().int(),
    salesTotal: z.string(),
    pendingCommission: z.string(),
    approvedCommission: z.string(),
    requestedCommission: z.string(),
    paidCommission: z.string(),
    /** Approved, requested and paid commission: what the affiliate has earned. */
    earnings: z.string(),
  }),
  sales: z.array(
    z.object({
      id: z.uuid(),
      saleAmount: z.string(),
      commissionAmount: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
})
export type AffiliateView = z.infer<typeof affiliateView>

export const affiliatePayoutResult = z.object({
  amount: z.string(),
  salesCount: z.number().int(),
  requestedAt: z.string(),
})
export type AffiliatePayoutResult = z.infer<typeof affiliatePayoutResult>

/* ------------------------------------------------------------------ digital services */

export const DIGITAL_SERVICE_CATEGORIES = [
  'design',
  'writing',
  'translation',
  'marketing',
  'programming',
  'video',
  'photography',
  'business',
  'other',
] as const
export type DigitalServiceCategory = (typeof DIGITAL_SERVICE_CATEGORIES)[number]

export const DIGITAL_ORDER_STATUSES = [
  'pending_payment',
  'active',
  'delivered',
  'cancelled',
] as const
export type DigitalOrderStatus = (typeof DIGITAL_ORDER_STATUSES)[number]

const shortList = z
  .array(z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'))
  .max(10, 'validation.tooLong')

const serviceFields = {
  title: z
    .string('revenue.serviceTitleMin')
    .trim()
    .min(5, 'revenue.serviceTitleMin')
    .max(120, 'validation.tooLong'),
  description: z
    .string('revenue.serviceDescriptionMin')
    .trim()
    .min(20, 'revenue.serviceDescriptionMin')
    .max(5000, 'validation.tooLong'),
  category: z.enum(DIGITAL_SERVICE_CATEGORIES, 'validation.categoryRequired'),
  subcategory: z
    .string()
    .trim()
    .max(80, 'validation.tooLong')
    .optional()
    .nullable()
    .transform((value) => value || null),
  price: z
    .string('validation.priceRequired')
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'validation.priceRequired')
    .refine((value) => Number(value) > 0, 'revenue.servicePricePositive'),
  deliveryTime: z.coerce
    .number('revenue.deliveryTimeMin')
    .int('revenue.deliveryTimeMin')
    .min(1, 'revenue.deliveryTimeMin')
    .max(365, 'revenue.deliveryTimeMax'),
  revisions: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(20, 'validation.invalid')
    .default(0),
  requirements: shortList.default([]),
  tags: shortList.default([]),
}

export const createServiceInput = z.object(serviceFields)
export type CreateServiceInput = z.input<typeof createServiceInput>

export const updateServiceInput = z
  .object({
    title: serviceFields.title,
    description: serviceFields.description,
    category: serviceFields.category,
    subcategory: serviceFields.subcategory,
    price: serviceFields.price,
    deliveryTime: serviceFields.deliveryTime,
    revisions: serviceFields.revisions.optional(),
    requirements: shortList,
    tags: shortList,
    isActive: z.boolean('validation.invalid'),
  })
  .partial()
export type UpdateServiceInput = z.input<typeof updateServiceInput>

export const digitalServicesQuery = z.object({
  category: z.enum(DIGITAL_SERVICE_CATEGORIES, 'validation.invalid').optional(),
})

export const digitalService = z.object({
  id: z.uuid(),
  sellerId: z.uuid(),
  storeName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  price: z.string(),
  currency: z.string(),
  deliveryTime: z.number().int(),
  revisions: z.number().int(),
  requirements: z.array(z.string()),
  tags: z.array(z.string()),
  rating: z.string(),
  totalOrders: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
})
export type DigitalService = z.infer<typeof digitalService>

export const orderServiceInput = z.object({
  requirements: z
    .string('revenue.orderRequirementsMin')
    .trim()
    .min(10, 'revenue.orderRequirementsMin')
    .max(5000, 'validation.tooLong'),
  paymentMethod,
})
export type OrderServiceInput = z.input<typeof orderServiceInput>

export const digitalServiceOrder = z.object({
  id: z.uuid(),
  serviceId: z.uuid(),
  serviceTitle: z.string(),
  storeName: z.string(),
  buyerName: z.string(),
  price: z.string(),
  currency: z.string(),
  platformFee: z.string(),
  sellerEarnings: z.string(),
  requirements: z.string().nullable(),
  status: z.enum(DIGITAL_ORDER_STATUSES),
  /** When the work is due (set once paid). */
  deliveryDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The payment to finish while the order awaits payment. */
  paymentId: z.uuid().nullable(),
})
export type DigitalServiceOrder = z.infer<typeof digitalServiceOrder>

export const orderServiceResult = revenueCheckout.extend({ orderId: z.uuid() })
export type OrderServiceResult = z.infer<typeof orderServiceResult>
