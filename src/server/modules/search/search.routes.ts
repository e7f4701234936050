import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  searchPage,
  searchQuery,
  suggestionsQuery,
  suggestionsResponse,
} from '#shared/contracts/search.ts'
import * as searchService from './search.service.ts'
import { LiveSearchIndex } from './live-search-index.ts'
import { concurrencyGate } from '#server/lib/concurrency-gate.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'

/** Where text searches find their matches: GET /search/status (decision record 043). */
const searchStatus = z.object({
  index: z.enum(['database', 'loading', 'ready', 'failed', 'closed']),
  products: z.number().int(),
})

/**
 * How many searches run on the database at once, how many may wait, and where text searches find
 * their matches (config.ts).
 */
export type SearchRoutesOptions = {
  concurrency: number
  queueMax: number
  index: 'memory' | 'database'
}

const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, options) => {
  // One gate for searches and suggestions: both are the same kind of work for the database.
  const gate = concurrencyGate({ ...options, code: 'SEARCH_BUSY' })
  const live = options.index === 'memory' ? new LiveSearchIndex(app.db, app.log) : null
  if (live) {
    app.addHook('onReady', async () => live.start())
    app.addHook('onClose', async () => live.close())
  }

  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Listed products matching a query (Amharic spelling variants, Latin transliteration and typos tolerated), filtered and sorted',
        querystring: searchQuery,
        response: { 200: searchPage, 400: apiError, 503: apiError },
      },
    },
    async (request) => searchService.search(app.db, request.query, gate, live),
  )

  app.get(
    '/search/suggestions',
    {
      config: { rateLimit: LIMITS.searchSuggestions },
      schema: {
        tags: ['search'],
        summary: 'Up to six suggestions (categories, product names) for 2 or more typed characters',
        querystring: suggestionsQuery,
        response: { 200: suggestionsResponse, 400: apiError, 503: apiError },
      },
    },
    async (request) => searchService.suggest(app.db, request.query.q, gate, live),
  )

  app.get(
    '/search/status',
    {
      schema: {
        tags: ['search'],
        summary:
          "Where text searches find their matches: the database, or this process's in-memory index (loading, ready, or failed to load) and how many listed products it holds",
        response: { 200: searchStatus },
      },
    },
    async () => {
      if (live?.state === 'ready') await live.sync()
      return {
        index: live ? live.state : ('database' as const),
        products: live ? live.products : 0,
      }
    },
  )
}

export default searchRoutes
