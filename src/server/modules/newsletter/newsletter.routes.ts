import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiError } from '#shared/contracts/errors.ts'
import { newsletterInput, newsletterResult } from '#shared/contracts/marketing.ts'
import { requestLanguage } from '#server/lib/language.ts'
import * as newsletter from './newsletter.service.ts'

// Open to visitors, so each address gets a small budget: enough for a person fixing a typo,
// too little to flood the list.
const SUBSCRIBE_LIMIT = { max: 10, timeWindow: '1 minute' }

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      preHandler: app.rateLimit(SUBSCRIBE_LIMIT),
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address to the newsletter (repeating it is harmless)',
        body: newsletterInput,
        response: { 200: newsletterResult, 400: apiError, 429: apiError },
      },
    },
    async (request) => newsletter.subscribe(app.db, request.body, requestLanguage(request)),
  )
}

export default newsletterRoutes
