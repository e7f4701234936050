import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  becomeSellerInput,
  forgotPasswordInput,
  forgotPasswordResponse,
  loginRequest,
  meResponse,
  passwordStrengthInput,
  passwordStrengthResponse,
  profileUpdateInput,
  registerInput,
  resetPasswordInput,
  sellerAccount,
  sessionUser,
  verificationSent,
  verifyEmailInput,
  verifyPhoneInput,
} from '#shared/contracts/auth.ts'
import { apiError } from '#shared/contracts/errors.ts'
import { requireUser } from '#server/lib/access.ts'
import { publicOrigin } from '#server/lib/public-origin.ts'
import { createSession, revokeSession } from '#server/lib/sessions.ts'
import * as auth from './auth.service.ts'
import * as passwordReset from './password-reset.service.ts'
import * as verification from './verification.service.ts'
import { LIMITS } from '#server/lib/rate-limits.ts'
import { checkPasswordStrength } from '#shared/password-strength.ts'

const userResponse = z.object({ user: sessionUser })
const errors = { 400: apiError, 401: apiError, 403: apiError, 409: apiError, 429: apiError }

type AuthRoutesOptions = {
  /** PUBLIC_ORIGIN; unset: the request's own protocol and host. Links in messages start with it. */
  publicOrigin?: string | undefined
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const links = (request: FastifyRequest) => ({
    origin: publicOrigin(request, options.publicOrigin),
  })

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
      // The new address gets its confirmation link at once; the profile can ask for another.
      await verification.sendEmailVerification(app.db, user, links(request))
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
        summary: 'Sign in with email or verified phone number, and password',
        body: loginRequest,
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
    '/password/forgot',
    {
      config: { rateLimit: LIMITS.passwordForgot },
      schema: {
        tags: ['auth'],
        summary:
          'Send a reset link (email) or six-digit code (verified phone); the same answer whether or not an account has it',
        body: forgotPasswordInput,
        response: { 202: forgotPasswordResponse, 400: apiError, 429: apiError },
      },
    },
    async (request, reply) => {
      await passwordReset.forgotPassword(app.db, request.body, {
        ...links(request),
        ip: request.ip,
      })
      return reply.status(202).send({ accepted: true })
    },
  )

  app.post(
    '/password/reset',
    {
      config: { rateLimit: LIMITS.passwordReset },
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with a reset link token, or a phone number and its code; ends every session',
        body: resetPasswordInput,
        response: { 204: z.null(), 400: apiError, 429: apiError },
      },
    },
    async (request, reply) => {
      await passwordReset.resetPassword(app.db, request.body, links(request))
      if (request.sessionToken) app.clearSessionCookie(reply)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/email/verification',
    {
      config: { rateLimit: LIMITS.verificationSend },
      schema: {
        tags: ['auth'],
        summary: "Email a link that confirms the signed-in user's address",
        response: { 202: verificationSent, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await verification.sendEmailVerification(
        app.db,
        requireUser(request),
        links(request),
      )
      return reply.status(202).send(sent)
    },
  )

  app.post(
    '/email/verify',
    {
      config: { rateLimit: LIMITS.verificationCheck },
      schema: {
        tags: ['auth'],
        summary: "Confirm an email address with its link's token (signed in or not)",
        body: verifyEmailInput,
        response: { 204: z.null(), 400: apiError, 429: apiError },
      },
    },
    async (request, reply) => {
      await verification.verifyEmail(app.db, request.body.token)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/phone/verification',
    {
      config: { rateLimit: LIMITS.verificationSend },
      schema: {
        tags: ['auth'],
        summary: "Text a six-digit code to the signed-in user's phone",
        response: { 202: verificationSent, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await verification.sendPhoneVerification(app.db, requireUser(request))
      return reply.status(202).send(sent)
    },
  )

  app.post(
    '/phone/verify',
    {
      config: { rateLimit: LIMITS.verificationCheck },
      schema: {
        tags: ['auth'],
        summary: "Confirm the signed-in user's phone with the code it received",
        body: verifyPhoneInput,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request)
      await verification.verifyPhone(app.db, user, request.body.code)
      return { user: auth.toSessionUser((await auth.reloadUser(app.db, user.id))!) }
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
