import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  findSessionUser,
  SESSION_COOKIE,
  type AuthUser,
  type SessionPolicy,
} from '#server/lib/sessions.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: AuthUser | null
    sessionToken: string | null
  }
  interface FastifyInstance {
    sessionPolicy: SessionPolicy
    setSessionCookie: (reply: FastifyReply, token: string, expiresAt: Date) => void
    clearSessionCookie: (reply: FastifyReply) => void
  }
}

/** Reads the session cookie on every request and resolves the signed-in user. */
async function authPlugin(
  app: FastifyInstance,
  options: { policy: SessionPolicy; secureCookies: boolean },
) {
  await app.register(cookie)
  app.decorate('sessionPolicy', options.policy)
  app.decorateRequest('user', null)
  app.decorateRequest('sessionToken', null)

  app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      expires: expiresAt,
    })
  })
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
    })
  })

  // A callback hook: a visitor's request (no session cookie) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    // Static files need no session lookup; a page does, for the language it is rendered in (a
    // signed-in user's own, as the browser will show it).
    if (!request.url.startsWith('/api/') && !isPageNavigation(request)) return done()
    const token = request.cookies[SESSION_COOKIE]
    if (!token || token.length > 200) return done()
    request.sessionToken = token
    findSessionUser(app.db, token, options.policy).then((user) => {
      request.user = user
      done()
    }, done)
  })
}

/** A browser opening a page (not a script, style, photo or API call). */
function isPageNavigation(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] })
