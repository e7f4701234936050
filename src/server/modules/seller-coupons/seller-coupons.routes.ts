import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  couponInput,
  couponParams,
  couponUpdate,
  sellerCoupon,
  sellerCouponList,
} from '#shared/contracts/seller-coupons.ts'
import { requireSeller } from '#server/lib/access.ts'
import * as sellerCoupons from './seller-coupons.service.ts'

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError }

const sellerCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seller/coupons',
    {
      schema: {
        tags: ['seller-coupons'],
        summary: "The signed-in seller's coupons in every state, with uses, discount and revenue",
        response: { 200: sellerCouponList, 401: apiError, 403: apiError },
      },
    },
    async (request) => sellerCoupons.listCoupons(app.db, requireSeller(request)),
  )

  app.post(
    '/coupons',
    {
      schema: {
        tags: ['seller-coupons'],
        summary: "Create a coupon for the signed-in seller's store",
        body: couponInput,
        response: { 201: sellerCoupon, ...errors },
      },
    },
    async (request, reply) => {
      const coupon = await sellerCoupons.createCoupon(app.db, requireSeller(request), request.body)
      return reply.status(201).send(coupon)
    },
  )

  app.patch(
    '/coupons/:id',
    {
      schema: {
        tags: ['seller-coupons'],
        summary: 'Edit a coupon, or only switch it on or off (owning seller only)',
        params: couponParams,
        body: couponUpdate,
        response: { 200: sellerCoupon, ...errors },
      },
    },
    async (request) =>
      sellerCoupons.editCoupon(app.db, requireSeller(request), request.params.id, request.body),
  )

  app.delete(
    '/coupons/:id',
    {
      schema: {
        tags: ['seller-coupons'],
        summary: 'Delete a coupon nobody has used (owning seller only)',
        params: couponParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await sellerCoupons.removeCoupon(app.db, requireSeller(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}

export default sellerCouponsRoutes
