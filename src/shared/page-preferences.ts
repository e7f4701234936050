// A visitor's interface language and display currency live in the browser and in two cookies, so
// the server renders the first page in the language and currency the visitor will read.

export const LANGUAGE_COOKIE = 'lang'
export const CURRENCY_COOKIE = 'currency'
/** `on` or `off`: the footer's data saver switch (without it the browser's Save-Data hint decides). */
export const DATA_SAVER_COOKIE = 'data-saver'
/** A year, renewed at every change. */
export const PREFERENCE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** `name=value; Path=/; Max-Age=…; SameSite=Lax` for `document.cookie`. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax`
}
