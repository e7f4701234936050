import type { UiLanguage } from '#shared/constants.ts'
import { escapeHtml } from '#server/lib/html.ts'
import type { QueuedMessage } from '#server/modules/messaging/messaging.queries.ts'

// The messages about the account itself (reset, verification, "your password was changed"),
// written in the recipient's language. SMS texts stay within one Amharic SMS (70 characters in
// UCS-2) where they can; the code comes first so a phone's autofill finds it.

/** Kinds of outbox rows written here (outbound_messages.kind). */
export const ACCOUNT_MESSAGE_KINDS = {
  passwordReset: 'password-reset',
  emailVerification: 'email-verification',
  phoneVerification: 'phone-verification',
  passwordChanged: 'password-changed',
} as const

type EmailParts = { subject: string; paragraphs: string[]; link?: { href: string; label: string } }

function emailBody(parts: EmailParts, language: UiLanguage) {
  const lines = [...parts.paragraphs]
  if (parts.link) lines.splice(1, 0, parts.link.href)
  const text = lines.join('\n\n')
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...parts.paragraphs.map((paragraph, index) => {
      const p = `<p>${escapeHtml(paragraph)}</p>`
      if (index !== 0 || !parts.link) return p
      const href = escapeHtml(parts.link.href)
      return `${p}<p><a href="${href}">${escapeHtml(parts.link.label)}</a></p>`
    }),
    '</body></html>',
  ].join('')
  return { subject: parts.subject, text, html }
}

type To = { userId: string; address: string; language: UiLanguage }

/** The text in the recipient's language (every interface language has its own). */
function inLanguage<T>(language: UiLanguage, texts: Record<UiLanguage, T>): T {
  return texts[language]
}

function email(to: To, kind: string, parts: EmailParts): QueuedMessage {
  return { ...to, channel: 'email', kind, ...emailBody(parts, to.language) }
}

function sms(to: To, kind: string, text: string): QueuedMessage {
  return { ...to, channel: 'sms', kind, subject: null, text, html: null }
}

export function passwordResetEmail(
  to: To,
  values: { name: string; link: string; minutes: number },
) {
  const { name, link, minutes } = values
  return email(
    to,
    ACCOUNT_MESSAGE_KINDS.passwordReset,
    inLanguage(to.language, {
      am: {
        subject: 'የሰላም ገበያ የይለፍ ቃልዎን ይቀይሩ',
        paragraphs: [
          `ሰላም ${name}፣ የይለፍ ቃልዎን ለመቀየር ከታች ያለውን ሊንክ ይክፈቱ።`,
          `ሊንኩ ለ${minutes} ደቂቃ እና ለአንድ ጊዜ ብቻ ያገለግላል።`,
          'ይህን ያልጠየቁት እርስዎ ከሆኑ መልዕክቱን ይተዉት፤ የይለፍ ቃልዎ አይቀየርም።',
        ],
        link: { href: link, label: 'አዲስ የይለፍ ቃል ያስገቡ' },
      },
      en: {
        subject: 'Reset your Selam Market password',
        paragraphs: [
          `Hello ${name}, open the link below to choose a new password.`,
          `The link works once, for ${minutes} minutes.`,
          'If you did not ask for this, ignore this email: your password stays as it is.',
        ],
        link: { href: link, label: 'Choose a new password' },
      },
      om: {
        subject: 'Jecha icciitii Selam Market kee haaromsi',
        paragraphs: [
          `Akkam ${name}, jecha icciitii haaraa filachuuf liinkii armaan gadii bani.`,
          `Liinkiin al tokko qofa, daqiiqaa ${minutes}f hojjeta.`,
          'Yoo ati kana hin gaafanne, imeelii kana dhiisi: jechi icciitii kee akkuma jirutti hafa.',
        ],
        link: { href: link, label: 'Jecha icciitii haaraa filadhu' },
      },
      ti: {
        subject: 'መሕለፊ ቃልኩም ኣብ ሰላም ገበያ ሓድሽ ግበሩ',
        paragraphs: [
          `ሰላም ${name}፣ ሓድሽ መሕለፊ ቃል ንምምራጽ ኣብ ታሕቲ ዘሎ መላግቦ ክፈቱ።`,
          `እቲ መላግቦ ሓንሳእ ጥራይ፣ ን${minutes} ደቓይቕ ይሰርሕ።`,
          'እዚ ዘይሓተትኩም እንተኾይንኩም ነዚ ኢመይል ሸለል በልዎ፤ መሕለፊ ቃልኩም ከም ዘለዎ ይጸንሕ።',
        ],
        link: { href: link, label: 'ሓድሽ መሕለፊ ቃል ምረጹ' },
      },
    }),
  )
}

export function passwordResetSms(to: To, values: { code: string; minutes: number }) {
  return sms(
    to,
    ACCOUNT_MESSAGE_KINDS.passwordReset,
    inLanguage(to.language, {
      am: `${values.code} የሰላም ገበያ የይለፍ ቃል መቀየሪያ ኮድ ነው። ለ${values.minutes} ደቂቃ ያገለግላል። ለማንም አይስጡ።`,
      en: `${values.code} is your Selam Market password reset code. Valid ${values.minutes} min. Do not share it.`,
      om: `${values.code} koodii haaromsa jecha icciitii Selam Market keeti. Daqiiqaa ${values.minutes}f hojjeta. Nama kamiifuu hin kennin.`,
      ti: `${values.code} ናይ ሰላም ገበያ ኮድ ምሕዳስ መሕለፊ ቃል እዩ። ን${values.minutes} ደቓይቕ ይሰርሕ። ንማንም ኣይትሃቡ።`,
    }),
  )
}

export function emailVerificationEmail(
  to: To,
  values: { name: string; link: string; minutes: number },
) {
  const { name, link, minutes } = values
  return email(
    to,
    ACCOUNT_MESSAGE_KINDS.emailVerification,
    inLanguage(to.language, {
      am: {
        subject: 'የሰላም ገበያ ኢሜይልዎን ያረጋግጡ',
        paragraphs: [
          `ሰላም ${name}፣ ይህ ኢሜይል የእርስዎ መሆኑን ለማረጋገጥ ከታች ያለውን ሊንክ ይክፈቱ።`,
          `ሊንኩ ለ${minutes} ደቂቃ ያገለግላል።`,
          'በሰላም ገበያ መለያ ያልከፈቱ ከሆነ መልዕክቱን ይተዉት።',
        ],
        link: { href: link, label: 'ኢሜይሌን አረጋግጥ' },
      },
      en: {
        subject: 'Confirm your email for Selam Market',
        paragraphs: [
          `Hello ${name}, open the link below to confirm that this email address is yours.`,
          `The link works for ${minutes} minutes.`,
          'If you have no Selam Market account, ignore this email.',
        ],
        link: { href: link, label: 'Confirm my email' },
      },
      om: {
        subject: 'Imeelii kee Selam Marketiif mirkaneessi',
        paragraphs: [
          `Akkam ${name}, teessoon imeelii kun kan kee ta'uu isaa mirkaneessuuf liinkii armaan gadii bani.`,
          `Liinkiin daqiiqaa ${minutes}f hojjeta.`,
          'Yoo herrega Selam Market hin qabne, imeelii kana dhiisi.',
        ],
        link: { href: link, label: 'Imeelii koo mirkaneessi' },
      },
      ti: {
        subject: 'ኢመይልኩም ንሰላም ገበያ ኣረጋግጹ',
        paragraphs: [
          `ሰላም ${name}፣ እዚ ኣድራሻ ኢመይል ናትኩም ምዃኑ ንምርግጋጽ ኣብ ታሕቲ ዘሎ መላግቦ ክፈቱ።`,
          `እቲ መላግቦ ን${minutes} ደቓይቕ ይሰርሕ።`,
          'ኣብ ሰላም ገበያ ሕሳብ እንተዘይብልኩም ነዚ ኢመይል ሸለል በልዎ።',
        ],
        link: { href: link, label: 'ኢመይለይ ኣረጋግጽ' },
      },
    }),
  )
}

export function phoneVerificationSms(to: To, values: { code: string; minutes: number }) {
  return sms(
    to,
    ACCOUNT_MESSAGE_KINDS.phoneVerification,
    inLanguage(to.language, {
      am: `${values.code} የሰላም ገበያ ስልክ ማረጋገጫ ኮድ ነው። ለ${values.minutes} ደቂቃ ያገለግላል። ለማንም አይስጡ።`,
      en: `${values.code} is your Selam Market phone verification code. Valid ${values.minutes} min.`,
      om: `${values.code} koodii mirkaneessa bilbilaa Selam Market keeti. Daqiiqaa ${values.minutes}f hojjeta.`,
      ti: `${values.code} ናይ ሰላም ገበያ ኮድ ምርግጋጽ ቴሌፎን እዩ። ን${values.minutes} ደቓይቕ ይሰርሕ። ንማንም ኣይትሃቡ።`,
    }),
  )
}

export function passwordChangedEmail(to: To, values: { name: string; signInLink: string }) {
  return email(
    to,
    ACCOUNT_MESSAGE_KINDS.passwordChanged,
    inLanguage(to.language, {
      am: {
        subject: 'የሰላም ገበያ የይለፍ ቃልዎ ተቀይሯል',
        paragraphs: [
          `ሰላም ${values.name}፣ የመለያዎ የይለፍ ቃል አሁን ተቀይሯል፤ በሁሉም መሣሪያዎች ላይ ከመለያዎ ወጥተዋል።`,
          'ይህን ያደረጉት እርስዎ ካልሆኑ ወዲያውኑ የይለፍ ቃልዎን እንደገና ይቀይሩና ድጋፍ ሰጪዎቻችንን ያነጋግሩ።',
        ],
        link: { href: values.signInLink, label: 'ይግቡ' },
      },
      en: {
        subject: 'Your Selam Market password was changed',
        paragraphs: [
          `Hello ${values.name}, the password of your account was just changed, and every device was signed out.`,
          'If this was not you, reset your password again at once and contact our support.',
        ],
        link: { href: values.signInLink, label: 'Sign in' },
      },
      om: {
        subject: 'Jechi icciitii Selam Market kee jijjiirameera',
        paragraphs: [
          `Akkam ${values.name}, jechi icciitii herrega keetii amma jijjiirameera, meeshaa hunda irraas baafamteetta.`,
          "Yoo kana kan godhe ati hin taane, battalumatti jecha icciitii kee irra deebi'ii haaromsiitii deeggarsa keenya quunnami.",
        ],
        link: { href: values.signInLink, label: 'Seeni' },
      },
      ti: {
        subject: 'መሕለፊ ቃልኩም ኣብ ሰላም ገበያ ተቐይሩ',
        paragraphs: [
          `ሰላም ${values.name}፣ መሕለፊ ቃል ሕሳብኩም ሕጂ ተቐይሩ፣ ኣብ ኩሉ መሳርሒታት ዝነበረ ምእታው ድማ ተዓጽዩ።`,
          'እዚ ንስኹም እንተዘይገበርኩምዎ፣ ብኡንብኡ መሕለፊ ቃልኩም ደጊምኩም ሓድሽ ግበሩ እሞ ንጋንታ ሓገዝና ርኸቡ።',
        ],
        link: { href: values.signInLink, label: 'እቶ' },
      },
    }),
  )
}

export function passwordChangedSms(to: To) {
  return sms(
    to,
    ACCOUNT_MESSAGE_KINDS.passwordChanged,
    inLanguage(to.language, {
      am: 'የሰላም ገበያ የይለፍ ቃልዎ ተቀይሯል። እርስዎ ካልቀየሩት ወዲያውኑ ድጋፍ ያነጋግሩ።',
      en: 'Your Selam Market password was changed. If this was not you, contact support at once.',
      om: 'Jechi icciitii Selam Market kee jijjiirameera. Yoo ati hin taane, battalumatti deeggarsa quunnami.',
      ti: 'መሕለፊ ቃልኩም ኣብ ሰላም ገበያ ተቐይሩ። ንስኹም እንተዘይቀየርኩምዎ ብኡንብኡ ሓገዝ ርኸቡ።',
    }),
  )
}
