import { z } from 'zod'

// The admin console: overview counts, seller verification, global-service approval, users
// (suspend, restore) and the audit log. The product authenticity queue has its own contract in
// seller-products.ts.

export const ADMIN_PAGE_SIZE = 20

export const adminIdParams = z.object({ id: z.uuid('validation.invalid') })

const page = z.coerce.number('validation.invalid').int('validation.invalid').min(1).default(1)
const search = z.string().trim().max(100, 'validation.tooLong').optional()

const optionalNote = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().max(1000, 'validation.tooLong').nullable().optional(),
)

/** A page of results: `total` counts every match, `items` holds at most `pageSize`. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number }

/* ---------------------------------------------------------------------------- overview */

export const adminOverview = z.object({
  pendingSellers: z.number().int(),
  pendingProducts: z.number().int(),
  pendingServices: z.number().int(),
  openTickets: z.number().int(),
  users: z.number().int(),
  suspendedUsers: z.number().int(),
})
export type AdminOverview = z.infer<typeof adminOverview>

/* ----------------------------------------------------------------------------- sellers */

export const SELLER_FILTERS = ['all', 'unverified', 'verified'] as const
export type SellerFilter = (typeof SELLER_FILTERS)[number]

export const adminSellersQuery = z.object({
  status: z.enum(SELLER_FILTERS, 'validation.invalid').default('all'),
  q: search,
  page,
})
export type AdminSellersQuery = z.input<typeof adminSellersQuery>

export const adminSeller = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  storeName: z.string(),
  ownerName: z.string(),
  email: z.string(),
  city: z.string().nullable(),
  verified: z.boolean(),
  rating: z.string(),
  productCount: z.number().int(),
  businessLicense: z.string().nullable(),
  taxId: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminSeller = z.infer<typeof adminSeller>

export const sellerVerificationInput = z.object({
  verified: z.boolean('validation.invalid'),
})
export type SellerVerificationInput = z.input<typeof sellerVerificationInput>

/* ---------------------------------------------------------------------------- services */

export const SERVICE_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ServiceApprovalStatus = (typeof SERVICE_APPROVAL_STATUSES)[number]
export const SERVICE_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const

export const adminServicesQuery = z.object({
  status: z.enum(SERVICE_FILTERS, 'validation.invalid').default('pending'),
  page,
})
export type AdminServicesQuery = z.input<typeof adminServicesQuery>

export const adminService = z.object({
  id: z.uuid(),
  businessName: z.string(),
  serviceType: z.string(),
  description: z.string().nullable(),
  serviceAreas: z.array(z.string()),
  languagesSupported: z.array(z.string()),
  website: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  providerName: z.string().nullable(),
  providerEmail: z.string().nullable(),
  approvalStatus: z.enum(SERVICE_APPROVAL_STATUSES),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
})
export type AdminService = z.infer<typeof adminService>

export const REVIEW_DECISIONS = ['approve', 'reject'] as const

export const serviceReviewInput = z.object({
  decision: z.enum(REVIEW_DECISIONS, 'validation.invalid'),
  note: optionalNote,
})
export type ServiceReviewInput = z.input<typeof serviceReviewInput>

/* ------------------------------------------------------------------------------- users */

export const USER_FILTERS = ['all', 'active', 'suspended'] as const
export type UserFilter = (typeof USER_FILTERS)[number]

export const adminUsersQuery = z.object({
  status: z.enum(USER_FILTERS, 'validation.invalid').default('all'),
  q: search,
  page,
})
export type AdminUsersQuery = z.input<typeof adminUsersQuery>

export const adminUser = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['user', 'admin']),
  isSeller: z.boolean(),
  isActive: z.boolean(),
  suspendedAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminUser = z.infer<typeof adminUser>

export const suspendUserInput = z.object({ reason: optionalNote })
export type SuspendUserInput = z.input<typeof suspendUserInput>

/* ------------------------------------------------------------------- affiliate payouts */

export const affiliatePayoutsQuery = z.object({ page })
export type AffiliatePayoutsQuery = z.input<typeof affiliatePayoutsQuery>

/** An affiliate waiting to be paid: the sum of their payout_requested commissions. */
export const adminAffiliatePayout = z.object({
  affiliateId: z.uuid(),
  affiliateCode: z.string(),
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  requestedAmount: z.string(),
  salesCount: z.number().int(),
  requestedAt: z.string(),
  lastPayoutAt: z.string().nullable(),
})
export type AdminAffiliatePayout = z.infer<typeof adminAffiliatePayout>

export const affiliatePayoutPaid = z.object({
  affiliateId: z.uuid(),
  amount: z.string(),
  salesCount: z.number().int(),
  paidAt: z.string(),
})
export type AffiliatePayoutPaid = z.infer<typeof affiliatePayoutPaid>

/* --------------------------------------------------------------------------- audit log */

export const auditLogQuery = z.object({ page })
export type AuditLogQuery = z.input<typeof auditLogQuery>

export const auditLogEntry = z.object({
  id: z.uuid(),
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** What the target is called now (product, store, user, ticket…), when it still exists. */
  targetName: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
})
export type AuditLogEntry = z.infer<typeof auditLogEntry>
