import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { translate } from '#shared/i18n/messages.ts'
import { requestLanguage } from '#server/lib/language.ts'

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached, and every
 * unknown non-API path answered with the client so its router shows the page (or its 404).
 * Unknown /api paths get a JSON 404. Misses are rate limited so probing stays cheap.
 */
async function clientPlugin(app: FastifyInstance, options: { clientDir: string }) {
  const root = path.resolve(options.clientDir)
  const hasClient = existsSync(path.join(root, 'index.html'))

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      cacheControl: false,
      index: false,
      // The build writes .br and .gz beside each text file; the best one the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        )
      },
    })
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/')
      if (!isApi && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
        reply.header('cache-control', 'no-cache')
        return reply.type('text/html; charset=utf-8').sendFile('index.html')
      }
      return reply.status(404).send({
        message: translate('error.routeNotFound', requestLanguage(request)),
        code: 'ROUTE_NOT_FOUND',
      })
    },
  )
}

export default fp(clientPlugin, { name: 'client' })
