import type { z } from 'zod'
import { ADMIN_PAGE_SIZE } from '#shared/contracts/admin.ts'
import type {
  AdminAffiliatePayout,
  AdminOverview,
  AdminSeller,
  AdminService,
  AdminUser,
  AuditLogEntry,
  Paged,
  adminSellersQuery,
  adminServicesQuery,
  adminUsersQuery,
  AffiliatePayoutPaid,
  affiliatePayoutsQuery,
  auditLogQuery,
  serviceReviewInput,
  sellerVerificationInput,
  suspendUserInput,
} from '#shared/contracts/admin.ts'
import { translate } from '#shared/i18n/messages.ts'
import { addMoney, roundMoney } from '#shared/money.ts'
import { uiLanguageFor } from '#shared/language.ts'
import type { Database, Executor } from '#server/db/database.ts'
import { recordAdminAction } from '#server/lib/audit.ts'
import { AppError, conflict, notFound } from '#server/lib/errors.ts'
import { revokeUserSessions, type AuthUser } from '#server/lib/sessions.ts'
import { invalidateSearchResults } from '#server/modules/search/search.queries.ts'
import * as q from './admin.queries.ts'
import { notifyUser } from '#server/modules/messaging/notices.service.ts'

const windowOf = (page: number) => ({
  limit: ADMIN_PAGE_SIZE,
  offset: (page - 1) * ADMIN_PAGE_SIZE,
})

const pageOf = <T>(items: T[], total: number, page: number): Paged<T> => ({
  items,
  total,
  page,
  pageSize: ADMIN_PAGE_SIZE,
})

const iso = (date: Date | null) => date?.toISOString() ?? null

export async function getOverview(db: Executor): Promise<AdminOverview> {
  return q.countOverview(db)
}

/* ----------------------------------------------------------------------------- sellers */

function toSeller(row: q.AdminSellerRow): AdminSeller {
  return {
    id: row.id,
    userId: row.userId,
    storeName: row.storeName,
    ownerName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    city: row.city,
    verified: row.verified,
    rating: row.rating,
    productCount: Number(row.productCount),
    businessLicense: row.businessLicense,
    taxId: row.taxId,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listSellers(
  db: Executor,
  query: z.output<typeof adminSellersQuery>,
): Promise<Paged<AdminSeller>> {
  const { rows, total } = await q.listSellers(db, {
    status: query.status,
    q: query.q || undefined,
    ...windowOf(query.page),
  })
  return pageOf(rows.map(toSeller), total, query.page)
}

/** Verifies or unverifies a store; the seller is told either way. Repeating a state changes nothing. */
export async function setSellerVerification(
  db: Database,
  admin: AuthUser,
  sellerId: string,
  input: z.output<typeof sellerVerificationInput>,
): Promise<AdminSeller> {
  return db.transaction(async (tx) => {
    const seller = await q.findSeller(tx, sellerId)
    if (!seller) throw notFound('seller.notFound', 'SELLER_NOT_FOUND')
    if (seller.verified === input.verified) return toSeller(seller)
    await q.setSellerVerified(tx, sellerId, input.verified)
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: input.verified ? 'seller.verify' : 'seller.unverify',
      targetType: 'seller',
      targetId: sellerId,
      details: { storeName: seller.storeName },
    })
    await notifyUser(tx, {
      userId: seller.userId,
      type: input.verified ? 'seller_verified' : 'seller_unverified',
      title: translate(
        input.verified ? 'admin.sellerVerifiedTitle' : 'admin.sellerUnverifiedTitle',
        uiLanguageFor(seller.preferredLanguage),
        { store: seller.storeName },
      ),
      link: '/dashboard',
    })
    return toSeller({ ...seller, verified: input.verified })
  })
}

/* ---------------------------------------------------------------------------- services */

function contactOf(info: unknown) {
  const contact = (info && typeof info === 'object' ? info : {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
  return { contactEmail: text(contact.email), contactPhone: text(contact.phone) }
}

function toService(row: q.AdminServiceRow): AdminService {
  return {
    id: row.id,
    businessName: row.businessName,
    serviceType: row.serviceType,
    description: row.description,
    serviceAreas: row.serviceAreas,
    languagesSupported: row.languagesSupported,
    website: row.website,
    ...contactOf(row.contactInfo),
    providerName:
      row.providerFirstName !== null ? `${row.providerFirstName} ${row.providerLastName}` : null,
    providerEmail: row.providerEmail,
    approvalStatus: row.approvalStatus,
    isActive: row.isActive,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
  }
}

export async function listServices(
  db: Executor,
  query: z.output<typeof adminServicesQuery>,
): Promise<Paged<AdminService>> {
  const { rows, total } = await q.listServices(db, {
    status: query.status,
    ...windowOf(query.page),
  })
  return pageOf(rows.map(toService), total, query.page)
}

/**
 * Approves (listed publicly) or rejects (hidden) a registered service. An admin may reverse an
 * earlier decision, e.g. take down an approved service; the provider is told each time.
 */
export async function reviewService(
  db: Database,
  admin: AuthUser,
  serviceId: string,
  input: z.output<typeof serviceReviewInput>,
): Promise<AdminService> {
  return db.transaction(async (tx) => {
    const service = await q.findService(tx, serviceId)
    if (!service) throw notFound('admin.serviceNotFound', 'SERVICE_NOT_FOUND')
    const approvalStatus = input.decision === 'approve' ? 'approved' : 'rejected'
    await q.setServiceApproval(tx, serviceId, approvalStatus)
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: `global_service.${input.decision}`,
      targetType: 'global_service',
      targetId: serviceId,
      details: {
        businessName: service.businessName,
        previous: service.approvalStatus,
        note: input.note ?? null,
      },
    })
    if (service.providerId) {
      await notifyUser(tx, {
        userId: service.providerId,
        type: `global_service_${approvalStatus}`,
        title: translate(
          approvalStatus === 'approved'
            ? 'admin.serviceApprovedTitle'
            : 'admin.serviceRejectedTitle',
          uiLanguageFor(service.providerLanguage),
          { name: service.businessName },
        ),
        ...(input.note ? { body: input.note } : {}),
        link: '/global-services',
      })
    }
    const updated = await q.findService(tx, serviceId)
    return toService(updated!)
  })
}

/* ------------------------------------------------------------------------------- users */

function toUser(row: q.AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isSeller: row.isSeller,
    isActive: row.isActive,
    suspendedAt: iso(row.suspendedAt),
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: row.createdAt.toISOString(),
  }
}

export async function listUsers(
  db: Executor,
  query: z.output<typeof adminUsersQuery>,
): Promise<Paged<AdminUser>> {
  const { rows, total } = await q.listUsers(db, {
    status: query.status,
    q: query.q || undefined,
    ...windowOf(query.page),
  })
  return pageOf(rows.map(toUser), total, query.page)
}

/**
 * Suspends an account: it can no longer sign in and every session it holds ends now. Admins
 * cannot suspend themselves or another admin (an admin is demoted elsewhere, never locked out).
 */
export async function suspendUser(
  db: Database,
  admin: AuthUser,
  userId: string,
  input: z.output<typeof suspendUserInput>,
): Promise<AdminUser> {
  if (userId === admin.id) {
    throw conflict('CANNOT_SUSPEND_SELF', 'admin.cannotSuspendSelf')
  }
  const suspended = await db.transaction(async (tx) => {
    if (!(await q.lockUser(tx, userId))) throw notFound('admin.userNotFound', 'USER_NOT_FOUND')
    const user = (await q.findUser(tx, userId))!
    if (user.role === 'admin') {
      throw new AppError(403, 'CANNOT_SUSPEND_ADMIN', 'admin.cannotSuspendAdmin')
    }
    if (user.suspendedAt) return toUser(user)
    await q.setUserSuspended(tx, userId, true)
    await revokeUserSessions(tx, userId)
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: 'user.suspend',
      targetType: 'user',
      targetId: userId,
      details: { email: user.email, reason: input.reason ?? null },
    })
    return toUser((await q.findUser(tx, userId))!)
  })
  // A suspended seller's store leaves every public listing at once (the listing rule reads the
  // owner's account); cached search pages are dropped after the commit so none outlives it.
  if (suspended.isSeller) invalidateSearchResults()
  return suspended
}

export async function restoreUser(
  db: Database,
  admin: AuthUser,
  userId: string,
): Promise<AdminUser> {
  const restored = await db.transaction(async (tx) => {
    if (!(await q.lockUser(tx, userId))) throw notFound('admin.userNotFound', 'USER_NOT_FOUND')
    const user = (await q.findUser(tx, userId))!
    if (!user.suspendedAt) return toUser(user)
    await q.setUserSuspended(tx, userId, false)
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: 'user.restore',
      targetType: 'user',
      targetId: userId,
      details: { email: user.email },
    })
    return toUser((await q.findUser(tx, userId))!)
  })
  if (restored.isSeller) invalidateSearchResults()
  return restored
}

/* ------------------------------------------------------------------- affiliate payouts */

function toAffiliatePayout(row: q.AdminAffiliatePayoutRow): AdminAffiliatePayout {
  return {
    affiliateId: row.affiliateId,
    affiliateCode: row.affiliateCode,
    userId: row.userId,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    requestedAmount: roundMoney(row.amount),
    salesCount: row.salesCount,
    requestedAt: row.requestedAt.toISOString(),
    lastPayoutAt: iso(row.lastPayoutAt),
  }
}

export async function listAffiliatePayouts(
  db: Executor,
  query: z.output<typeof affiliatePayoutsQuery>,
): Promise<Paged<AdminAffiliatePayout>> {
  const { rows, total } = await q.listAffiliatePayouts(db, windowOf(query.page))
  return pageOf(rows.map(toAffiliatePayout), total, query.page)
}

/**
 * Records that the team paid an affiliate what they asked for: every payout_requested sale becomes
 * paid, the affiliate's last payout is now, and they are told in their language. The affiliate row
 * is locked first, so a payout request made at the same moment is either all in or all out.
 */
export async function markAffiliatePayoutPaid(
  db: Database,
  admin: AuthUser,
  affiliateId: string,
): Promise<AffiliatePayoutPaid> {
  return db.transaction(async (tx) => {
    const affiliate = await q.lockAffiliate(tx, affiliateId)
    if (!affiliate) throw notFound('admin.affiliateNotFound', 'AFFILIATE_NOT_FOUND')
    const now = new Date()
    const paid = await q.markSalesPaid(tx, affiliateId, now)
    if (paid.length === 0) throw conflict('NO_PAYOUT_REQUESTED', 'admin.noPayoutRequested')
    const amount = addMoney(...paid.map((sale) => sale.commissionAmount))
    await q.setAffiliateLastPayout(tx, affiliateId, now)
    await recordAdminAction(tx, {
      actorId: admin.id,
      action: 'affiliate.payout_paid',
      targetType: 'affiliate',
      targetId: affiliateId,
      details: { affiliateCode: affiliate.affiliateCode, amount, salesCount: paid.length },
    })
    await notifyUser(tx, {
      userId: affiliate.userId,
      type: 'affiliate_payout_paid',
      title: translate('admin.affiliatePaidTitle', uiLanguageFor(affiliate.preferredLanguage), {
        amount,
      }),
      link: '/revenue-dashboard?tab=affiliate',
      event: { name: 'payout_paid', values: { amount } },
    })
    return { affiliateId, amount, salesCount: paid.length, paidAt: now.toISOString() }
  })
}

/* --------------------------------------------------------------------------- audit log */

export async function listAuditLog(
  db: Executor,
  query: z.output<typeof auditLogQuery>,
): Promise<Paged<AuditLogEntry>> {
  const { rows, total } = await q.listAuditLog(db, windowOf(query.page))
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      actor:
        row.actorId && row.actorEmail !== null
          ? {
              id: row.actorId,
              name: `${row.actorFirstName} ${row.actorLastName}`,
              email: row.actorEmail,
            }
          : null,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetName: row.targetName ?? null,
      details: row.details ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    query.page,
  )
}
