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
import { HttpRateProvider } from './rate-provider.ts'

export type CurrenciesOptions = {
  /** A rates service to refresh the stored rates from; unset means the stored rates serve alone. */
  ratesUrl?: string | undefined
}

const REFRESH_EVERY_MS = 60 * 60 * 1000

const currenciesRoutes: FastifyPluginAsyncZod<CurrenciesOptions> = async (app, options) => {
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

  if (options.ratesUrl) {
    const provider = new HttpRateProvider(options.ratesUrl)
    const refresh = async () => {
      try {
        const updated = await currencies.refreshRates(app.db, provider)
        app.log.info({ provider: provider.name, updated }, 'exchange rates refreshed')
      } catch (error) {
        // The stored rates keep serving; a rates service that is down is worth a warning, no more.
        app.log.warn({ err: error, provider: provider.name }, 'exchange rate refresh failed')
      }
    }
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      await refresh()
      timer = setInterval(() => void refresh(), REFRESH_EVERY_MS)
      timer.unref()
    })
    app.addHook('onClose', async () => clearInterval(timer))
  }
}

export default currenciesRoutes
