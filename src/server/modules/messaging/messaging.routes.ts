import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '#server/lib/errors.ts'
import { requireAdmin, requireUser } from '#server/lib/access.ts'
import { apiError } from '#shared/contracts/errors.ts'
import {
  notificationSettings,
  notificationSettingsUpdate,
  outboxPage,
  outboxQuery,
  telegramLink,
} from '#shared/contracts/messaging.ts'
import * as messaging from './messaging.service.ts'
import * as notices from './notices.service.ts'
import * as telegram from './telegram.service.ts'

const telegramUpdate = z.looseObject({
  message: z
    .looseObject({
      text: z.string().max(4096).optional(),
      chat: z.looseObject({ id: z.union([z.number().int(), z.string().max(64)]) }),
      from: z.looseObject({ language_code: z.string().max(35).optional() }).optional(),
    })
    .optional(),
})

const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/notification-settings',
    {
      schema: {
        tags: ['profile'],
        summary:
          'Which notices reach the signed-in user by SMS, email and Telegram, and which channels can reach them',
        response: { 200: notificationSettings, 401: apiError },
      },
    },
    async (request) =>
      notices.getNotificationSettings(app.db, app.messaging.channels, requireUser(request)),
  )

  app.put(
    '/profile/notification-settings',
    {
      schema: {
        tags: ['profile'],
        summary: "Saves the signed-in user's notice choices per event and channel",
        body: notificationSettingsUpdate,
        response: { 200: notificationSettings, 400: apiError, 401: apiError },
      },
    },
    async (request) =>
      notices.updateNotificationSettings(
        app.db,
        app.messaging.channels,
        requireUser(request),
        request.body,
      ),
  )

  app.post(
    '/telegram/link',
    {
      schema: {
        tags: ['profile'],
        summary: 'A one-time t.me link that connects the signed-in user to the Telegram bot',
        response: { 200: telegramLink, 401: apiError, 404: apiError },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const bot = app.messaging.telegram
      if (!bot) throw notFound('messaging.telegramNotConfigured', 'TELEGRAM_NOT_CONFIGURED')
      return telegram.createTelegramLink(app.db, bot.username, user)
    },
  )

  app.post(
    '/telegram/webhook',
    {
      schema: {
        tags: ['telegram'],
        summary: 'Updates from the Telegram Bot API (checked by its secret-token header)',
        body: telegramUpdate,
        response: {
          200: z.object({ ok: z.boolean() }),
          401: apiError,
          403: apiError,
          404: apiError,
        },
      },
      // The secret is checked before the body is even read as an update.
      preValidation: async (request) => {
        const bot = app.messaging.telegram
        if (!bot) throw notFound('messaging.telegramNotConfigured', 'TELEGRAM_NOT_CONFIGURED')
        const secret = request.headers['x-telegram-bot-api-secret-token']
        if (typeof secret !== 'string' || secret === '') {
          throw new AppError(401, 'TELEGRAM_SECRET_MISSING', 'messaging.telegramSecretMissing')
        }
        if (!telegram.isTelegramSecret(secret, bot.webhookSecret)) {
          throw new AppError(403, 'TELEGRAM_SECRET_WRONG', 'messaging.telegramSecretWrong')
        }
      },
    },
    async (request) => {
      const reply = await telegram.handleTelegramUpdate(app.db, request.body)
      if (reply && app.messaging.telegram) {
        // Telegram resends an update answered with an error; a failed reply is only logged.
        await app.messaging.telegram
          .sendMessage(reply.chatId, reply.text)
          .catch((error: unknown) =>
            request.log.warn({ err: error }, 'telegram: could not answer the chat'),
          )
      }
      return { ok: true }
    },
  )

  app.get(
    '/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages sent out of the site (email, SMS, Telegram), newest first',
        querystring: outboxQuery,
        response: { 200: outboxPage, 401: apiError, 403: apiError },
      },
    },
    async (request) => {
      requireAdmin(request)
      return messaging.listOutbox(app.db, request.query)
    },
  )
}

export default messagingRoutes
