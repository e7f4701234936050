import type { Category, ProductDetail, SellerDetail } from '#shared/contracts/catalog.ts'
import type { GlobalService } from '#shared/contracts/marketing.ts'
import { PLAIN_PAGE_PATHS } from '#shared/contracts/page-subject.ts'
import { uploadKey, uploadVariantUrl } from '#shared/image-variants.ts'
import { DEFAULT_CURRENCY, type UiLanguage } from '#shared/constants.ts'
import { translate } from '#shared/i18n/messages.ts'
import { localizedName, uiLanguageFor } from '#shared/language.ts'
import { compareMoney, money } from '#shared/money.ts'
import type { HeadImage, PageHead } from './render-head.ts'
import {
  absoluteUrl,
  DEFAULT_OG_IMAGE_PATH,
  languageAlternates,
  localizedUrl,
  normalizePath,
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  productOgImagePath,
  type PageQuery,
} from './seo-urls.ts'

// Pure builders of each public page's head (no database): the server-rendered pages call one,
// then renderHead. Texts come from the shared message catalogues (`seo.*`).

export type { PageHead } from './render-head.ts'

export type HeadContext = {
  /** scheme://host[:port], see lib/public-origin.ts. */
  origin: string
  /** The request's pathname, e.g. /products/abc (used by pages without an entity of their own). */
  path: string
  /** The language the page is written in. */
  language: UiLanguage
  /**
   * The language the address names (`?lang=`; none is Amharic), when the page was written in
   * another one for this visitor (their choice or browser language): the canonical address is
   * the one asked for, so one address never claims another language's address as its own.
   */
  addressLanguage?: UiLanguage
}

/** Search results show about this many characters of a description. */
export const DESCRIPTION_MAX = 160
/** Services listed in the directory page's structured data (the page shows them all). */
export const SERVICES_IN_JSON_LD = 30

const text = (key: string, language: string, values?: Record<string, string | number>) =>
  translate(key, uiLanguageFor(language), values)

/** Whitespace collapsed, and cut at a word boundary with an ellipsis when longer than `max`. */
export function trimDescription(value: string, max = DESCRIPTION_MAX): string {
  const clean = value.replace(/\s+/g, ' ').trim()
  // Code points, not UTF-16 units, so a cut never splits a character.
  const characters = Array.from(clean)
  if (characters.length <= max) return clean
  const cut = characters.slice(0, max - 1).join('')
  const space = cut.lastIndexOf(' ')
  const words = space >= max / 2 ? cut.slice(0, space) : cut
  // No dangling punctuation (Latin or Ethiopic) before the ellipsis.
  return `${words.replace(/[\s,.;:!?፡።፣፤፥፦-]+$/u, '')}…`
}

const SCHEMA = 'https://schema.org'

function breadcrumbs(items: { name: string; url: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

function defaultImage(ctx: HeadContext): HeadImage {
  return {
    url: absoluteUrl(ctx.origin, DEFAULT_OG_IMAGE_PATH),
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    alt: text('seo.logoAlt', ctx.language),
    type: 'image/jpeg',
  }
}

/** The shared part of every head: the page's address in its language and in the others. */
function pageHead(
  ctx: HeadContext,
  path: string,
  query: PageQuery,
  fields: Omit<PageHead, 'language' | 'siteName' | 'canonical' | 'alternates'>,
): PageHead {
  return {
    language: ctx.language,
    siteName: text('seo.siteName', ctx.language),
    canonical: localizedUrl(ctx.origin, path, ctx.addressLanguage ?? ctx.language, query),
    alternates: languageAlternates(ctx.origin, path, query),
    ...fields,
  }
}

const pageUrl = (ctx: HeadContext, path: string, query: PageQuery = []) =>
  localizedUrl(ctx.origin, path, ctx.language, query)

const homeCrumb = (ctx: HeadContext) => ({
  name: text('seo.breadcrumb.home', ctx.language),
  url: pageUrl(ctx, '/'),
})

/* ---------------------------------------------------------------------------- products */

/** The photo a product's preview is made from: its first image, else its card image. */
export function productPhoto(product: Pick<ProductDetail, 'images' | 'imageUrl'>): string | null {
  return product.images[0]?.imageUrl ?? product.imageUrl ?? null
}

/** What a buyer pays, in birr: the sale price when there is one. */
export function chargedPrice(product: Pick<ProductDetail, 'price' | 'discountPrice'>): string {
  return money(product.discountPrice ?? product.price).toFixed(2)
}

/** A photo address search engines can index: uploads as their full-size variant, no SVG artwork. */
function indexablePhoto(origin: string, url: string): string | null {
  const key = uploadKey(url)
  if (key) return absoluteUrl(origin, uploadVariantUrl(key, 'full'))
  if (/\.svg(?:$|[?#])/i.test(url)) return null
  return absoluteUrl(origin, url)
}

export type ProductHeadExtra = {
  /** The seller's own search title and description (products.seo_title/seo_description), when set. */
  seoTitle?: string | null
  seoDescription?: string | null
}

export function productHead(
  product: ProductDetail,
  ctx: HeadContext,
  extra: ProductHeadExtra = {},
): PageHead {
  const path = `/products/${product.id}`
  const url = pageUrl(ctx, path)
  const price = chargedPrice(product)
  const title =
    extra.seoTitle?.trim() || text('seo.pageTitle', ctx.language, { title: product.name })
  const description = trimDescription(
    extra.seoDescription?.trim() ||
      product.description?.trim() ||
      text('seo.product.description', ctx.language, {
        name: product.name,
        seller: product.seller.storeName,
        price,
      }),
  )
  const preview = absoluteUrl(ctx.origin, productOgImagePath(product.id, productPhoto(product)))
  const photos = [product.imageUrl, ...product.images.map((image) => image.imageUrl)]
    .filter((photo): photo is string => Boolean(photo))
    .map((photo) => indexablePhoto(ctx.origin, photo))
    .filter((photo): photo is string => photo !== null)
  const sellerUrl = pageUrl(ctx, `/sellers/${product.seller.id}`)
  const categoryName = localizedName(product.category, ctx.language)

  const productLd: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description,
    sku: product.id,
    url,
    image: [...new Set([preview, ...photos])],
    category: categoryName,
    // A product whose variants cost differently offers a range (the cheapest is its own price).
    offers: {
      ...(product.priceMax !== null && compareMoney(product.priceMax, price) > 0
        ? {
            '@type': 'AggregateOffer',
            lowPrice: price,
            highPrice: product.priceMax,
            offerCount: product.variants.length,
          }
        : { '@type': 'Offer', price }),
      url,
      priceCurrency: DEFAULT_CURRENCY,
      availability: `${SCHEMA}/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: product.seller.storeName, url: sellerUrl },
    },
  }
  if (product.tags.length > 0) productLd.keywords = product.tags.join(', ')
  if (product.reviewCount > 0) {
    productLd.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.averageRating,
      reviewCount: product.reviewCount,
      bestRating: 5,
      worstRating: 1,
    }
  }

  return pageHead(ctx, path, [], {
    title,
    description,
    image: {
      url: preview,
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      alt: product.name,
      type: 'image/jpeg',
    },
    ogType: 'product',
    price: { amount: price, currency: DEFAULT_CURRENCY },
    jsonLd: [
      productLd,
      breadcrumbs([
        homeCrumb(ctx),
        { name: categoryName, url: pageUrl(ctx, '/products', categoryQuery(product.category)) },
        { name: product.name, url },
      ]),
    ],
  })
}

/* ----------------------------------------------------------------------------- sellers */

export function sellerHead(seller: SellerDetail, ctx: HeadContext): PageHead {
  const path = `/sellers/${seller.id}`
  const url = pageUrl(ctx, path)
  const description = trimDescription(
    seller.description?.trim() ||
      text('seo.seller.description', ctx.language, { store: seller.storeName }),
  )
  const organization: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': `${url}#store`,
    name: seller.storeName,
    url,
    description,
  }
  if (seller.user.city) {
    organization.address = {
      '@type': 'PostalAddress',
      addressLocality: seller.user.city,
      addressCountry: 'ET',
    }
  }
  if (seller.totalReviews > 0) {
    organization.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(seller.rating),
      reviewCount: seller.totalReviews,
      bestRating: 5,
      worstRating: 1,
    }
  }
  return pageHead(ctx, path, [], {
    title: text('seo.pageTitle', ctx.language, { title: seller.storeName }),
    description,
    image: defaultImage(ctx),
    ogType: 'profile',
    jsonLd: [
      organization,
      breadcrumbs([
        homeCrumb(ctx),
        { name: text('seo.sellers.title', ctx.language), url: pageUrl(ctx, '/sellers') },
        { name: seller.storeName, url },
      ]),
    ],
  })
}

/* -------------------------------------------------------------------------- categories */

/** A category's page is the product list filtered by its slug. */
export function categoryQuery(category: Pick<Category, 'slug'>): PageQuery {
  return [['category', category.slug]]
}

export function categoryHead(category: Category, ctx: HeadContext): PageHead {
  const name = localizedName(category, ctx.language)
  const query = categoryQuery(category)
  // The stored description is written in English; other languages read the catalogue's text.
  const ownDescription = uiLanguageFor(ctx.language) === 'en' ? category.description?.trim() : null
  return pageHead(ctx, '/products', query, {
    title: text('seo.pageTitle', ctx.language, { title: name }),
    description: trimDescription(
      ownDescription || text('seo.category.description', ctx.language, { category: name }),
    ),
    image: defaultImage(ctx),
    ogType: 'website',
    jsonLd: [breadcrumbs([homeCrumb(ctx), { name, url: pageUrl(ctx, '/products', query) }])],
  })
}

/* ---------------------------------------------------------------------------- services */

/**
 * The diaspora services directory (/global-services). It has no page per service (filters are
 * kept in the page, not the address), so the services it lists go into one ItemList.
 */
export function servicesHead(services: readonly GlobalService[], ctx: HeadContext): PageHead {
  const head = defaultHead(ctx, 'services')
  const listed = services.slice(0, SERVICES_IN_JSON_LD)
  if (listed.length === 0) return head
  return {
    ...head,
    jsonLd: [
      ...head.jsonLd,
      {
        '@context': SCHEMA,
        '@type': 'ItemList',
        itemListElement: listed.map((service, index) => {
          const item: Record<string, unknown> = {
            '@type': 'Organization',
            name: service.businessName,
          }
          if (service.description) item.description = trimDescription(service.description)
          if (service.website && /^https?:\/\//i.test(service.website)) item.url = service.website
          if (service.serviceAreas.length > 0) item.areaServed = service.serviceAreas
          return { '@type': 'ListItem', position: index + 1, item }
        }),
      },
    ],
  }
}

/* ------------------------------------------------------------------------- other pages */

/** Pages whose head is the site's own text in the page's language. */
export const DEFAULT_PAGES = {
  ...PLAIN_PAGE_PATHS,
  /** Answered at whatever address was asked for. */
  notFound: null,
} as const satisfies Record<string, string | null>
export type DefaultPage = keyof typeof DEFAULT_PAGES

// Missing pages are not worth a search engine's index. Search results stay indexable (a shared
// "buna" search is a page people open from a link) under the one canonical /search address.
const NOINDEX_PAGES: ReadonlySet<DefaultPage> = new Set(['notFound'])

export function defaultHead(ctx: HeadContext, page: DefaultPage): PageHead {
  const path = DEFAULT_PAGES[page] ?? normalizePath(ctx.path)
  const pageTitle = text(`seo.${page}.title`, ctx.language)
  const head = pageHead(ctx, path, [], {
    title: page === 'home' ? pageTitle : text('seo.pageTitle', ctx.language, { title: pageTitle }),
    description: trimDescription(text(`seo.${page}.description`, ctx.language)),
    image: defaultImage(ctx),
    ogType: 'website',
    jsonLd: [],
    ...(NOINDEX_PAGES.has(page) ? { noindex: true } : {}),
  })
  if (page === 'home') {
    const home = pageUrl(ctx, '/')
    const search = pageUrl(ctx, '/search')
    head.jsonLd = [
      {
        '@context': SCHEMA,
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: head.siteName,
        url: home,
        inLanguage: ctx.language,
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${search}${search.includes('?') ? '&' : '?'}q={search_term_string}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@context': SCHEMA,
        '@type': 'Organization',
        '@id': `${ctx.origin}/#organization`,
        name: head.siteName,
        url: home,
        logo: absoluteUrl(ctx.origin, DEFAULT_OG_IMAGE_PATH),
      },
    ]
  } else if (page !== 'notFound') {
    head.jsonLd = [breadcrumbs([homeCrumb(ctx), { name: pageTitle, url: head.canonical }])]
  }
  return head
}
