import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams } from '#shared/contracts/catalog.ts'
import { apiError } from '#shared/contracts/errors.ts'
import {
  adClickResult,
  advertisement,
  advertisementQuery,
  coupon,
  globalService,
  globalServiceInput,
  globalServiceQuery,
  registeredGlobalService,
} from '#shared/contracts/marketing.ts'
import { normalizeLanguage } from '#shared/language.ts'
import { requireUser } from '#server/lib/access.ts'
import * as marketing from './marketing.service.ts'

/** The language the page is read in (Accept-Language), else the user's preference, else Amharic. */
function viewerLanguage(request: FastifyRequest): string {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().slice(0, 2)
  return normalizeLanguage(first) ?? normalizeLanguage(request.user?.preferredLanguage) ?? 'am'
}

const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/advertisements',
    {
      schema: {
        tags: ['marketing'],
        summary:
          'Ads for a page slot, picked by targeting (approved, running, budget left); each one listed counts an impression',
        querystring: advertisementQuery,
        response: { 200: z.array(advertisement), 400: apiError },
      },
    },
    async (request) =>
      marketing.listAds(
        app.db,
        request.query,
        await marketing.viewerOf(app.db, request.user, viewerLanguage(request)),
      ),
  )

  app.post(
    '/advertisements/:id/click',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Count a click on a running ad and return where it leads',
        params: idParams,
        response: { 200: adClickResult, 400: apiError, 404: apiError },
      },
    },
    async (request) =>
      marketing.clickAd(
        app.db,
        request.params.id,
        await marketing.viewerOf(app.db, request.user, viewerLanguage(request)),
      ),
  )

  app.get(
    '/coupons',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Active coupons inside their dates, flash sales first',
        response: { 200: z.array(coupon) },
      },
    },
    async () => marketing.listCoupons(app.db),
  )

  app.get(
    '/global-services',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Active diaspora services, optionally by type and area',
        querystring: globalServiceQuery,
        response: { 200: z.array(globalService), 400: apiError },
      },
    },
    async (request) => marketing.listGlobalServices(app.db, request.query),
  )

  app.post(
    '/global-services',
    {
      schema: {
        tags: ['marketing'],
        summary:
          'Register a business as a global service; it stays hidden until an admin reviews and activates it',
        body: globalServiceInput,
        response: { 201: registeredGlobalService, 400: apiError, 401: apiError },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const service = await marketing.registerGlobalService(app.db, user.id, request.body)
      return reply.status(201).send(service)
    },
  )
}

export default marketingRoutes
