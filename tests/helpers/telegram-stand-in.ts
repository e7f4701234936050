import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

// A local stand-in for Telegram's Bot API: `POST /bot<token>/sendMessage` with `chat_id` and
// `text`, answering `{ ok: true, result }` or `{ ok: false, error_code, description }`.

export type TelegramSent = { chatId: string; text: string }

export type TelegramStandIn = {
  apiUrl: string
  sent: TelegramSent[]
  /** Requests for a bot token that is not ours. */
  refused: number
  /** Chats that blocked the bot: Telegram answers 403 for them. */
  blockedChats: Set<string>
  /** Answer the next requests with this error code (e.g. 429, 502) instead of sending. */
  failWith: number | null
  close: () => Promise<void>
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

export async function startTelegramStandIn(botToken: string): Promise<TelegramStandIn> {
  const standIn = {
    sent: [] as TelegramSent[],
    refused: 0,
    blockedChats: new Set<string>(),
    failWith: null,
  } as TelegramStandIn
  const server = createServer((request, response) => {
    void (async () => {
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(payload))
      }
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '')
      if (!match || match[1] !== botToken) {
        standIn.refused += 1
        return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' })
      }
      if (match[2] !== 'sendMessage' || request.method !== 'POST') {
        return answer(404, { ok: false, error_code: 404, description: 'Not Found' })
      }
      if (standIn.failWith !== null) {
        const code = standIn.failWith
        return answer(code, { ok: false, error_code: code, description: 'Stand-in failure' })
      }
      const body = await readJson(request)
      const chatId = String(body.chat_id ?? '')
      if (!chatId || typeof body.text !== 'string' || body.text === '') {
        return answer(400, {
          ok: false,
          error_code: 400,
          description: 'Bad Request: text is empty',
        })
      }
      if (standIn.blockedChats.has(chatId)) {
        return answer(403, {
          ok: false,
          error_code: 403,
          description: 'Forbidden: bot was blocked by the user',
        })
      }
      standIn.sent.push({ chatId, text: body.text })
      return answer(200, {
        ok: true,
        result: { message_id: standIn.sent.length, chat: { id: Number(chatId) }, text: body.text },
      })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  standIn.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return standIn
}
