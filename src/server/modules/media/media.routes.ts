import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { apiError } from '#shared/contracts/errors.ts'
import { notFound } from '#server/lib/errors.ts'
import {
  GENERATED_IMAGE_NAME_MAX,
  GENERATED_IMAGE_NAME_PATTERN,
  generatedImageKinds,
  renderGeneratedImage,
} from './generated-image.ts'

const generatedImageParams = z.object({
  kind: z.enum(generatedImageKinds),
  name: z.string().min(1).max(GENERATED_IMAGE_NAME_MAX).regex(GENERATED_IMAGE_NAME_PATTERN),
})

const SVG_SUFFIX = '.svg'

// The artwork depends only on the URL, so browsers and proxies may keep it for good.
const CACHE_FOREVER = 'public, max-age=31536000, immutable'

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    // A wildcard rather than `:name.svg`: Fastify caps named parameters at 100 characters and
    // names may be up to 120.
    '/generated/:kind/*',
    {
      schema: {
        tags: ['media'],
        summary: 'Placeholder artwork generated from a name (deterministic SVG)',
        // Loose here so that any unknown kind or malformed name answers 404, not 400.
        params: z.object({ kind: z.string(), '*': z.string().describe('<name>.svg') }),
        response: { 200: z.string(), 404: apiError },
      },
    },
    async (request, reply) => {
      const file = request.params['*']
      const params = generatedImageParams.safeParse({
        kind: request.params.kind,
        name: file.endsWith(SVG_SUFFIX) ? file.slice(0, -SVG_SUFFIX.length) : '',
      })
      if (!params.success) throw notFound()
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE_FOREVER)
        .send(renderGeneratedImage(params.data))
    },
  )
}

export default mediaRoutes
