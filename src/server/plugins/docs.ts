import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI document built from the route schemas: JSON at /api/docs/json, browsable at /api/docs. */
async function docsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Selam Market API',
        description: 'ሰላም ገበያ — the marketplace API. Errors answer { message, code, details? }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'selam_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}

export default fp(docsPlugin, { name: 'docs' })
