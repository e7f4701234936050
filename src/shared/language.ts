import { LANGUAGES, UI_LANGUAGES, type Language, type UiLanguage } from './constants.ts'

/** Accepts the spec's `or` for Afaan Oromo and stores it as ISO 639-1 `om`. */
export function normalizeLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined
  const code = value.trim().toLowerCase().slice(0, 2)
  const normalized = code === 'or' ? 'om' : code
  return (LANGUAGES as readonly string[]).includes(normalized)
    ? (normalized as Language)
    : undefined
}

/** The interface language for a preferred language (every preferred language has its own interface); Amharic otherwise. */
export function uiLanguageFor(value: string | null | undefined): UiLanguage {
  const language = normalizeLanguage(value)
  return language && (UI_LANGUAGES as readonly string[]).includes(language)
    ? (language as UiLanguage)
    : 'am'
}

/** Each language's name in itself, as the language switcher and profile offer it. */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  am: 'አማርኛ',
  en: 'English',
  om: 'Afaan Oromoo',
  ti: 'ትግርኛ',
}

/**
 * A value in the reader's language from a row with a column per language (`nameAm`, `nameOm`,
 * `nameTi` beside the English base): the reader's own when filled, else Amharic for a Ge'ez-script
 * reader (Tigrinya) and English for everyone else.
 */
export function pickLocalized(
  language: UiLanguage,
  values: { en: string; am?: string | null; om?: string | null; ti?: string | null },
): string {
  const own = language === 'en' ? values.en : values[language]
  if (own) return own
  if (language === 'ti' && values.am) return values.am
  return values.en
}

/**
 * Where a string missing in a language is looked up next, as i18next's `fallbackLng` (client and
 * server render alike): Tigrinya readers read Ge'ez script, so Amharic; Afaan Oromo is written in
 * Latin script, so English; Amharic otherwise. Only the next language is named, so a reader's
 * browser fetches no third language's strings.
 */
export const FALLBACK_LANGUAGES: Record<'om' | 'ti' | 'default', UiLanguage[]> = {
  om: ['en'],
  ti: ['am'],
  default: ['am'],
}

/** The fallback chain of a language, itself first, English last (a server message is never missing). */
export function languageChain(language: UiLanguage): UiLanguage[] {
  const next =
    language === 'om' || language === 'ti'
      ? FALLBACK_LANGUAGES[language]
      : FALLBACK_LANGUAGES.default
  return [...new Set<UiLanguage>([language, ...next, 'en'])]
}

/** A reference row's name columns: the English base, and one per other language (Amharic spelt either way). */
export type LocalizedNames = {
  name: string
  nameAm?: string | null
  nameAmharic?: string | null
  nameOm?: string | null
  nameTi?: string | null
}

/** A category's, currency's, plan's or tier's name in the reader's language (see `pickLocalized`). */
export function localizedName(item: LocalizedNames, language: string | null | undefined): string {
  return pickLocalized(uiLanguageFor(language), {
    en: item.name,
    am: (item.nameAm ?? item.nameAmharic)?.trim(),
    om: item.nameOm?.trim(),
    ti: item.nameTi?.trim(),
  })
}
