import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, demoSignIn, launchBrowser, openPage, visible } from './browser.ts'

// Data saver (footer switch, or the browser's Save-Data hint): product photos load at the
// smallest (160 px) variant only. Without it the phone gets the variant that fills the screen.
let browser: Browser
let productId: string
beforeAll(async () => {
  browser = await launchBrowser()
  productId = await listProductWithPhoto()
}, 120_000)
afterAll(async () => {
  await browser?.close()
})

/** A demo seller lists a product with an uploaded photo; the admin approves it. */
async function listProductWithPhoto(): Promise<string> {
  const seller = await openPage(browser, { language: 'en' })
  await demoSignIn(seller, 'seller@selam.market')
  const photo = await sharp({
    create: { width: 1400, height: 1400, channels: 3, background: '#6f4e37' },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  const { uploadURL } = await call<{ uploadURL: string }>(seller, 'POST', '/api/objects/upload')
  const uploaded = await seller.evaluate(
    async ({ uploadURL, bytes }) => {
      const response = await fetch(uploadURL, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(bytes),
      })
      if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`)
      return (await response.json()) as { url: string }
    },
    { uploadURL, bytes: [...photo] },
  )
  const categories = await call<{ id: string }[]>(seller, 'GET', '/api/categories')
  const product = await call<{ id: string }>(seller, 'POST', '/api/products', {
    name: `Data saver coffee ${Date.now().toString(36)}`,
    categoryId: categories[0]!.id,
    description: 'Sun-dried Sidama coffee.',
    price: '300',
    stock: 5,
    imageUrl: uploaded.url,
    authenticityNote: 'Grown by a Sidama cooperative.',
  })
  await seller.context().close()

  const admin = await openPage(browser, { language: 'en' })
  await demoSignIn(admin, 'admin@selam.market')
  await call(admin, 'POST', `/api/admin/products/${product.id}/review`, { decision: 'approve' })
  await admin.context().close()
  return product.id
}

/** Opens the product page and returns the photo variants it downloaded. */
async function photoVariants(page: Page): Promise<string[]> {
  const requested: string[] = []
  page.on('request', (request) => {
    const match = /\/media\/uploads\/[0-9a-f-]{36}-(\w+)\.webp$/.exec(
      new URL(request.url()).pathname,
    )
    if (match) requested.push(match[1]!)
  })
  await page.goto(`/products/${productId}`)
  const photo = page.locator('main img').first()
  await visible(photo)
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  return requested
}

it('loads only the 160 px variant of a product photo with data saver switched on', async () => {
  const page = await openPage(browser, { language: 'en' })
  // Switched on in the footer on an earlier visit.
  await page.goto('/')
  const toggle = page.getByRole('switch', { name: 'Data saver' })
  await toggle.scrollIntoViewIfNeeded()
  await toggle.check()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('data-saver'))).toBe('on')

  const variants = await photoVariants(page)
  expect(variants.length).toBeGreaterThan(0)
  expect(new Set(variants)).toEqual(new Set(['thumb']))
  await page.context().close()
})

it('follows the browser’s Save-Data hint when the person has not chosen', async () => {
  const page = await openPage(browser, { language: 'en' })
  // A browser with Save-Data on says so in every request and to the page's scripts.
  await page.context().setExtraHTTPHeaders({ 'save-data': 'on' })
  await page.context().addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), { saveData: true }),
    })
  })
  const variants = await photoVariants(page)
  expect(new Set(variants)).toEqual(new Set(['thumb']))
  await expect(page.getByRole('switch', { name: 'Data saver' }).isChecked()).resolves.toBe(true)
  await page.context().close()
})

it('loads the variant that fills a phone screen without data saver', async () => {
  const page = await openPage(browser, { language: 'en' })
  const variants = await photoVariants(page)
  expect(variants).toContain('card')
  expect(variants).not.toContain('full')
  await page.context().close()
})
