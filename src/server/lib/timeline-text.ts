import type { UiLanguage } from '#shared/constants.ts'
import { translate, type MessageKey } from '#shared/i18n/messages.ts'

/**
 * An order timeline entry's text as message keys (and the notes a person typed), so each reader —
 * buyer, seller, courier, admin — reads it in their own language whenever they look, not in the
 * language of whoever it was first written for.
 */
export type TimelineText = {
  parts: { key: MessageKey; values?: Record<string, TimelineValue> }[]
  /** What the seller or courier typed with the change: shown as written. */
  notes?: string
}

/** A value put into a part: as given, or (a `{ key }`) a message of its own in the reader's language. */
export type TimelineValue = string | number | { key: MessageKey }

function valuesIn(
  values: Record<string, TimelineValue> | undefined,
  language: UiLanguage,
): Record<string, string | number> | undefined {
  if (!values) return undefined
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'object' ? translate(value.key, language) : value,
    ]),
  )
}

/** The entry in one language: its parts joined by " · ", the typed notes after " — ". */
export function timelineMessage(text: TimelineText, language: UiLanguage): string {
  const said = text.parts
    .map((part) => translate(part.key, language, valuesIn(part.values, language)))
    .join(' · ')
  return text.notes ? `${said} — ${text.notes}` : said
}

/** The columns an entry is stored with: the text for its parts, and the stored message in `language`. */
export function timelineColumns(text: TimelineText, language: UiLanguage) {
  return { message: timelineMessage(text, language), messageParts: text }
}
