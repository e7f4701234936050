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

/** The interface language for a preferred language: Tigrinya reads Ge'ez script, so it falls back to Amharic; Afaan Oromo is written in Latin script, so English. */
export function uiLanguageFor(value: string | null | undefined): UiLanguage {
  const language = normalizeLanguage(value)
  if (language === 'en' || language === 'om') return 'en'
  if ((UI_LANGUAGES as readonly string[]).includes(language ?? '')) return language as UiLanguage
  return 'am'
}
