import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

// A local SMTP server that records what arrives, parsed as a mail client would read it.

export type ReceivedMail = {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
}

export type SmtpStandIn = {
  url: string
  received: ReceivedMail[]
  /** Refuse the next messages with this SMTP reply code (4xx deferred, 5xx refused). */
  refuseWith: number | null
  close: () => Promise<void>
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const standIn = { received: [] as ReceivedMail[], refuseWith: null } as unknown as SmtpStandIn
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (standIn.refuseWith !== null) {
        stream.resume()
        const error = Object.assign(new Error('refused by the stand-in'), {
          responseCode: standIn.refuseWith,
        })
        stream.on('end', () => callback(error))
        return
      }
      simpleParser(stream)
        .then((mail) => {
          standIn.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          })
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  standIn.url = `smtp://127.0.0.1:${port}`
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return standIn
}
