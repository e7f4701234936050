import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError } from '#shared/contracts/errors.ts'
import { sellerDashboard } from '#shared/contracts/seller-dashboard.ts'
import { requireSeller } from '#server/lib/access.ts'
import { getSellerDashboard } from './seller-dashboard.service.ts'

const sellerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/dashboard',
    {
      schema: {
        tags: ['seller-dashboard'],
        summary:
          "The signed-in seller's figures, computed from their own orders, views and reviews",
        response: { 200: sellerDashboard, 401: apiError, 403: apiError },
      },
    },
    async (request) => {
      const user = requireSeller(request)
      return getSellerDashboard(app.db, { sellerId: user.sellerId, userId: user.id })
    },
  )
}

export default sellerDashboardRoutes
