import { describe, expect, it } from 'vitest'
import type { Category, ProductDetail, SellerDetail } from '#shared/contracts/catalog.ts'
import type { GlobalService } from '#shared/contracts/marketing.ts'
import { UI_LANGUAGES, type UiLanguage } from '#shared/constants.ts'
import { translate } from '#shared/i18n/messages.ts'
import {
  categoryHead,
  defaultHead,
  productHead,
  sellerHead,
  servicesHead,
  trimDescription,
  type HeadContext,
} from './seo-head.ts'
import { escapeHtml, scriptJson } from '#server/lib/html.ts'
import { renderHead, type PageHead } from './render-head.ts'
import { publicOrigin } from '#server/lib/public-origin.ts'
import { languageOfQuery, localizedUrl } from './seo-urls.ts'

const ORIGIN = 'https://selam.example'
const ctx = (language: UiLanguage, path = '/'): HeadContext => ({ origin: ORIGIN, path, language })

const HOSTILE = `</script><script>alert("x")</script> & 'quote' <!-- -->`
const PRODUCT_ID = '6f1c2f4e-8a57-4a0e-9d0c-3f5b1c2d4e6f'
const SELLER_ID = '0b7a9c1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d'
const CATEGORY_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: PRODUCT_ID,
    name: 'Yirgacheffe coffee',
    description: 'Washed Yirgacheffe beans, roasted in Addis Ababa.',
    imageUrl: '/api/objects/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    price: '850.00',
    discountPrice: '720.50',
    priceMax: null,
    currency: 'ETB',
    stock: 12,
    isFeatured: false,
    shipsInternationally: true,
    internationalShippingFee: '300.00',
    averageRating: 4.5,
    reviewCount: 8,
    category: {
      id: CATEGORY_ID,
      name: 'Coffee',
      nameAm: 'ቡና',
      nameOm: 'Buna',
      nameTi: 'ቡን',
      slug: 'coffee',
    },
    seller: {
      id: SELLER_ID,
      storeName: 'Abebe Coffee',
      verified: true,
      description: null,
      rating: '4.60',
      totalReviews: 20,
      city: 'Addis Ababa',
      awayUntil: null,
      awayMessage: null,
    },
    createdAt: '2026-10-01T00:00:00.000Z',
    originCountry: 'Ethiopia',
    originCity: 'Yirgacheffe',
    estimatedDeliveryDays: 5,
    isEthiopianMade: true,
    authenticityNote: null,
    tags: ['coffee', 'yirgacheffe'],
    images: [
      {
        id: '9b2f0d3c-4e5a-4b6c-8d7e-9f0a1b2c3d4e',
        imageUrl: '/api/objects/7c9e6679-7425-40de-944b-e07fc1f90ae7',
        isPrimary: true,
      },
      {
        id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        imageUrl: '/media/generated/product/coffee-view-2.svg',
        isPrimary: false,
      },
    ],
    options: [],
    variants: [],
    ...overrides,
  }
}

function seller(overrides: Partial<SellerDetail> = {}): SellerDetail {
  return {
    id: SELLER_ID,
    storeName: 'Abebe Coffee',
    description: 'Family roasters since 1998.',
    rating: '4.60',
    totalReviews: 20,
    verified: true,
    productCount: 3,
    awayUntil: null,
    awayMessage: null,
    user: { firstName: 'Abebe', lastName: 'Kebede', city: 'Addis Ababa', phone: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    servesInternational: true,
    shippingRegions: ['Ethiopia'],
    isDiasporaFriendly: true,
    products: [],
    ...overrides,
  }
}

const category: Category = {
  id: CATEGORY_ID,
  name: 'Coffee',
  nameAm: 'ቡና',
  nameOm: 'Buna',
  nameTi: 'ቡን',
  slug: 'coffee',
  description: 'Beans and ground coffee from every region.',
  imageUrl: null,
  productCount: 12,
}

/** The JSON-LD objects of rendered HTML, parsed back. */
function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!),
  )
}

/** The value at a path inside parsed JSON (undefined when absent). */
function at(value: unknown, ...path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (current, key) => (current as Record<string | number, unknown> | undefined)?.[key],
    value,
  )
}

/** The content of `<meta property|name="key">`, unescaped. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

describe('productHead', () => {
  it('renders title, description, canonical, alternates, Open Graph and Twitter tags', () => {
    const head = productHead(product(), ctx('en', `/products/${PRODUCT_ID}`))
    const html = renderHead(head)
    const url = `${ORIGIN}/products/${PRODUCT_ID}?lang=en`
    expect(html).toContain('<title>Yirgacheffe coffee | Selam Market</title>')
    expect(metaOf(html, 'description')).toBe('Washed Yirgacheffe beans, roasted in Addis Ababa.')
    expect(html).toContain(`<link rel="canonical" href="${url}">`)
    expect(html).toContain(
      `<link rel="alternate" hreflang="am" href="${ORIGIN}/products/${PRODUCT_ID}">`,
    )
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${url}">`)
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/products/${PRODUCT_ID}">`,
    )
    expect(metaOf(html, 'og:type')).toBe('product')
    expect(metaOf(html, 'og:url')).toBe(url)
    expect(metaOf(html, 'og:site_name')).toBe('Selam Market')
    expect(metaOf(html, 'og:locale')).toBe('en_US')
    expect(metaOf(html, 'og:locale:alternate')).toBe('am_ET')
    expect(metaOf(html, 'og:image')).toMatch(
      new RegExp(`^${ORIGIN}/og/products/${PRODUCT_ID}\\.jpg\\?v=[\\w-]{10}$`),
    )
    expect(metaOf(html, 'og:image:width')).toBe('1200')
    expect(metaOf(html, 'og:image:height')).toBe('630')
    expect(metaOf(html, 'og:image:type')).toBe('image/jpeg')
    expect(metaOf(html, 'og:image:alt')).toBe('Yirgacheffe coffee')
    expect(metaOf(html, 'product:price:amount')).toBe('720.50')
    expect(metaOf(html, 'product:price:currency')).toBe('ETB')
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'))
    expect(html).not.toContain('noindex')
  })

  it('describes the offer as charged: the sale price in birr, stock, seller and rating', () => {
    const [ld, crumbs] = jsonLdOf(renderHead(productHead(product(), ctx('am'))))
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Yirgacheffe coffee',
      sku: PRODUCT_ID,
      category: 'ቡና',
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/products/${PRODUCT_ID}`,
        price: '720.50',
        priceCurrency: 'ETB',
        availability: 'https://schema.org/InStock',
        seller: {
          '@type': 'Organization',
          name: 'Abebe Coffee',
          url: `${ORIGIN}/sellers/${SELLER_ID}`,
        },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 8 },
    })
    // The preview JPEG and the uploaded photo's full-size variant; never SVG artwork.
    expect(at(ld, 'image')).toHaveLength(2)
    expect(at(ld, 'image', 1)).toBe(
      `${ORIGIN}/media/uploads/7c9e6679-7425-40de-944b-e07fc1f90ae7-full.webp`,
    )
    expect(JSON.stringify(at(ld, 'image'))).not.toContain('.svg')
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'መነሻ', item: `${ORIGIN}/` },
        { position: 2, name: 'ቡና', item: `${ORIGIN}/products?category=coffee` },
        { position: 3, name: 'Yirgacheffe coffee', item: `${ORIGIN}/products/${PRODUCT_ID}` },
      ],
    })
  })

  it('says out of stock, the full price without a sale, and no rating without reviews', () => {
    const [ld] = productHead(
      product({ stock: 0, discountPrice: null, reviewCount: 0, averageRating: 0 }),
      ctx('en'),
    ).jsonLd
    expect(at(ld, 'offers', 'price')).toBe('850.00')
    expect(at(ld, 'offers', 'availability')).toBe('https://schema.org/OutOfStock')
    expect(ld).not.toHaveProperty('aggregateRating')
  })

  it('offers a price range for a product whose variants cost differently', () => {
    const [ld] = productHead(
      product({
        priceMax: '1200.00',
        variants: [
          {
            id: PRODUCT_ID,
            sku: null,
            optionValues: { Weight: '250 g' },
            label: 'Weight: 250 g',
            price: '850.00',
            discountPrice: '720.50',
            stock: 3,
          },
          {
            id: SELLER_ID,
            sku: null,
            optionValues: { Weight: '1 kg' },
            label: 'Weight: 1 kg',
            price: '1200.00',
            discountPrice: null,
            stock: 2,
          },
        ],
      }),
      ctx('en'),
    ).jsonLd
    expect(at(ld, 'offers', '@type')).toBe('AggregateOffer')
    expect(at(ld, 'offers', 'lowPrice')).toBe('720.50')
    expect(at(ld, 'offers', 'highPrice')).toBe('1200.00')
    expect(at(ld, 'offers', 'offerCount')).toBe(2)
  })

  it('writes Amharic text for Amharic pages, and a fallback description in the language', () => {
    const head = productHead(product({ description: null }), ctx('am'))
    expect(head.title).toBe('Yirgacheffe coffee | ሰላም ገበያ')
    expect(head.description).toBe('Yirgacheffe coffee ከAbebe Coffee፣ 720.50 ብር በሰላም ገበያ።')
    expect(head.canonical).toBe(`${ORIGIN}/products/${PRODUCT_ID}`)
    expect(renderHead(head)).toContain('<meta property="og:locale" content="am_ET">')
    const english = productHead(product({ description: '  ' }), ctx('en'))
    expect(english.description).toBe(
      'Yirgacheffe coffee from Abebe Coffee, 720.50 birr on Selam Market.',
    )
  })

  it("prefers the seller's own search title and description", () => {
    const head = productHead(product(), ctx('en'), {
      seoTitle: 'Best Yirgacheffe',
      seoDescription: 'Fresh beans.',
    })
    expect(head.title).toBe('Best Yirgacheffe')
    expect(head.description).toBe('Fresh beans.')
  })

  it('changes the preview address when the photo changes', () => {
    const before = productHead(product(), ctx('en')).image!.url
    const after = productHead(
      product({ images: [], imageUrl: '/api/objects/11111111-2222-4333-8444-555555555555' }),
      ctx('en'),
    ).image!.url
    expect(before).not.toBe(after)
    expect(after.startsWith(`${ORIGIN}/og/products/${PRODUCT_ID}.jpg?v=`)).toBe(true)
  })

  it('escapes a hostile name and description everywhere, and keeps JSON-LD parseable', () => {
    const hostile = product({
      name: HOSTILE,
      description: HOSTILE,
      // Only in JSON-LD: a raw line separator there would end a JavaScript string.
      tags: [`${HOSTILE}\u2028line`],
      seller: { ...product().seller, storeName: HOSTILE },
    })
    const html = renderHead(productHead(hostile, ctx('en')))
    // Exactly the script elements we wrote, each closed once: nothing broke out.
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(html.match(/<\/script>/g)).toHaveLength(2)
    expect(html).not.toContain('<!--')
    expect(html).not.toContain('\u2028')
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)')
    expect(metaOf(html, 'og:title')).toBe(`${HOSTILE} | Selam Market`)
    expect(metaOf(html, 'og:image:alt')).toBe(HOSTILE)
    const [ld, crumbs] = jsonLdOf(html)
    expect(at(ld, 'name')).toBe(HOSTILE)
    expect(at(ld, 'keywords')).toBe(`${HOSTILE}\u2028line`)
    expect(at(ld, 'offers', 'seller', 'name')).toBe(HOSTILE)
    expect(at(crumbs, 'itemListElement', 2, 'name')).toBe(HOSTILE)
  })
})

describe('sellerHead', () => {
  it('renders a profile with an Organization and breadcrumbs Home > Sellers > store', () => {
    const html = renderHead(sellerHead(seller(), ctx('en', `/sellers/${SELLER_ID}`)))
    expect(html).toContain('<title>Abebe Coffee | Selam Market</title>')
    expect(metaOf(html, 'og:type')).toBe('profile')
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/og/default.jpg`)
    expect(metaOf(html, 'og:image:alt')).toBe('Selam Market logo')
    const [organization, crumbs] = jsonLdOf(html)
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Abebe Coffee',
      url: `${ORIGIN}/sellers/${SELLER_ID}?lang=en`,
      description: 'Family roasters since 1998.',
      address: { '@type': 'PostalAddress', addressLocality: 'Addis Ababa', addressCountry: 'ET' },
      aggregateRating: { ratingValue: 4.6, reviewCount: 20 },
    })
    expect((at(crumbs, 'itemListElement') as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'Sellers',
      'Abebe Coffee',
    ])
    expect(at(crumbs, 'itemListElement', 1, 'item')).toBe(`${ORIGIN}/sellers?lang=en`)
  })

  it('has no rating without reviews and a language fallback description', () => {
    const head = sellerHead(seller({ totalReviews: 0, description: null }), ctx('am'))
    expect(head.jsonLd[0]).not.toHaveProperty('aggregateRating')
    expect(head.description).toBe('የAbebe Coffee ምርቶችን በሰላም ገበያ ይግዙ።')
  })

  it('escapes a hostile store name', () => {
    const html = renderHead(
      sellerHead(seller({ storeName: HOSTILE, description: HOSTILE }), ctx('am')),
    )
    expect(html.match(/<\/script>/g)).toHaveLength(2)
    expect(at(jsonLdOf(html)[0], 'name')).toBe(HOSTILE)
  })
})

describe('categoryHead', () => {
  it('keeps the category in the canonical address and its alternates', () => {
    const head = categoryHead(category, ctx('en', '/products'))
    expect(head.title).toBe('Coffee | Selam Market')
    expect(head.description).toBe('Beans and ground coffee from every region.')
    expect(head.canonical).toBe(`${ORIGIN}/products?category=coffee&lang=en`)
    expect(head.alternates).toEqual([
      { hreflang: 'am', href: `${ORIGIN}/products?category=coffee` },
      { hreflang: 'en', href: `${ORIGIN}/products?category=coffee&lang=en` },
      { hreflang: 'om', href: `${ORIGIN}/products?category=coffee&lang=om` },
      { hreflang: 'ti', href: `${ORIGIN}/products?category=coffee&lang=ti` },
      { hreflang: 'x-default', href: `${ORIGIN}/products?category=coffee` },
    ])
    expect(renderHead(head)).toContain(
      `<link rel="canonical" href="${ORIGIN}/products?category=coffee&amp;lang=en">`,
    )
  })

  it('uses the Amharic name on Amharic pages', () => {
    const head = categoryHead(category, ctx('am'))
    expect(head.title).toBe('ቡና | ሰላም ገበያ')
    expect(head.description).toBe('ቡና ከኢትዮጵያውያን ሻጮች በሰላም ገበያ ይግዙ።')
    expect(head.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'መነሻ' },
        { name: 'ቡና', item: `${ORIGIN}/products?category=coffee` },
      ],
    })
  })

  it('encodes an odd slug in the address', () => {
    const head = categoryHead({ ...category, slug: 'a&b "c"' }, ctx('am'))
    expect(head.canonical).toBe(`${ORIGIN}/products?category=a%26b+%22c%22`)
  })
})

describe('servicesHead and defaultHead', () => {
  const service: GlobalService = {
    id: '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d',
    businessName: 'Habesha Kitchen',
    description: 'Injera and wot in Washington, DC.',
    serviceType: 'restaurant',
    serviceAreas: ['Washington DC'],
    languagesSupported: ['am', 'en'],
    website: 'javascript:alert(1)',
    rating: '4.00',
    totalReviews: 2,
    isVerified: true,
    servesEthiopianCommunity: true,
  }

  it('lists the directory services, without unsafe website addresses', () => {
    const head = servicesHead([service], ctx('en', '/global-services'))
    expect(head.canonical).toBe(`${ORIGIN}/global-services?lang=en`)
    expect(head.title).toBe('Global Services | Selam Market')
    const list = head.jsonLd.find((ld) => (ld as { '@type': string })['@type'] === 'ItemList')
    expect(list).toMatchObject({
      itemListElement: [
        {
          position: 1,
          item: { '@type': 'Organization', name: 'Habesha Kitchen', areaServed: ['Washington DC'] },
        },
      ],
    })
    expect(JSON.stringify(list)).not.toContain('javascript:')
    expect(servicesHead([], ctx('en')).jsonLd).toHaveLength(1)
  })

  it('gives the home page the site name and a search action', () => {
    const head = defaultHead(ctx('en'), 'home')
    expect(head.title).toBe('Selam Market — Ethiopian goods and services online')
    expect(head.canonical).toBe(`${ORIGIN}/?lang=en`)
    const [website, organization] = head.jsonLd
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/search?lang=en&q={search_term_string}` },
      },
    })
    expect(organization).toMatchObject({
      '@type': 'Organization',
      logo: `${ORIGIN}/og/default.jpg`,
    })
    const amharic = defaultHead(ctx('am'), 'home')
    expect(amharic.canonical).toBe(`${ORIGIN}/`)
    expect(at(amharic.jsonLd[0], 'potentialAction', 'target', 'urlTemplate')).toBe(
      `${ORIGIN}/search?q={search_term_string}`,
    )
  })

  it('keeps missing pages out of the index; every search shares one canonical address', () => {
    const search = defaultHead(ctx('en', '/search'), 'search')
    expect(renderHead(search)).not.toContain('noindex')
    expect(search.canonical).toBe(`${ORIGIN}/search?lang=en`)
    const missing = defaultHead(ctx('am', '/no/such/page/'), 'notFound')
    expect(missing.noindex).toBe(true)
    expect(missing.canonical).toBe(`${ORIGIN}/no/such/page`)
    expect(defaultHead(ctx('am'), 'products').noindex).toBeUndefined()
  })

  it('has a title and description in every interface language for every page', () => {
    const pages = [
      'home',
      'products',
      'sellers',
      'search',
      'coupons',
      'services',
      'help',
      'terms',
      'privacy',
      'returns',
      'contact',
      'notFound',
    ] as const
    for (const language of UI_LANGUAGES) {
      for (const page of pages) {
        const head = defaultHead(ctx(language), page)
        expect(head.title, `${language} ${page}`).not.toContain('seo.')
        expect(head.description, `${language} ${page}`).not.toContain('seo.')
        expect(head.description.length).toBeLessThanOrEqual(160)
        expect(head.alternates.map((alternate) => alternate.hreflang)).toEqual([
          ...UI_LANGUAGES,
          'x-default',
        ])
      }
    }
  })

  it('writes Tigrinya and Afaan Oromoo heads in their own language', () => {
    for (const [language, locale] of [
      ['ti', 'ti_ET'],
      ['om', 'om_ET'],
    ] as const) {
      const head = defaultHead(ctx(language as UiLanguage), 'products')
      expect(head.title).toBe(
        translate('seo.pageTitle', language, {
          title: translate('seo.products.title', language),
        }),
      )
      expect(head.title).not.toBe(defaultHead(ctx('en'), 'products').title)
      expect(head.canonical).toBe(`${ORIGIN}/products?lang=${language}`)
      expect(renderHead(head)).toContain(`<meta property="og:locale" content="${locale}">`)
    }
  })
})

describe('trimDescription', () => {
  it('keeps short text, collapsing whitespace', () => {
    expect(trimDescription('  Hand   made\n\tin Ethiopia ')).toBe('Hand made in Ethiopia')
  })

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const long = 'coffee '.repeat(40)
    const trimmed = trimDescription(long)
    expect(trimmed.length).toBeLessThanOrEqual(160)
    expect(trimmed.endsWith('coffee…')).toBe(true)
  })

  it('cuts Amharic at a space without dangling punctuation, and never splits a character', () => {
    const amharic = 'የኢትዮጵያ ቡና፣ '.repeat(30)
    const trimmed = trimDescription(amharic, 40)
    expect(Array.from(trimmed).length).toBeLessThanOrEqual(40)
    expect(trimmed).toMatch(/ቡና…$/)
    const emoji = '☕😀'.repeat(100)
    expect(Array.from(trimDescription(emoji, 10))).toHaveLength(10)
    expect(trimDescription(emoji, 10)).not.toMatch(/[\uD800-\uDBFF]…$/)
  })
})

describe('escaping', () => {
  it('escapes attribute and text characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  it('serialises JSON-LD without <, > or & and parses back to the same value', () => {
    const value = { name: '</script><!--&-->', line: 'a\u2028b\u2029c' }
    const json = scriptJson(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual(value)
  })

  it('renders hostile alternates and canonical values escaped', () => {
    const head: PageHead = {
      ...defaultHead(ctx('en'), 'home'),
      canonical: `${ORIGIN}/x?a="><script>`,
      alternates: [{ hreflang: '"><b>', href: `${ORIGIN}/"><b>` }],
    }
    const html = renderHead(head)
    expect(html).not.toContain('"><')
    expect(html).toContain('href="https://selam.example/x?a=&quot;&gt;&lt;script&gt;"')
  })
})

describe('publicOrigin', () => {
  const request = (protocol: string, host: string) =>
    ({ protocol, host }) as unknown as Parameters<typeof publicOrigin>[0]

  it('prefers PUBLIC_ORIGIN, else the request protocol and a well-formed host', () => {
    expect(publicOrigin(request('http', 'a.b'), 'https://selam.example/path')).toBe(
      'https://selam.example',
    )
    expect(publicOrigin(request('https', 'Shop.Example:8443'), undefined)).toBe(
      'https://shop.example:8443',
    )
    expect(publicOrigin(request('http', '[::1]:5000'), undefined)).toBe('http://[::1]:5000')
    expect(publicOrigin(request('http', 'evil.example/"><x'), undefined)).toBe('http://localhost')
    expect(publicOrigin(request('http', 'user@evil.example'), undefined)).toBe('http://localhost')
  })
})

describe('languageOfQuery', () => {
  it('reads ?lang= back from every localized address, and Amharic otherwise', () => {
    for (const language of UI_LANGUAGES) {
      const url = new URL(localizedUrl(ORIGIN, '/products', language, [['category', 'coffee']]))
      expect(languageOfQuery(url.search)).toBe(language)
    }
    expect(languageOfQuery('?lang=EN')).toBe('en')
    expect(languageOfQuery('?lang=xx')).toBe('am')
    expect(languageOfQuery('')).toBe('am')
  })
})

describe('canonical address of a page written in the visitor’s language', () => {
  it('is the address asked for, not another language’s', () => {
    const head = defaultHead({ ...ctx('en', '/products'), addressLanguage: 'am' }, 'products')
    expect(head.canonical).toBe(`${ORIGIN}/products`)
    // The text is still the visitor's language; the alternates still name every language.
    expect(head.title).toMatch(/Products/)
    expect(head.alternates.map((alternate) => alternate.hreflang)).toContain('en')
  })
})
