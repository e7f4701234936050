import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  becomeSellerInput,
  loginInput,
  meResponse,
  passwordStrengthInput,
  passwordStrengthResponse,
  profileUpdateInput,
  registerInput,
  sellerAccount,
  sessionUser,
} from '#shared/contracts/auth.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { requireUser } from '#server/lib/access.ts'
import { createSession, revokeSession } from '#server/lib/sessions.ts'
import * as auth from './auth.service.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'
import { checkPasswordStrength } from '#shared/password-strength.ts'

const userResponse = z.object({ user: sessionUser })
const errors = { 400: apiError, 401: apiError, 403: apiError, 409: apiError, 429: apiError }

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Starts a fresh session (a new token on every sign-in) and drops the one the browser had. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
    if (request.sessionToken) await revokeSession(app.db, request.sessionToken)
    const session = await createSession(
      app.db,
      { userId, ipAddress: request.ip, userAgent: request.headers['user-agent'] },
      app.sessionPolicy,
    )
    app.setSessionCookie(reply, session.token, session.expiresAt)
  }

  app.post(
    '/register',
    {
      config: { rateLimit: LIMITS.register },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerInput,
        response: { 201: userResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.register(app.db, request.body, request.ip)
      await signIn(request, reply, user.id)
      return reply.status(201).send({ user: auth.toSessionUser(user) })
    },
  )

  app.post(
    '/password-strength',
    {
      config: { rateLimit: LIMITS.passwordStrength },
      schema: {
        tags: ['auth'],
        summary: 'How hard a password is to guess, as registration will judge it',
        body: passwordStrengthInput,
        response: { 200: passwordStrengthResponse, 400: apiError, 429: apiError },
      },
    },
    async (request) => checkPasswordStrength(request.body.password, request.body.personal),
  )

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginInput,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.login(app.db, request.body, request.ip)
      await signIn(request, reply, user.id)
      return { user: auth.toSessionUser(user) }
    },
  )

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out and revoke the session',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(app.db, request.sessionToken)
      app.clearSessionCookie(reply)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null for a visitor',
        // A visitor is a normal state, not an error: 200 with null keeps browsers' consoles clean.
        response: { 200: meResponse },
      },
    },
    async (request) => ({ user: request.user ? auth.toSessionUser(request.user) : null }),
  )

  app.put(
    '/profile',
    {
      schema: {
        tags: ['auth'],
        summary: "Update the signed-in user's profile",
        body: profileUpdateInput,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => {
      const user = await auth.updateProfile(app.db, requireUser(request), request.body)
      return { user: auth.toSessionUser(user) }
    },
  )

  app.post(
    '/become-seller',
    {
      schema: {
        tags: ['auth'],
        summary: 'Open a store for the signed-in user (90-day free trial)',
        body: becomeSellerInput,
        response: { 201: z.object({ user: sessionUser, seller: sellerAccount }), ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.becomeSeller(app.db, requireUser(request), request.body)
      return reply
        .status(201)
        .send({ user: auth.toSessionUser(result.user), seller: result.seller })
    },
  )
}

export default authRoutes
