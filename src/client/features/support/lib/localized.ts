/** The Amharic text in Amharic when there is one, otherwise the English. */
export function localized(language: string, english: string, amharic: string | null): string {
  return language.startsWith('am') && amharic ? amharic : english
}
