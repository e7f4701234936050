// Messages that both sides show: validation messages of the shared zod contracts and the error
// codes the server answers with. Keys are stable; the client loads them as its `messages` namespace
// and the server translates with them, so a message reads the same wherever it is raised.
import { messagesAm } from './messages-am.ts'
import { messagesEn } from './messages-en.ts'
import { messagesOm } from './messages-om.ts'
import { messagesTi } from './messages-ti.ts'
import type { UiLanguage } from '../constants.ts'
import { languageChain } from '../language.ts'

export const messages = { am: messagesAm, en: messagesEn, om: messagesOm, ti: messagesTi } as const

type TableKey = keyof (typeof messages)['en']
/** `x` for plural keys `x_one` / `x_other`: translated with a numeric `count`. */
type PluralKey = TableKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never
export type MessageKey = TableKey | PluralKey

/** Whether `text` is a message key (a schema's own message) rather than free text, such as zod's defaults. */
export function isMessageKey(text: string): text is TableKey {
  return Object.hasOwn(messages.en, text)
}

/**
 * A message in the reader's language. With a numeric `count`, the plural form `<key>_one` or
 * `<key>_other` is used when the table has it (the same keys i18next reads on the client). A key
 * missing from a table reads in the language's fallback (see `languageChain`).
 */
export function translate(
  key: string,
  language: UiLanguage,
  values: Record<string, string | number> = {},
): string {
  const tables = languageChain(language).map((code) => messages[code] as Record<string, string>)
  if (typeof values.count === 'number') {
    const plural = `${key}_${new Intl.PluralRules(language).select(values.count)}`
    const other = `${key}_other`
    for (const table of tables) {
      const found = table[plural] ?? table[other]
      if (found) return fill(found, values)
    }
  }
  for (const table of tables) {
    const found = table[key]
    if (found) return fill(found, values)
  }
  return fill(key, values)
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}
