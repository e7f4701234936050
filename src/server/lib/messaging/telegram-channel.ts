import { type Channel, ChannelError, postJson } from './channel.ts'

export type TelegramSettings = {
  /** Bot API origin, `https://api.telegram.org` in production. */
  apiUrl: string
  token: string
}

type TelegramAnswer = { ok?: boolean; error_code?: number; description?: string }

/** Telegram's Bot API `sendMessage`; the address is the chat id the user linked. */
export function createTelegramChannel(settings: TelegramSettings) {
  const url = new URL(`/bot${settings.token}/sendMessage`, settings.apiUrl).toString()
  const sendMessage = async (chatId: string, text: string) => {
    const { status, payload } = await postJson(url, {
      chat_id: chatId,
      text,
      link_preview_options: { is_disabled: true },
    })
    const answer = (payload ?? {}) as TelegramAnswer
    if (status >= 200 && status < 300 && answer.ok === true) return
    const code = answer.error_code ?? status
    if (code === 429 || code >= 500) {
      throw new ChannelError(`Telegram unavailable (${code})`, { permanent: false })
    }
    // 400 chat not found, 403 the user blocked the bot: this chat will not take messages.
    throw new ChannelError(`Telegram refused the message (${code})`, { permanent: true })
  }
  const channel: Channel & { sendMessage: typeof sendMessage } = {
    send: (message) => sendMessage(message.address, message.text),
    sendMessage,
  }
  return channel
}
