import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '#server/lib/errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Security headers, and refusal of state-changing requests that a browser sends from another
 * site (the session cookie is SameSite=Lax; this closes the rest of the cross-site surface).
 */
async function securityPlugin(
  app: FastifyInstance,
  options: { publicOrigin?: string; imageOrigins?: string[] },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // imageOrigins: the public address of an S3-compatible photo bucket, when configured.
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.publicOrigin?.startsWith('https://') ?? false,
  })

  // Personal answers must not stay in shared caches or the back/forward cache: everything sent to
  // a request that carries a session, and every sign-in answer. Public assets keep their caching.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.sessionToken || request.url.startsWith('/api/auth/')) {
      reply.header('cache-control', 'no-store')
    }
    return payload
  })

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return
    const fetchSite = request.headers['sec-fetch-site']
    if (fetchSite === 'cross-site') throw crossOrigin()
    const origin = request.headers.origin
    if (!origin) return
    const expected = options.publicOrigin ?? `${request.protocol}://${request.headers.host}`
    if (origin !== new URL(expected).origin) throw crossOrigin()
  })
}

const crossOrigin = () => new AppError(403, 'CROSS_ORIGIN', 'error.crossOrigin')

export default fp(securityPlugin, { name: 'security' })
