import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adCampaign,
  adForReview,
  adInput,
  adListQuery,
  adParams,
  adReviewInput,
  adReviewQuery,
  campaignQuery,
  sellerAd,
  sellerAdList,
} from '#shared/contracts/ads.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { requireAdmin, requireSeller } from '#server/lib/access.ts'
import type { UploadStorage } from '#server/modules/uploads/upload-storage.ts'
import * as ads from './ads.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError }

// Sellers' adverts (/social-ads, /telebirr-ads) and the admin review. Serving ads to buyers and
// counting their impressions and clicks is in the marketing module.
export type AdsOptions = { storage: UploadStorage }

const adsRoutes: FastifyPluginAsyncZod<AdsOptions> = async (app, options) => {
  const deps = { db: app.db, storage: options.storage }
  app.get(
    '/seller/advertisements',
    {
      schema: {
        tags: ['ads'],
        summary:
          "The signed-in seller's ads (social or telebirr) with figures from recorded impressions, clicks and spend",
        querystring: adListQuery,
        response: { 200: sellerAdList, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (request) => ads.listAds(app.db, requireSeller(request), request.query.channel),
  )

  app.get(
    '/social-media-campaigns',
    {
      schema: {
        tags: ['ads'],
        summary: "The signed-in seller's per-platform campaign records, optionally of one platform",
        querystring: campaignQuery,
        response: { 200: z.array(adCampaign), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (request) => ads.listCampaigns(app.db, requireSeller(request), request.query.platform),
  )

  app.post(
    '/advertisements',
    {
      schema: {
        tags: ['ads'],
        summary: 'Create an ad; it is served only after an admin approves it',
        body: adInput,
        response: { 201: sellerAd, ...errors },
      },
    },
    async (request, reply) => {
      const ad = await ads.createAd(deps, requireSeller(request), request.body)
      return reply.status(201).send(ad)
    },
  )

  app.put(
    '/advertisements/:id',
    {
      schema: {
        tags: ['ads'],
        summary: 'Edit an ad (owning seller only); the edited ad waits for review again',
        params: adParams,
        body: adInput,
        response: { 200: sellerAd, ...errors },
      },
    },
    async (request) => ads.editAd(deps, requireSeller(request), request.params.id, request.body),
  )

  for (const [action, isActive] of [
    ['pause', false],
    ['resume', true],
  ] as const) {
    app.post(
      `/advertisements/:id/${action}`,
      {
        schema: {
          tags: ['ads'],
          summary: `${action === 'pause' ? 'Pause' : 'Resume'} an ad (owning seller only)`,
          params: adParams,
          response: { 200: sellerAd, ...errors },
        },
      },
      async (request) =>
        ads.setAdActive(app.db, requireSeller(request), request.params.id, isActive),
    )
  }

  app.delete(
    '/advertisements/:id',
    {
      schema: {
        tags: ['ads'],
        summary: 'Delete an ad with its campaign records and figures (owning seller only)',
        params: adParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await ads.removeAd(app.db, requireSeller(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/admin/advertisements',
    {
      schema: {
        tags: ['ads', 'admin'],
        summary: 'Ads by review status (pending first-come first-served); admins only',
        querystring: adReviewQuery,
        response: { 200: z.array(adForReview), 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (request) => {
      requireAdmin(request)
      return ads.listForReview(app.db, request.query.status)
    },
  )

  app.post(
    '/admin/advertisements/:id/review',
    {
      schema: {
        tags: ['ads', 'admin'],
        summary: 'Approve or reject an ad (a rejection needs a note); recorded in the audit log',
        params: adParams,
        body: adReviewInput,
        response: { 200: sellerAd, ...errors },
      },
    },
    async (request) => ads.reviewAd(app.db, requireAdmin(request), request.params.id, request.body),
  )
}

export default adsRoutes
