import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply } from 'fastify'
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
    // Static files and the client's pages need no session lookup.
    if (!request.url.startsWith('/api/')) return done()
    const token = request.cookies[SESSION_COOKIE]
    if (!token || token.length > 200) return done()
    request.sessionToken = token
    findSessionUser(app.db, token, options.policy).then((user) => {
      request.user = user
      done()
    }, done)
  })
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] })
