import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError } from '#shared/contracts/errors.ts'
import {
  searchPage,
  searchQuery,
  suggestionsQuery,
  suggestionsResponse,
} from '#shared/contracts/search.ts'
import * as searchService from './search.service.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Listed products matching a query (Amharic spelling variants, Latin transliteration and typos tolerated), filtered and sorted',
        querystring: searchQuery,
        response: { 200: searchPage, 400: apiError },
      },
    },
    async (request) => searchService.search(app.db, request.query),
  )

  app.get(
    '/search/suggestions',
    {
      config: { rateLimit: LIMITS.searchSuggestions },
      schema: {
        tags: ['search'],
        summary: 'Up to six suggestions (categories, product names) for 2 or more typed characters',
        querystring: suggestionsQuery,
        response: { 200: suggestionsResponse, 400: apiError },
      },
    },
    async (request) => searchService.suggest(app.db, request.query.q),
  )
}

export default searchRoutes
