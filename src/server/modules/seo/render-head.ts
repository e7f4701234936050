import type { UiLanguage } from '#shared/constants.ts'
import { escapeHtml, scriptJson } from '#server/lib/html.ts'
import { type LanguageAlternate, ogLocale } from './seo-urls.ts'

export type HeadImage = {
  /** Absolute address. */
  url: string
  width: number
  height: number
  alt: string
  /** MIME type, e.g. image/jpeg. */
  type: string
}

/** Everything a public page puts in its <head> for search engines and link previews. */
export type PageHead = {
  language: UiLanguage
  siteName: string
  title: string
  description: string
  /** Absolute address of the page in its language. */
  canonical: string
  alternates: LanguageAlternate[]
  image?: HeadImage
  ogType: 'website' | 'product' | 'profile'
  /** Facebook's product price tags; product pages only. */
  price?: { amount: string; currency: string }
  /** schema.org objects, one <script type="application/ld+json"> each. */
  jsonLd: object[]
  /** Keep the page out of search results (its links are still followed). */
  noindex?: boolean
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`

/** The head's HTML, one tag per line, every value escaped. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ]
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex, follow'))
  tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`)
  for (const alternate of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    )
  }
  tags.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', ogLocale(head.language)),
  )
  for (const alternate of head.alternates) {
    if (alternate.hreflang === head.language || alternate.hreflang === 'x-default') continue
    tags.push(meta('property', 'og:locale:alternate', ogLocale(alternate.hreflang)))
  }
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:type', head.image.type),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
    )
  }
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount),
      meta('property', 'product:price:currency', head.price.currency),
    )
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  )
  if (head.image) {
    tags.push(
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    )
  }
  for (const object of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(object)}</script>`)
  }
  return tags.join('\n')
}
