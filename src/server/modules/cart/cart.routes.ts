import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  cart,
  cartItemParams,
  cartLineQuery,
  cartMergeInput,
  cartQuantityInput,
} from '#shared/contracts/cart.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { requireUser } from '#server/lib/access.ts'
import * as carts from './cart.service.ts'

const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError }

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in user's cart, grouped by seller, with line totals in ETB",
        response: { 200: cart, ...errors },
      },
    },
    async (request) => carts.getCart(app.db, requireUser(request).id),
  )

  app.put(
    '/cart/items/:productId',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Set the quantity of a product, or of one of its variants, in the cart (adds the line when new)',
        params: cartItemParams,
        body: cartQuantityInput,
        response: { 200: cart, ...errors },
      },
    },
    async (request) =>
      carts.setCartQuantity(
        app.db,
        requireUser(request).id,
        request.params.productId,
        request.body.quantity,
        request.body.variantId ?? null,
      ),
  )

  app.delete(
    '/cart/items/:productId',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Remove a product (or, with variantId, that variant of it) from the cart (no error when it is not there)',
        params: cartItemParams,
        querystring: cartLineQuery,
        response: { 200: cart, ...errors },
      },
    },
    async (request) =>
      carts.removeCartItem(
        app.db,
        requireUser(request).id,
        request.params.productId,
        request.query.variantId ?? null,
      ),
  )

  app.post(
    '/cart/merge',
    {
      schema: {
        tags: ['cart'],
        summary: "Add a visitor's browser cart to the signed-in user's cart",
        body: cartMergeInput,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => carts.mergeCart(app.db, requireUser(request).id, request.body),
  )
}

export default cartRoutes
