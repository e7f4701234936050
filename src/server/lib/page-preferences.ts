import type { FastifyRequest } from 'fastify'
import { UI_LANGUAGES, type UiLanguage } from '#shared/constants.ts'
import { initialCurrency } from '#shared/currency.ts'
import { uiLanguageFor } from '#shared/language.ts'
import { CURRENCY_COOKIE, DATA_SAVER_COOKIE, LANGUAGE_COOKIE } from '#shared/page-preferences.ts'

const CURRENCY_CODE = /^[A-Z]{2,10}$/

function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value)
}

/** Accept-Language's tags, most preferred first (`q` weights honoured). */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag)
}

/**
 * The language a page is rendered in: the address's `?lang=` (what shared links and search
 * engines' language alternates use), else a signed-in user's preferred language (the browser
 * switches to it at once, so the page must arrive in it to hydrate), else the visitor's choice
 * (cookie), else the first language of Accept-Language the interface speaks, else Amharic.
 */
export function pageLanguage(request: FastifyRequest): UiLanguage {
  const query = (request.query as Record<string, unknown> | undefined)?.lang
  if (isUiLanguage(query)) return query
  const preferred = request.user?.preferredLanguage
  if (preferred) return uiLanguageFor(preferred)
  const cookie = request.cookies?.[LANGUAGE_COOKIE]
  if (isUiLanguage(cookie)) return cookie
  for (const tag of acceptedLanguages(request.headers['accept-language'])) {
    const code = tag.slice(0, 2).toLowerCase()
    if (['am', 'en', 'om', 'or', 'ti'].includes(code)) return uiLanguageFor(code)
  }
  return 'am'
}

/** The currency prices are shown in: the visitor's choice (cookie), else their browser language's. */
export function pageCurrency(request: FastifyRequest): string {
  const cookie = request.cookies?.[CURRENCY_COOKIE]
  return initialCurrency({
    stored: cookie && CURRENCY_CODE.test(cookie) ? cookie : undefined,
    browserLanguage: acceptedLanguages(request.headers['accept-language'])[0],
  })
}

/** Photos at their smallest variant: the visitor's switch (cookie), else the browser's Save-Data hint. */
export function pageDataSaver(request: FastifyRequest): boolean {
  const choice = request.cookies?.[DATA_SAVER_COOKIE]
  if (choice === 'on') return true
  if (choice === 'off') return false
  const hint = request.headers['save-data']
  return typeof hint === 'string' && hint.trim().toLowerCase() === 'on'
}
