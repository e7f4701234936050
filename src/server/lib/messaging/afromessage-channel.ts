import { type Channel, ChannelError, postJson } from './channel.ts'

export type AfroMessageSettings = {
  /** API origin, `https://api.afromessage.com` in production. */
  baseUrl: string
  token: string
  /** The account's identifier id, sent as `from`. */
  identifierId: string
  /** An approved sender name; AfroMessage's default sender when unset. */
  sender?: string
}

type AfroMessageAnswer = { acknowledge?: string; response?: unknown }

/**
 * SMS through AfroMessage (an Ethiopian gateway): `POST /api/send` with the bearer token and
 * `from`, `sender`, `to`, `message`; it answers `{ acknowledge: 'success' | 'error', response }`.
 */
export function createAfroMessageChannel(settings: AfroMessageSettings): Channel {
  const url = new URL('/api/send', settings.baseUrl).toString()
  return {
    send: async (message) => {
      const { status, payload } = await postJson(
        url,
        {
          from: settings.identifierId,
          ...(settings.sender ? { sender: settings.sender } : {}),
          to: message.address,
          message: message.text,
        },
        { authorization: `Bearer ${settings.token}` },
      )
      const answer = (payload ?? {}) as AfroMessageAnswer
      if (status >= 200 && status < 300 && answer.acknowledge === 'success') return
      if (status === 429 || status >= 500) {
        throw new ChannelError(`SMS gateway unavailable (${status})`, { permanent: false })
      }
      if (status === 401 || status === 403) {
        // A wrong token fails every message alike; retrying lets a corrected setting send them.
        throw new ChannelError(`SMS gateway refused our credentials (${status})`, {
          permanent: false,
        })
      }
      throw new ChannelError(`SMS gateway refused the message (${status})`, { permanent: true })
    },
  }
}
