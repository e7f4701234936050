import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  analyticsDashboard,
  analyticsQuery,
  performanceAnalytics,
  revenueAnalytics,
  scopedAnalyticsQuery,
  trafficAnalytics,
} from '#shared/contracts/analytics.ts'
import { pageViewInput } from '#shared/contracts/catalog.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { hasRole, requireAdmin, requireSeller, requireUser } from '#server/lib/access.ts'
import { forbidden } from '#server/lib/errors.ts'
import * as analytics from './analytics.service.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError }

/**
 * Whose figures the caller may read: admins the whole platform, or one seller they name; a
 * seller their own store only (naming another store is refused); anyone else nothing.
 */
function storeScope(request: FastifyRequest, sellerId: string | undefined): string | null {
  const user = requireUser(request)
  if (hasRole(user, 'admin')) return sellerId ?? null
  const seller = requireSeller(request)
  if (sellerId && sellerId !== seller.sellerId) throw forbidden()
  return seller.sellerId
}

const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/page-view',
    {
      config: { rateLimit: LIMITS.pageView },
      schema: {
        tags: ['analytics'],
        summary:
          'Record a page view for the browser session (the user is taken from the sign-in session)',
        body: pageViewInput,
        response: { 204: z.null(), 400: apiError },
      },
    },
    async (request, reply) => {
      await analytics.trackPageView(app.db, request.body, {
        viewer: request.user,
        ip: request.ip,
        userAgentHeader: request.headers['user-agent'],
      })
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/traffic',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Views, visitors, sessions, bounce rate and top pages: platform-wide for admins, the own store for sellers',
        // storeScope needs the session, where the document's reading of the handler cannot see.
        security: [{ session: [] }],
        querystring: scopedAnalyticsQuery,
        response: { 200: trafficAnalytics, ...errors },
      },
    },
    async (request) => {
      const sellerId = storeScope(request, request.query.sellerId)
      return analytics.getTraffic(app.db, { days: request.query.days, sellerId })
    },
  )

  app.get(
    '/revenue',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'Delivered orders per day with commission and net: platform-wide for admins, the own store for sellers',
        // storeScope needs the session, where the document's reading of the handler cannot see.
        security: [{ session: [] }],
        querystring: scopedAnalyticsQuery,
        response: { 200: revenueAnalytics, ...errors },
      },
    },
    async (request) => {
      const sellerId = storeScope(request, request.query.sellerId)
      return analytics.getRevenue(app.db, { days: request.query.days, sellerId })
    },
  )

  app.get(
    '/performance',
    {
      schema: {
        tags: ['analytics'],
        summary: 'API response times, server-error rate and busiest endpoints (admins)',
        querystring: analyticsQuery,
        response: { 200: performanceAnalytics, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request)
      return analytics.getPerformance(app.db, { days: request.query.days })
    },
  )

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'System health: the latest reading of each metric and the period’s readings (admins)',
        querystring: analyticsQuery,
        response: { 200: analyticsDashboard, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request)
      return analytics.getDashboard(app.db, { days: request.query.days })
    },
  )
}

export default analyticsRoutes
