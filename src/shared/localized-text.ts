import { languageChain, uiLanguageFor } from './language.ts'

// Kept apart from language.ts, which every page loads: only the pages showing platform texts
// (FAQs, plans, tiers) need this.

/** A platform text kept in each language (a description, an FAQ); any of them may be missing. */
export type LocalizedTexts = {
  en?: string | null
  am?: string | null
  om?: string | null
  ti?: string | null
}

/**
 * A platform text (a plan's or tier's description, an FAQ's question or answer) in the reader's
 * language: their own when written, else along `languageChain` (Tigrinya → Amharic → English,
 * Afaan Oromoo → English), else whichever language has it; null when none has.
 */
export function localizedText(
  values: LocalizedTexts,
  language: string | null | undefined,
): string | null {
  const filled = (value: string | null | undefined) => (value?.trim() ? value : null)
  for (const candidate of languageChain(uiLanguageFor(language))) {
    const value = filled(values[candidate])
    if (value) return value
  }
  return filled(values.en) ?? filled(values.am) ?? filled(values.om) ?? filled(values.ti)
}
