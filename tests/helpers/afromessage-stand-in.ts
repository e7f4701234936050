import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in for AfroMessage's SMS API: `GET|POST /api/send` with the bearer token and
// `from`, `sender`, `to`, `message`, answering `{ acknowledge, response }` as the gateway does.

export type SentSms = { from: string; sender: string | undefined; to: string; message: string }

export type AfroMessageStandIn = {
  baseUrl: string
  sent: SentSms[]
  /** Requests refused for a missing or wrong token. */
  refused: number
  /** Answer the next requests with this HTTP status (e.g. 503) instead of sending. */
  failWith: number | null
  close: () => Promise<void>
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

export async function startAfroMessageStandIn(account: {
  token: string
  identifierId: string
}): Promise<AfroMessageStandIn> {
  const standIn = { sent: [] as SentSms[], refused: 0, failWith: null } as AfroMessageStandIn
  const server = createServer((request, response) => {
    void (async () => {
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(payload))
      }
      const url = new URL(request.url ?? '/', 'http://stand-in')
      if (url.pathname !== '/api/send' || !['GET', 'POST'].includes(request.method ?? '')) {
        return answer(404, { acknowledge: 'error', response: { errors: ['not found'] } })
      }
      if (request.headers.authorization !== `Bearer ${account.token}`) {
        standIn.refused += 1
        return answer(401, { acknowledge: 'error', response: { errors: ['Unauthorized'] } })
      }
      if (standIn.failWith !== null) {
        return answer(standIn.failWith, { acknowledge: 'error', response: { errors: ['busy'] } })
      }
      const params =
        request.method === 'GET' ? Object.fromEntries(url.searchParams) : await readBody(request)
      const errors: string[] = []
      if (params.from !== account.identifierId) errors.push('Invalid identifier')
      if (typeof params.to !== 'string' || !/^\+?\d{9,15}$/.test(params.to)) {
        errors.push('Invalid recipient')
      }
      if (typeof params.message !== 'string' || params.message === '') errors.push('Empty message')
      // The gateway answers 200 with `acknowledge: error` for a message it will not send.
      if (errors.length > 0) return answer(200, { acknowledge: 'error', response: { errors } })
      standIn.sent.push({
        from: String(params.from),
        sender: typeof params.sender === 'string' ? params.sender : undefined,
        to: String(params.to),
        message: String(params.message),
      })
      return answer(200, {
        acknowledge: 'success',
        response: {
          status: 'Send',
          message_id: `stand-in-${standIn.sent.length}`,
          message: params.message,
          to: params.to,
        },
      })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return standIn
}
