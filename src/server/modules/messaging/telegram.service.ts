import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Database } from '#server/db/database.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import type { UiLanguage } from '#shared/constants.ts'
import { uiLanguageFor } from '#shared/language.ts'
import * as q from './messaging.queries.ts'

/** How long a `t.me/<bot>?start=<token>` link stays usable. */
export const TELEGRAM_LINK_MINUTES = 15

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Whether the webhook's secret-token header is ours, compared in constant time. */
export function isTelegramSecret(received: string, expected: string): boolean {
  const a = createHash('sha256').update(received).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

/** A one-time deep link that, opened in Telegram, links the chat to this account. */
export async function createTelegramLink(
  db: Database,
  botUsername: string,
  user: AuthUser,
): Promise<{ url: string; expiresAt: string }> {
  // Telegram's start parameter allows up to 64 of A-Z a-z 0-9 _ -: base64url fits.
  const token = randomBytes(24).toString('base64url')
  const expiresAt = new Date(Date.now() + TELEGRAM_LINK_MINUTES * 60_000)
  await q.insertTelegramLinkToken(db, { tokenHash: hashToken(token), userId: user.id, expiresAt })
  return { url: `https://t.me/${botUsername}?start=${token}`, expiresAt: expiresAt.toISOString() }
}

const REPLIES: Record<UiLanguage, Record<'linked' | 'invalid' | 'stopped' | 'help', string>> = {
  am: {
    linked: 'ተገናኝቷል! የሰላም ገበያ ማሳወቂያዎች ከእንግዲህ እዚህ ይደርሱዎታል። ለማቆም /stop ይላኩ።',
    invalid: 'ይህ ማገናኛ ጊዜው አልፏል ወይም ጥቅም ላይ ውሏል። ከመገለጫዎ የማሳወቂያ ቅንብሮች አዲስ ማገናኛ ይውሰዱ።',
    stopped: 'ተቋርጧል። የሰላም ገበያ ማሳወቂያዎች ከእንግዲህ እዚህ አይደርሱም።',
    help: 'ይህን ቻት ለማገናኘት በሰላም ገበያ የማሳወቂያ ቅንብሮች ውስጥ «ቴሌግራም አገናኝ»ን ይጫኑ።',
  },
  en: {
    linked: 'Linked! Selam Market notices will reach you here. Send /stop to end them.',
    invalid:
      'This link has expired or was already used. Get a new one from the notification settings of your profile.',
    stopped: 'Unlinked. Selam Market notices will no longer reach you here.',
    help: 'To link this chat, press “Link Telegram” in your Selam Market notification settings.',
  },
  om: {
    linked: "Walitti hidhameera! Hubachiisni Selam Market as siif ga'a. Dhaabuuf /stop ergi.",
    invalid:
      "Liinkiin kun yeroon isaa darbeera yookaan duraanuu hojiirra ooleera. Qindaa'ina hubachiisaa piroofaayilii kee irraa kan haaraa fudhadhu.",
    stopped: "Addaan citeera. Hubachiisni Selam Market kana booda as siif hin ga'u.",
    help: "Chaatii kana walitti hidhuuf, qindaa'ina hubachiisaa Selam Market kee keessatti “Telegiraamii walitti hidhi” tuqi.",
  },
  ti: {
    linked: 'ተኣሳሲሩ! መፍለጥታት ሰላም ገበያ ካብ ሕጂ ኣብዚ ክበጽሑኹም እዮም። ንምቁራጽ /stop ስደዱ።',
    invalid: 'እዚ መላግቦ ግዜኡ ሓሊፉ ወይ ድሮ ተጠቒምሉ። ካብ ቅጥዕታት መፍለጥታት ፕሮፋይልኩም ሓድሽ ውሰዱ።',
    stopped: 'ምትእስሳር ተቋሪጹ። መፍለጥታት ሰላም ገበያ ድሕሪ ሕጂ ኣብዚ ኣይበጽሑኹምን።',
    help: 'ነዚ ቻት ንምትእስሳር፣ ኣብ ቅጥዕታት መፍለጥታት ሰላም ገበያ «ቴሌግራም ኣተኣሳስር» ጠውቑ።',
  },
}

/** The parts of a Bot API update the bot reads. */
export type TelegramUpdate = {
  message?: {
    text?: string
    chat: { id: number | string }
    from?: { language_code?: string }
  }
}

/**
 * Reads one update: `/start <token>` links the chat to the token's account, `/stop` unlinks it.
 * Returns the reply to send to the chat (in the account's language when known), or null.
 */
export async function handleTelegramUpdate(
  db: Database,
  update: TelegramUpdate,
): Promise<{ chatId: string; text: string } | null> {
  const message = update.message
  if (!message?.text) return null
  const chatId = String(message.chat.id)
  const [command, argument] = message.text.trim().split(/\s+/, 2)
  const chatLanguage = uiLanguageFor(message.from?.language_code)
  if (command === '/start' && argument) {
    const userId = await db.transaction(async (tx) => {
      const owner = await q.consumeTelegramLinkToken(tx, hashToken(argument))
      if (owner) await q.linkTelegramChat(tx, owner, chatId)
      return owner
    })
    if (!userId) return { chatId, text: REPLIES[chatLanguage].invalid }
    const language = uiLanguageFor(await q.findUserLanguage(db, userId))
    return { chatId, text: REPLIES[language].linked }
  }
  if (command === '/stop') {
    const userId = await q.unlinkTelegramChat(db, chatId)
    const language = userId ? uiLanguageFor(await q.findUserLanguage(db, userId)) : chatLanguage
    return { chatId, text: REPLIES[language].stopped }
  }
  if (command === '/start') return { chatId, text: REPLIES[chatLanguage].help }
  return null
}
