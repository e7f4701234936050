import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  searchPage,
  searchQuery,
  suggestionsQuery,
  suggestionsResponse,
} from '#shared/contracts/search.ts'
import * as searchService from './search.service.ts'
import { concurrencyGate } from '#server/lib/concurrency-gate.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'

/** How many searches run on the database at once, and how many may wait (config.ts). */
export type SearchRoutesOptions = { concurrency: number; queueMax: number }

const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, options) => {
  // One gate for searches and suggestions: both are the same kind of work for the database.
  const gate = concurrencyGate({ ...options, code: 'SEARCH_BUSY' })

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
    async (request) => searchService.search(app.db, request.query, gate),
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
    async (request) => searchService.suggest(app.db, request.query.q, gate),
  )
}

export default searchRoutes
