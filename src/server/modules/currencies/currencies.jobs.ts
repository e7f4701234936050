import type { FastifyPluginAsync } from 'fastify'
import { refreshRates } from './currencies.service.ts'
import { HttpRateProvider } from './rate-provider.ts'

declare module '#server/plugins/jobs.ts' {
  interface JobPayloads {
    'currencies.refresh': Record<string, never>
  }
}

// Processes that start within the same window share one start-up refresh.
const START_WINDOW_SECONDS = 5 * 60

/**
 * With a rates service configured (EXCHANGE_RATES_URL), the stored rates are refreshed from it at
 * the top of every hour and when the site starts, once across all processes. A service that is
 * down leaves the stored rates serving until the next hour.
 */
const currenciesJobs: FastifyPluginAsync<{ ratesUrl?: string | undefined }> = async (
  app,
  { ratesUrl },
) => {
  if (!ratesUrl) return
  const provider = new HttpRateProvider(ratesUrl)
  app.jobs.work('currencies.refresh', async () => {
    try {
      const updated = await refreshRates(app.db, provider)
      app.log.info({ provider: provider.name, updated }, 'exchange rates refreshed')
      return { updated }
    } catch (error) {
      // The stored rates keep serving; a rates service that is down is worth a warning, no more,
      // and not a dead letter: the next hour tries again.
      app.log.warn({ err: error, provider: provider.name }, 'exchange rate refresh failed')
      return { updated: 0 }
    }
  })
  app.jobs.schedule('currencies.refresh', '0 * * * *', {})
  app.addHook('onReady', async () => {
    await app.jobs.send(
      'currencies.refresh',
      {},
      { singleton: { key: 'start', seconds: START_WINDOW_SECONDS } },
    )
  })
}

export default currenciesJobs
