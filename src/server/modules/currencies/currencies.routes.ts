import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  conversionResult,
  convertInput,
  currency,
  exchangeRate,
  ratePairParams,
  rateUpdateInput,
} from '#shared/contracts/currencies.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { requireAdmin } from '#server/lib/access.ts'
import * as currencies from './currencies.service.ts'

// Refreshing the stored rates from a rates service is a scheduled job (currencies.jobs.ts).
const currenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/currencies',
    {
      schema: {
        tags: ['currencies'],
        summary: 'Currencies on offer, in display order',
        response: { 200: z.array(currency) },
      },
    },
    async () => currencies.listCurrencies(app.db),
  )

  app.get(
    '/exchange-rates/:from/:to',
    {
      schema: {
        tags: ['currencies'],
        summary:
          'The rate from one currency to another: stored, inverse, or crossed via ETB or USD',
        params: ratePairParams,
        response: { 200: exchangeRate, 400: apiError, 404: apiError },
      },
    },
    async (request) => currencies.getRate(app.db, request.params.from, request.params.to),
  )

  app.post(
    '/convert-currency',
    {
      schema: {
        tags: ['currencies'],
        summary: 'Convert an amount exactly, rounded to the target currency (2 fiat, 8 crypto)',
        body: convertInput,
        response: { 200: conversionResult, 400: apiError, 404: apiError },
      },
    },
    async (request) => currencies.convert(app.db, request.body),
  )

  app.put(
    '/admin/exchange-rates/:from/:to',
    {
      schema: {
        tags: ['currencies', 'admin'],
        summary: 'Set the stored rate of a pair (admins)',
        params: ratePairParams,
        body: rateUpdateInput,
        response: { 200: exchangeRate, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
      },
    },
    async (request) => {
      const admin = requireAdmin(request)
      return currencies.setRate(app.db, admin, request.params.from, request.params.to, request.body)
    },
  )
}

export default currenciesRoutes
