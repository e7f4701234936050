import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { marketplaceStats } from '#shared/contracts/marketplace.ts'
import * as marketplace from './marketplace.service.ts'

const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/marketplace/stats',
    {
      schema: {
        tags: ['marketplace'],
        summary:
          'What a visitor can browse: listed products, public stores, the countries those stores ship to, listed global services',
        response: { 200: marketplaceStats },
      },
    },
    async () => marketplace.getMarketplaceStats(app.db),
  )
}

export default marketplaceRoutes
