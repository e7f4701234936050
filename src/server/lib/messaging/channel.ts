/** A rendered message on its way out: where to, and what it says. */
export type ChannelMessage = {
  /** Email address, phone number (+251…) or Telegram chat id. */
  address: string
  subject: string | null
  text: string
  html: string | null
}

/** One way out of the site. `send` resolves once the provider accepted the message. */
export type Channel = {
  send: (message: ChannelMessage) => Promise<void>
}

/** The channels this site has set up; a missing one leaves its messages held in the outbox. */
export type Channels = {
  email?: Channel
  sms?: Channel
  telegram?: Channel
}

/**
 * A provider's refusal. `permanent`: sending the same message again cannot succeed (bad address,
 * refused content, blocked bot); otherwise a later attempt may (timeouts, 5xx, rate limits).
 * The message is our own summary, safe to store and show to admins.
 */
export class ChannelError extends Error {
  readonly permanent: boolean

  constructor(message: string, { permanent }: { permanent: boolean }) {
    super(message)
    this.name = 'ChannelError'
    this.permanent = permanent
  }
}

/** How long any provider may take to answer before the attempt counts as failed (and retried). */
export const CHANNEL_TIMEOUT_MS = 15_000

/** Posts JSON and reads JSON back, turning network failures and timeouts into retryable errors. */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; payload: unknown }> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CHANNEL_TIMEOUT_MS),
    })
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable'
    throw new ChannelError(`provider ${reason}`, { permanent: false })
  }
  const raw = await response.text().catch(() => '')
  let payload: unknown
  try {
    payload = raw ? JSON.parse(raw) : null
  } catch {
    payload = null
  }
  return { status: response.status, payload }
}
