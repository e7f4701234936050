import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { createAfroMessageChannel } from '../lib/messaging/afromessage-channel.ts'
import type { Channels } from '../lib/messaging/channel.ts'
import { createSmtpChannel } from '../lib/messaging/smtp-channel.ts'
import { createTelegramChannel } from '../lib/messaging/telegram-channel.ts'

export type TelegramBot = {
  username: string
  webhookSecret: string
  sendMessage: (chatId: string, text: string) => Promise<void>
}

export type Messaging = {
  /** The ways out this site has set up; messages for a missing one are held in the outbox. */
  channels: Channels
  /** The Telegram bot users link their accounts with; null when none is set up. */
  telegram: TelegramBot | null
}

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging
  }
}

/** Builds the email, SMS and Telegram channels once from the configuration. */
async function messagingPlugin(app: FastifyInstance, { config }: { config: Config }) {
  const email = config.SMTP_URL
    ? createSmtpChannel({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : undefined
  const sms =
    config.SMS_PROVIDER === 'afromessage'
      ? createAfroMessageChannel({
          baseUrl: config.AFROMESSAGE_URL,
          token: config.AFROMESSAGE_TOKEN!,
          identifierId: config.AFROMESSAGE_IDENTIFIER_ID!,
          sender: config.AFROMESSAGE_SENDER,
        })
      : undefined
  const telegram = config.TELEGRAM_BOT_TOKEN
    ? createTelegramChannel({ apiUrl: config.TELEGRAM_API_URL, token: config.TELEGRAM_BOT_TOKEN })
    : undefined

  app.decorate('messaging', {
    channels: { email, sms, telegram },
    telegram: telegram
      ? {
          username: config.TELEGRAM_BOT_USERNAME!,
          webhookSecret: config.TELEGRAM_WEBHOOK_SECRET!,
          sendMessage: telegram.sendMessage,
        }
      : null,
  } satisfies Messaging)
  app.addHook('onClose', async () => {
    email?.close()
  })
}

export default fp(messagingPlugin, { name: 'messaging' })
