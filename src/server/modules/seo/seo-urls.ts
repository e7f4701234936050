import { createHash } from 'node:crypto'
import { DEFAULT_LANGUAGE, UI_LANGUAGES, type UiLanguage } from '#shared/constants.ts'

// Addresses shared by the head builders, the sitemaps and the preview-image routes.

/** Amharic pages have no parameter; every other interface language adds `?lang=<code>`. */
export const LANGUAGE_PARAM = 'lang'

/** Link previews (Open Graph, Twitter) are drawn at 1200×630, the size every network crops to. */
export const OG_IMAGE_WIDTH = 1200
export const OG_IMAGE_HEIGHT = 630
export const DEFAULT_OG_IMAGE_PATH = '/og/default.jpg'

/** Query parameters that change what a page shows (kept in its canonical address), in order. */
export type PageQuery = readonly (readonly [name: string, value: string])[]

export type LanguageAlternate = { hreflang: string; href: string }

// Facebook's locale names; a language added to UI_LANGUAGES later is written for Ethiopia.
const OG_LOCALES: Record<string, string> = {
  am: 'am_ET',
  en: 'en_US',
  om: 'om_ET',
  ti: 'ti_ET',
}

export function ogLocale(language: string): string {
  return OG_LOCALES[language] ?? `${language}_ET`
}

/** `/x/` and `/x` are one page: no trailing slash except on the root; always a leading one. */
export function normalizePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash
}

/**
 * The interface language a page's address asks for (the inverse of localizedUrl): `?lang=<code>`
 * when it names one of UI_LANGUAGES, else Amharic.
 */
export function languageOfQuery(search: string | URLSearchParams): UiLanguage {
  const requested = new URLSearchParams(search).get(LANGUAGE_PARAM)?.trim().toLowerCase()
  return (UI_LANGUAGES as readonly string[]).includes(requested ?? '')
    ? (requested as UiLanguage)
    : DEFAULT_LANGUAGE
}

/** The page's absolute address in one language. */
export function localizedUrl(
  origin: string,
  path: string,
  language: string,
  query: PageQuery = [],
): string {
  const params = new URLSearchParams(query.map(([name, value]) => [name, value]))
  if (language !== DEFAULT_LANGUAGE) params.set(LANGUAGE_PARAM, language)
  const search = params.toString()
  return `${origin}${normalizePath(path)}${search ? `?${search}` : ''}`
}

/** One alternate per interface language plus `x-default`, the Amharic address. */
export function languageAlternates(
  origin: string,
  path: string,
  query: PageQuery = [],
): LanguageAlternate[] {
  return [
    ...UI_LANGUAGES.map((language) => ({
      hreflang: language as string,
      href: localizedUrl(origin, path, language, query),
    })),
    { hreflang: 'x-default', href: localizedUrl(origin, path, DEFAULT_LANGUAGE, query) },
  ]
}

/** Relative addresses (our uploads, generated artwork) made absolute; absolute ones kept. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`
}

/**
 * A product's preview image. `v` changes with the photo, so networks that keep previews for
 * good (Facebook, Telegram) fetch the new one when a seller changes the photo.
 */
export function productOgImagePath(productId: string, photoUrl: string | null): string {
  const version = createHash('sha256')
    .update(photoUrl ?? '')
    .digest('base64url')
    .slice(0, 10)
  return `/og/products/${productId}.jpg?v=${version}`
}
