import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { call, launchBrowser, openPage, visible } from './browser.ts'

// Buyers on flaky mobile data: pages once seen open offline, a page never seen shows the offline
// page, and cart changes made offline reach the server when the connection returns, even after
// a reload in between. Also: the site is installable (manifest, icons, a controlling worker).

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Product = {
  id: string
  name: string
  price: string
  discountPrice: string | null
  stock: number
  /** Set for a product with options, which sells only through a chosen variant. */
  priceMax: string | null
  seller: { id: string }
}
type Cart = { groups: { lines: { productId: string; quantity: number }[] }[] }

/** Waits until the service worker is active and controls this page. */
async function workerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  })
}

const shownPrice = (amount: string) =>
  Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

it('serves an installable manifest whose icons exist', async () => {
  const baseUrl = inject('baseUrl')
  const response = await fetch(`${baseUrl}/manifest.webmanifest`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
  const manifest = (await response.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    theme_color: string
    background_color: string
    lang: string
    icons: { src: string; sizes: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'ሰላም ገበያ — Selam Market',
    short_name: 'ሰላም ገበያ',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b6b3a',
    background_color: '#ffffff',
    lang: 'am',
  })
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  const html = await (await fetch(`${baseUrl}/`)).text()
  const appleIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1]
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"')
  for (const src of [...manifest.icons.map((icon) => icon.src), appleIcon ?? 'missing']) {
    const icon = await fetch(`${baseUrl}${src}`)
    expect(icon.status, src).toBe(200)
    expect(icon.headers.get('content-type'), src).toBe('image/png')
  }
  const worker = await fetch(`${baseUrl}/sw.js`)
  expect(worker.status).toBe(200)
  expect(worker.headers.get('cache-control')).toBe('no-cache')
})

it(
  'a visitor reopens a product page offline; a page never seen shows the offline page',
  { timeout: 120_000 },
  async () => {
    const page = await openPage(browser, { language: 'en' })
    await page.goto('/')
    await workerControls(page)
    // Chromium's own install check: nothing missing but a normal (not private) window.
    const cdp = await page.context().newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito'])
    // A session left open would keep the page from seeing the offline switch below.
    await cdp.detach()
    const { items } = await call<{ items: Product[] }>(page, 'GET', '/api/products?limit=12')
    const [product, other] = items
    if (!product || !other) throw new Error('the demo catalogue has too few products')

    await page.goto(`/products/${product.id}`)
    await visible(page.getByRole('heading', { level: 1, name: product.name }))

    await page.context().setOffline(true)
    await page.goto(`/products/${product.id}`)
    await visible(page.getByRole('heading', { level: 1, name: product.name }))
    await visible(
      page.getByRole('main').getByText(shownPrice(product.discountPrice ?? product.price)),
    )
    await visible(page.getByRole('status').filter({ hasText: 'You are offline' }))

    // A client-rendered page never seen: the app shell, which renders the browser's cart.
    await page.goto('/cart')
    await visible(page.getByRole('heading', { level: 1, name: 'Your cart' }))

    // Never seen, served by the server: the offline page, in Amharic and English, with a retry.
    await page.goto(`/products/${other.id}`)
    await visible(page.getByRole('heading', { name: 'You are offline' }))
    await visible(page.getByRole('heading', { name: 'ከመስመር ውጭ ነዎት' }))
    await page.context().setOffline(false)
    await page.getByRole('button', { name: /Try again/ }).click()
    await visible(page.getByRole('heading', { level: 1, name: other.name }))
    await page.context().close()
  },
)

it(
  "a buyer's cart and wishlist changes made offline survive a reload and reach the server once online",
  { timeout: 120_000 },
  async () => {
    const tag = Date.now().toString(36)
    const page = await openPage(browser, { language: 'en' })
    await page.goto('/')
    await call(page, 'POST', '/api/auth/register', {
      firstName: 'Meron',
      lastName: 'Alemu',
      username: `meron_${tag}`,
      email: `meron-${tag}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: 'en',
    })
    const { items } = await call<{ items: Product[] }>(page, 'GET', '/api/products?limit=30')
    const [first, second] = items.filter(
      (product) => product.stock > 5 && product.priceMax === null,
    )
    if (!first || !second) throw new Error('the demo catalogue has too few products in stock')
    await call(page, 'PUT', `/api/cart/items/${first.id}`, { quantity: 1 })

    await page.goto('/cart')
    await workerControls(page)
    await page.reload()
    await visible(page.getByRole('link', { name: first.name }))
    await page.goto(`/products/${second.id}`)
    await visible(page.getByRole('heading', { level: 1, name: second.name }))

    await page.context().setOffline(true)
    await visible(page.getByRole('status').filter({ hasText: 'You are offline' }))
    // Added offline: the page shows it at once.
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await visible(page.getByText('1 in your cart — view cart'))
    await page.getByRole('button', { name: 'Add to wishlist' }).click()
    await visible(page.getByRole('button', { name: 'In your wishlist', pressed: true }))
    // The cart, opened offline: one more of the first product.
    await page.getByRole('link', { name: /in your cart/ }).click()
    const firstQuantity = page.getByRole('group', { name: new RegExp(first.name) })
    await visible(firstQuantity.getByText('1', { exact: true }))
    await firstQuantity.getByRole('button', { name: 'One more' }).click()
    await visible(firstQuantity.getByText('2', { exact: true }))

    // A reload offline keeps both changes, still waiting.
    await page.reload()
    await visible(page.getByRole('link', { name: second.name }))
    await visible(
      page.getByRole('group', { name: new RegExp(first.name) }).getByText('2', { exact: true }),
    )
    const serverCart = async () => {
      const cart = await call<Cart>(page, 'GET', '/api/cart').catch(() => null)
      if (!cart) return null
      return Object.fromEntries(
        cart.groups.flatMap((group) => group.lines).map((line) => [line.productId, line.quantity]),
      )
    }

    await page.context().setOffline(false)
    await expect.poll(serverCart, { timeout: 30_000 }).toEqual({ [first.id]: 2, [second.id]: 1 })
    await expect
      .poll(async () => {
        const wishlist = await call<{ product: { id: string } }[]>(page, 'GET', '/api/wishlist')
        return wishlist.map((item) => item.product.id)
      })
      .toEqual([second.id])
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('selam-offline-changes')))
      .toBeNull()

    // Signing out empties what the worker kept for this account (cart, session, pages).
    const cacheNames = () => page.evaluate(() => caches.keys())
    expect(await cacheNames()).toContain('api-account')
    await page.getByRole('button', { name: /Account menu for Meron/ }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await visible(page.getByText('You have been logged out successfully.'))
    await expect.poll(cacheNames).not.toContain('api-account')
    expect(await cacheNames()).not.toContain('pages')
    await page.context().close()
  },
)
