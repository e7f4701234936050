import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { AppError } from '#server/lib/errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Security headers, and refusal of state-changing requests that a browser sends from another
 * site (the session cookie is SameSite=Lax; this closes the rest of the cross-site surface). Also
 * the headers every answer gets as it leaves: its request id, and no-store on personal answers.
 */
async function securityPlugin(
  app: FastifyInstance,
  options: { publicOrigin?: string; imageOrigins?: string[] },
) {
  const https = options.publicOrigin?.startsWith('https://') ?? false
  const headers = securityHeaders({
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
    strictTransportSecurity: https,
  })
  // The JSON API's answers are data, never a document a browser shows as a page: of the document
  // headers they need only what stops another site framing, sniffing or reading them (OWASP's
  // REST security headers). Half the bytes of an answer's headers on the busiest routes, and
  // as much less for the client to parse. Its documentation (/api/docs) is a page.
  const apiHeaders = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: https,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })
  // One hook for every request (hooks cost each request a call): the security headers, then the
  // refusal of a cross-site state-changing request. Set here, they stay on an error's answer too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : headers)
    if (SAFE_METHODS.has(request.method)) return done()
    const fetchSite = request.headers['sec-fetch-site']
    if (fetchSite === 'cross-site') return done(crossOrigin())
    const origin = request.headers.origin
    if (!origin) return done()
    const expected = options.publicOrigin ?? `${request.protocol}://${request.headers.host}`
    done(origin !== new URL(expected).origin ? crossOrigin() : undefined)
  })

  // As the answer leaves, whatever the route set: the request's id, for reports and logs to meet;
  // and no-store on personal answers, which must not stay in shared caches or the back/forward
  // cache: everything sent to a request that carries a session, and every sign-in answer. Public
  // assets keep their caching.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id)
    if (request.sessionToken || request.url.startsWith('/api/auth/')) {
      reply.header('cache-control', 'no-store')
    }
    done(null, payload)
  })
}

/**
 * Helmet's headers for a policy. They are the same for every answer, so they are worked out once
 * here (helmet's middleware run against a recorder) instead of by helmet on every request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: () => {},
  }
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error
  })
  return headers
}

/** Whether a path is answered by the JSON API (its documentation pages excepted). */
function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs')
}

const crossOrigin = () => new AppError(403, 'CROSS_ORIGIN', 'error.crossOrigin')

export default fp(securityPlugin, { name: 'security' })
