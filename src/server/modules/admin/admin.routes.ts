import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminIdParams,
  adminOverview,
  adminSeller,
  adminSellersQuery,
  adminService,
  adminServicesQuery,
  adminUser,
  adminUsersQuery,
  affiliatePayoutPaid,
  affiliatePayoutsQuery,
  adminAffiliatePayout,
  auditLogEntry,
  auditLogQuery,
  paged,
  sellerVerificationInput,
  serviceReviewInput,
  suspendUserInput,
} from '#shared/contracts/admin.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { requireAdmin } from '#server/lib/access.ts'
import * as admin from './admin.service.ts'

// The admin console's own calls; registered under /api/admin. Every route is admins only.
// (The product authenticity queue lives with seller products: /api/admin/products/...)

const readErrors = { 400: apiError, 401: apiError, 403: apiError }
const writeErrors = { ...readErrors, 404: apiError, 409: apiError }

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Refuse non-admins before input validation, so nobody learns the shape of admin inputs.
  app.addHook('preValidation', async (request) => {
    requireAdmin(request)
  })

  app.get(
    '/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts for the console: work waiting for review, open tickets, users',
        response: { 200: adminOverview, 401: apiError, 403: apiError },
      },
    },
    async (request) => {
      requireAdmin(request)
      return admin.getOverview(app.db)
    },
  )

  app.get(
    '/sellers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sellers, unverified first; filter by verification and search store, owner, email',
        querystring: adminSellersQuery,
        response: { 200: paged(adminSeller), ...readErrors },
      },
    },
    async (request) => {
      requireAdmin(request)
      return admin.listSellers(app.db, request.query)
    },
  )

  app.post(
    '/sellers/:id/verification',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verify or unverify a seller; the seller is notified',
        params: adminIdParams,
        body: sellerVerificationInput,
        response: { 200: adminSeller, ...writeErrors },
      },
    },
    async (request) =>
      admin.setSellerVerification(app.db, requireAdmin(request), request.params.id, request.body),
  )

  app.get(
    '/services',
    {
      schema: {
        tags: ['admin'],
        summary: 'Registered global services by approval status (pending: oldest first)',
        querystring: adminServicesQuery,
        response: { 200: paged(adminService), ...readErrors },
      },
    },
    async (request) => {
      requireAdmin(request)
      return admin.listServices(app.db, request.query)
    },
  )

  app.post(
    '/services/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve (listed publicly) or reject (hidden) a global service',
        params: adminIdParams,
        body: serviceReviewInput,
        response: { 200: adminService, ...writeErrors },
      },
    },
    async (request) =>
      admin.reviewService(app.db, requireAdmin(request), request.params.id, request.body),
  )

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first; filter by status and search name, username, email',
        querystring: adminUsersQuery,
        response: { 200: paged(adminUser), ...readErrors },
      },
    },
    async (request) => {
      requireAdmin(request)
      return admin.listUsers(app.db, request.query)
    },
  )

  app.post(
    '/users/:id/suspend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend a user: sign-in refused and every session ended (not self, not admins)',
        params: adminIdParams,
        body: suspendUserInput,
        response: { 200: adminUser, ...writeErrors },
      },
    },
    async (request) =>
      admin.suspendUser(app.db, requireAdmin(request), request.params.id, request.body),
  )

  app.post(
    '/users/:id/restore',
    {
      schema: {
        tags: ['admin'],
        summary: 'Restore a suspended user',
        params: adminIdParams,
        response: { 200: adminUser, ...writeErrors },
      },
    },
    async (request) => admin.restoreUser(app.db, requireAdmin(request), request.params.id),
  )

  app.get(
    '/affiliate-payouts',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Affiliates waiting for a payout: sum of payout_requested commission, oldest first',
        querystring: affiliatePayoutsQuery,
        response: { 200: paged(adminAffiliatePayout), ...readErrors },
      },
    },
    async (request) => {
      requireAdmin(request)
      return admin.listAffiliatePayouts(app.db, request.query)
    },
  )

  app.post(
    '/affiliate-payouts/:id/paid',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Mark an affiliate payout paid: requested sales become paid; the affiliate is told',
        params: adminIdParams,
        response: { 200: affiliatePayoutPaid, ...writeErrors },
      },
    },
    async (request) =>
      admin.markAffiliatePayoutPaid(app.db, requireAdmin(request), request.params.id),
  )

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin actions, newest first: who, what, to which target, when',
        querystring: auditLogQuery,
        response: { 200: paged(auditLogEntry), ...readErrors },
      },
    },
    async (request) => {
      requireAdmin(request)
      return admin.listAuditLog(app.db, request.query)
    },
  )
}

export default adminRoutes
