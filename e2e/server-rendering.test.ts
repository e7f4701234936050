import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { inject } from 'vitest'
import { call, launchBrowser, openPage, visible } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type ProductItem = { id: string; name: string; seller: { id: string } }

const baseUrl = () => inject('baseUrl')

/** The page as a client without JavaScript gets it. */
async function rawHtml(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}${path}`, { headers })
  return { status: response.status, html: await response.text() }
}

/** Notes a page's console errors, its uncaught errors (React's hydration errors among them) and the API reads made after it arrived. */
async function watch(page: Page) {
  const problems: string[] = []
  const reads: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  // Before openPage's own listener, which throws it into the test run.
  page.prependListener('pageerror', (error) => problems.push(error.message))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/analytics/')) {
      reads.push(`${request.method()} ${url.pathname}${url.search}`)
    }
  })
  return { problems, reads }
}

it(
  'public pages arrive with their content and hydrate without fetching it again',
  { timeout: 180_000 },
  async () => {
    const visitor = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await visitor.goto('/')
    const { items } = await call<{ items: ProductItem[] }>(visitor, 'GET', '/api/products?limit=5')
    const product = items[0]!
    const pages = [
      '/',
      '/products?sort=price-low',
      `/products/${product.id}`,
      `/sellers/${product.seller.id}`,
      '/sellers',
      '/search?q=buna',
      '/coupons',
    ]

    // Without JavaScript the product's name is in the HTML, in the language asked for.
    const productHtml = await rawHtml(`/products/${product.id}`, { 'accept-language': 'en' })
    expect(productHtml.status).toBe(200)
    expect(productHtml.html).toContain('<html lang="en"')
    expect(productHtml.html).toContain(`>${product.name.replace(/&/g, '&amp;')}`)
    const amharic = await rawHtml(`/products/${product.id}`, { 'accept-language': 'am-ET' })
    expect(amharic.html).toContain('<html lang="am"')
    expect(amharic.html).toContain('ወደ ጋሪ ጨምር')

    for (const path of pages) {
      const { status, html } = await rawHtml(path, { cookie: 'lang=en' })
      expect(status, path).toBe(200)
      expect(html, path).toContain('<h1')
      expect(html, path).toContain('id="page-bootstrap"')
      // The page's formatters are built while the stylesheet loads, not after the first paint.
      const warmUp = html.indexOf('new Intl.NumberFormat')
      expect(warmUp, path).toBeGreaterThan(html.indexOf('<head>'))
      expect(warmUp, path).toBeLessThan(html.indexOf('rel="stylesheet"'))

      const page = await openPage(browser, { viewport: 'phone', language: 'en' })
      const seen = await watch(page)
      // Anything the security policy refused, even where the page caught the refusal.
      await page.addInitScript(() => {
        const refused: string[] = []
        Object.assign(window, { refused })
        document.addEventListener('securitypolicyviolation', (event) =>
          refused.push(`${event.violatedDirective} ${event.sourceFile}`),
        )
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      await visible(page.getByRole('heading', { level: 1 }))
      expect(seen.problems, `${path}: console errors`).toEqual([])
      expect(
        await page.evaluate(() => (window as unknown as { refused: string[] }).refused),
        `${path}: refused by the security policy`,
      ).toEqual([])
      // The largest photo on the first screen, when one is large enough to be the largest thing a
      // phone paints (icons are not), loads at once: lazily, it is found after layout, painted last.
      expect(
        await page.evaluate(() => {
          const shown = (image: HTMLImageElement) => {
            const box = image.getBoundingClientRect()
            const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)
            const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0)
            return Math.max(0, height) * Math.max(0, width)
          }
          let largest: HTMLImageElement | null = null
          let largestArea = 10_000
          for (const image of document.images) {
            const area = shown(image)
            if (area > largestArea) [largest, largestArea] = [image, area]
          }
          return largest ? `${largest.getAttribute('src')} ${largest.loading}` : 'none'
        }),
        `${path}: the largest photo on the first screen`,
      ).not.toMatch(/ lazy$/)
      // The data came with the page: nothing of the catalogue is fetched again on arrival.
      expect(
        seen.reads.filter((read) =>
          /\/api\/(products|sellers|search|coupons|categories)/.test(read),
        ),
        path,
      ).toEqual([])
      await page.context().close()
    }
    await visitor.context().close()
  },
)

it(
  'once loaded, moving between pages fetches data, not documents',
  { timeout: 120_000 },
  async () => {
    const page = await openPage(browser, { viewport: 'desktop', language: 'en' })
    const seen = await watch(page)
    let documents = 0
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1
    })
    await page.goto('/products', { waitUntil: 'networkidle' })
    expect(documents).toBe(1)
    const firstCard = page.getByRole('main').locator('a[href^="/products/"]').first()
    const href = await firstCard.getAttribute('href')
    await firstCard.click()
    await page.waitForURL(`**${href}`)
    await visible(page.getByRole('button', { name: 'Add to cart' }))
    expect(documents).toBe(1)
    expect(seen.problems).toEqual([])
    await page.context().close()
  },
)

it(
  'a buyer who adds to the cart before the header has all loaded sees it counted, the page kept',
  { timeout: 120_000 },
  async () => {
    const page = await openPage(browser, { viewport: 'phone', language: 'en' })
    const seen = await watch(page)
    await page.goto('/')
    const tag = Date.now().toString(36)
    await call(page, 'POST', '/api/auth/register', {
      firstName: 'Selam',
      lastName: `Quick ${tag}`,
      username: `quick_${tag}`,
      email: `quick-${tag}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: 'en',
    })
    const { items } = await call<{ items: { id: string; stock: number }[] }>(
      page,
      'GET',
      '/api/products?limit=20',
    )
    let productId: string | undefined
    for (const item of items.filter((candidate) => candidate.stock > 2)) {
      const detail = await call<{ variants: unknown[] }>(page, 'GET', `/api/products/${item.id}`)
      if (detail.variants.length === 0) {
        productId = item.id
        break
      }
    }
    // The header's cart icon (its own chunk, loaded after the first paint) arrives late, as on a
    // slow connection: it hydrates after the cart has changed.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let heldBack = 0
    await page.route(/\/assets\/cart-link-[^/]+\.js$/, async (route) => {
      heldBack += 1
      await held
      await route.continue()
    })
    await page.goto(`/products/${productId!}`)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await visible(page.getByText('1 in your cart — view cart'))
    expect(heldBack).toBe(1)
    release()
    const badge = page.getByRole('link', { name: 'Cart' }).locator('#header-cart-count')
    await visible(badge)
    expect(await badge.textContent()).toBe('1')
    // A round trip to the page after its last task, so any error it reported has reached us.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
    // Hydrated as rendered: React did not throw the server's HTML away (error 418).
    expect(seen.problems).toEqual([])
    await page.context().close()
  },
)

it('a product that does not exist is a 404 page', async () => {
  const { status, html } = await rawHtml('/products/00000000-0000-4000-8000-000000000000', {
    cookie: 'lang=en',
  })
  expect(status).toBe(404)
  // Kept out of search engines, titled as what it is; the browser shows the page's own message.
  expect(html).toContain('<meta name="robots" content="noindex, follow">')
  expect(html).toContain('<title>Page not found | Selam Market</title>')
  const page = await openPage(browser, { viewport: 'phone', language: 'en' })
  await page.goto('/products/00000000-0000-4000-8000-000000000000')
  await visible(page.getByRole('heading', { name: 'Product not found' }))
  await page.context().close()
  const unknownPath = await rawHtml('/no-such-page', { cookie: 'lang=en' })
  expect(unknownPath.status).toBe(404)
})

it('personal pages are sent as the shell for the browser to render', async () => {
  const { status, html } = await rawHtml('/cart', { cookie: 'lang=en' })
  expect(status).toBe(200)
  expect(html).toContain('<div id="root"></div>')
  expect(html).toMatch(/"language":"en"/)
})

it('a product link previews with its own name, price and photo, as a link-preview bot sees it', async () => {
  const page = await openPage(browser, { viewport: 'desktop', language: 'en' })
  await page.goto('/')
  const { items } = await call<{
    items: { id: string; name: string; price: string; discountPrice: string | null }[]
  }>(page, 'GET', '/api/products?limit=1&sort=rating')
  await page.context().close()
  const product = items[0]!
  const charged = product.discountPrice ?? product.price

  // Telegram's and Facebook's fetchers run no JavaScript and send no cookies.
  for (const agent of ['TelegramBot (like TwitterBot)', 'facebookexternalhit/1.1']) {
    const { status, html } = await rawHtml(`/products/${product.id}`, { 'user-agent': agent })
    expect(status).toBe(200)
    const head = html.slice(0, html.indexOf('</head>'))
    const property = (name: string) =>
      new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(head)?.[1]
    expect(head).toMatch(/<title>[^<]+<\/title>/)
    expect(property('og:type')).toBe('product')
    expect(property('product:price:amount')).toBe(charged)
    expect(property('product:price:currency')).toBe('ETB')
    const image = property('og:image')!
    expect(image).toMatch(new RegExp(`/og/products/${product.id}\\.jpg`))

    const ld = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    )
    const offered = ld.find((item) => item['@type'] === 'Product') as {
      name: string
      offers: { price: string; priceCurrency: string; availability: string }
    }
    expect(offered.name).toBe(product.name)
    expect(offered.offers).toMatchObject({ price: charged, priceCurrency: 'ETB' })
    expect(offered.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/)

    const picture = await fetch(image.replace(/^https?:\/\/[^/]+/, baseUrl()))
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/jpeg')
  }
})

it('robots, sitemap and language alternates answer as text and XML, not as the app', async () => {
  const robots = await fetch(`${baseUrl()}/robots.txt`)
  expect(robots.headers.get('content-type')).toMatch(/^text\/plain/)
  expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/)
  const sitemap = await fetch(`${baseUrl()}/sitemap.xml`)
  expect(sitemap.headers.get('content-type')).toMatch(/xml/)
  expect(await sitemap.text()).toContain('/sitemaps/products-1.xml')

  const { html } = await rawHtml('/products?lang=en')
  expect(html).toContain('<html lang="en"')
  expect(html).toMatch(/<link rel="alternate" hreflang="am" href="[^"]*\/products">/)
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/products\?lang=en">/)
})
