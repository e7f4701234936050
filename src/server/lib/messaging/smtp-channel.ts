import nodemailer from 'nodemailer'
import { CHANNEL_TIMEOUT_MS, type Channel, ChannelError } from './channel.ts'

type SmtpFailure = { responseCode?: number; code?: string; message?: string }

/** Email over SMTP with nodemailer: one transport, HTML and plain-text bodies. */
export function createSmtpChannel({ url, from }: { url: string; from: string }) {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: CHANNEL_TIMEOUT_MS,
    greetingTimeout: CHANNEL_TIMEOUT_MS,
    socketTimeout: CHANNEL_TIMEOUT_MS,
  })
  const channel: Channel & { close: () => void } = {
    send: async (message) => {
      try {
        await transport.sendMail({
          from,
          to: message.address,
          subject: message.subject ?? '',
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        })
      } catch (error) {
        const failure = error as SmtpFailure
        // 5xx is the server's final word on this message (unknown mailbox, refused content);
        // 4xx and connection failures may pass later.
        const code = failure.responseCode
        if (code !== undefined && code >= 500) {
          throw new ChannelError(`SMTP refused the message (${code})`, { permanent: true })
        }
        throw new ChannelError(
          code !== undefined
            ? `SMTP deferred the message (${code})`
            : `SMTP server unreachable (${failure.code ?? 'error'})`,
          { permanent: false },
        )
      }
    },
    close: () => transport.close(),
  }
  return channel
}
