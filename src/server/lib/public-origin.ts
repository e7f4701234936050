import type { FastifyRequest } from 'fastify'

// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. Anything else
// in the Host header (spaces, quotes, a path, user info) is not a host we would link to.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * The scheme://host[:port] that absolute links (canonical URLs, sitemaps, preview images) start
 * with: PUBLIC_ORIGIN when configured, else the request's own protocol and host, which honour
 * X-Forwarded-Proto/-Host only from the proxies TRUST_PROXY names. Without PUBLIC_ORIGIN a
 * visitor chooses the Host header, so a malformed one falls back to `localhost` rather than
 * being echoed into links.
 */
export function publicOrigin(
  request: FastifyRequest,
  configuredOrigin: string | undefined,
): string {
  if (configuredOrigin) return new URL(configuredOrigin).origin
  const protocol = request.protocol === 'https' ? 'https' : 'http'
  const host = request.host
  return `${protocol}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`
}
