import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { call, demoSignIn, launchBrowser, openPage, visible } from './browser.ts'

// Every route of the app on a 360 px phone in Amharic (the longest words, the narrowest common
// screen): the page never scrolls sideways and nothing sticks out of the screen unless it sits in
// its own scroll box. Each role has one browser context; pages are visited one after another and
// every tab on a page is opened in turn.
const WIDTH = 360

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Overflow = { page: string; scrollWidth: number; offenders: string[] }

async function phone(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: WIDTH, height: 740 },
    locale: 'am-ET',
  })
  await context.addInitScript(() => localStorage.setItem('language', 'am'))
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  return page
}

/** The document's width and the visible elements reaching past the screen outside a scroll box. */
function measure(page: Page) {
  return page.evaluate((width) => {
    const clipped = (element: Element) => {
      for (
        let node = element.parentElement;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node)
        if (style.overflowX !== 'visible') return true
        if (style.position === 'fixed') return true
      }
      return false
    }
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect()
      const name = element.tagName.toLowerCase()
      const className = typeof element.className === 'string' ? element.className : ''
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
      return `${name}.${className.split(' ').slice(0, 4).join('.')} [${Math.round(rect.left)}–${Math.round(rect.right)}] "${text}"`
    }
    const offenders: Element[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      if (rect.right <= width + 1 && rect.left >= -1) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.position === 'fixed') continue
      if (clipped(element)) continue
      // Report the outermost element that sticks out, not each of its children.
      if (offenders.some((outer) => outer.contains(element))) continue
      offenders.push(element)
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      offenders: offenders.slice(0, 5).map(describe),
    }
  }, WIDTH)
}

/** Waits (briefly) until the page's heading shows and its loading placeholders are gone. */
async function settle(page: Page) {
  // Every page has a heading once its content is in (an empty or refused state may have only an h2).
  await page
    .locator('main :is(h1, h2)')
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .catch(() => undefined)
  await page
    .waitForFunction(
      () => !document.querySelector('main .animate-pulse, main [aria-busy="true"]'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
  await page.evaluate(() => document.fonts.ready)
}

async function check(page: Page, label: string, found: Overflow[]) {
  await settle(page)
  const result = await measure(page)
  if (result.scrollWidth > WIDTH || result.offenders.length > 0)
    found.push({ page: label, ...result })
}

/** Opens each tab of each tab list on the page (and the tab lists those tabs reveal, one level). */
async function checkTabs(page: Page, label: string, found: Overflow[]) {
  const lists = page.locator('main [role="tablist"]')
  const topCount = await lists.count()
  for (let list = 0; list < topCount; list++) {
    const tabs = lists.nth(list).getByRole('tab')
    const tabCount = await tabs.count()
    for (let index = 0; index < tabCount; index++) {
      const tab = lists.nth(list).getByRole('tab').nth(index)
      const name = ((await tab.textContent()) ?? '').trim()
      await tab.click()
      await check(page, `${label} › ${name}`, found)
      // Tab lists inside this tab (for example the admin settings sections).
      const inner = page.locator('main [role="tabpanel"][data-state="active"] [role="tablist"]')
      const innerCount = await inner.count()
      for (let innerList = 0; innerList < innerCount; innerList++) {
        const innerTabs = inner.nth(innerList).getByRole('tab')
        const innerTabCount = await innerTabs.count()
        for (let innerIndex = 0; innerIndex < innerTabCount; innerIndex++) {
          const innerTab = inner.nth(innerList).getByRole('tab').nth(innerIndex)
          const innerName = ((await innerTab.textContent()) ?? '').trim()
          await innerTab.click()
          await check(page, `${label} › ${name} › ${innerName}`, found)
        }
      }
    }
  }
}

async function visit(page: Page, paths: string[], role: string, found: Overflow[]) {
  for (const path of paths) {
    await page.goto(path)
    await check(page, `${role} ${path}`, found)
    await checkTabs(page, `${role} ${path}`, found)
  }
}

const report = (found: Overflow[]) =>
  found.map((entry) => `${entry.page}: ${entry.scrollWidth}px ${entry.offenders.join(' | ')}`)

type Product = { id: string; name: string; stock: number; priceMax: string | null }

it('fits every page on a 360 px phone in Amharic, for visitors and every role', async () => {
  const found: Overflow[] = []

  // The demo seller's store: visitors look at it and the buyer orders from it, so its analytics
  // and orders panel have rows to show.
  const seller = await phone()
  await demoSignIn(seller, 'seller@selam.market', 'am')
  const { user } = await call<{ user: { sellerId: string } }>(seller, 'GET', '/api/auth/me')
  const own = await call<{ items: Product[] }>(
    seller,
    'GET',
    `/api/products?sellerId=${user.sellerId}&limit=20`,
  )
  // Products without options go into the cart as they are; the one in sizes shows its picker.
  const inStock = own.items.filter((product) => product.stock > 3 && product.priceMax === null)
  const inSizes = own.items.filter((product) => product.priceMax !== null)
  // The longest name: the one most likely to be cut or to push a row wider than the screen.
  const product = inStock.reduce((longest, next) =>
    next.name.length > longest.name.length ? next : longest,
  )
  const other = inStock.find((candidate) => candidate.id !== product.id)!

  // Visitor: the public pages.
  const visitor = await phone()
  await visit(
    visitor,
    [
      '/',
      '/products',
      `/products/${product.id}`,
      ...inSizes.map((sized) => `/products/${sized.id}`),
      '/sellers',
      `/sellers/${user.sellerId}`,
      '/search?q=%E1%89%A1%E1%8A%93',
      '/coupons',
      '/global-services',
      '/delivery',
      '/support',
      '/cart',
      '/checkout',
      '/login',
      '/register',
      '/terms',
      '/privacy',
      '/returns',
      '/contact',
      '/help',
      '/no-such-page',
    ],
    'visitor',
    found,
  )
  await visitor.context().close()

  // Buyer: a paid order, then a line left in the cart.
  const buyer = await phone()
  await demoSignIn(buyer, 'buyer@selam.market', 'am')
  await call(buyer, 'PUT', `/api/cart/items/${product.id}`, { quantity: 2 })
  const placed = await buyer.evaluate(async () => {
    const response = await fetch('/api/checkout/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        country: 'ET',
        city: 'addis_ababa',
        subCity: 'ቦሌ',
        addressDetails: 'ወረዳ 03፣ የቤት ቁጥር 112 — ከኤድና ሞል ጀርባ ያለው ረጅም ሕንፃ',
        phone: '+251911234567',
        paymentMethod: 'sandbox',
      }),
    })
    if (!response.ok) throw new Error(`checkout: ${response.status} ${await response.text()}`)
    return (await response.json()) as { orderIds: string[]; paymentId: string }
  })
  await visit(buyer, [`/payment/${placed.paymentId}`], 'buyer', found)
  await call(buyer, 'POST', `/api/payments/${placed.paymentId}/sandbox/approve`, {})
  await call(buyer, 'PUT', `/api/cart/items/${other.id}`, { quantity: 1 })
  await visit(
    buyer,
    [
      '/',
      '/cart',
      '/checkout',
      '/orders',
      `/orders/${placed.orderIds[0]}`,
      `/payment/${placed.paymentId}`,
      '/wishlist',
      '/favorites',
      '/chat',
      '/profile',
      '/become-seller',
      '/wallet',
      '/revenue-dashboard',
      '/support',
      '/delivery',
      '/coupons',
      '/dashboard',
      '/courier-dashboard',
      '/admin',
    ],
    'buyer',
    found,
  )
  // The courier choice at checkout names each courier in full, with its fee and time.
  await buyer.goto('/checkout')
  const couriers = buyer.getByRole('radiogroup').first().getByRole('radio')
  await couriers.first().waitFor({ state: 'attached', timeout: 30_000 })
  for (const name of await couriers.evaluateAll((radios) =>
    radios.map((radio) => radio.closest('label')?.textContent ?? ''),
  ))
    expect(name).toMatch(/ብር\s*[\d.,]+ · \d+–\d+ ደቂቃ/)
  await buyer.context().close()

  // Seller: the dashboard and its tabs (the order above is in its orders tab), ads, analytics.
  await visit(
    seller,
    [
      '/dashboard',
      '/seller-dashboard',
      '/add-product',
      '/seller-products/import',
      '/social-ads',
      '/telebirr-ads',
      '/analytics',
      '/analytics?days=90',
      '/revenue-dashboard',
      '/wallet',
      '/statements',
      '/profile',
      '/chat',
    ],
    'seller',
    found,
  )
  await seller.context().close()

  const courier = await phone()
  await demoSignIn(courier, 'courier@selam.market', 'am')
  await visit(courier, ['/courier-dashboard', '/profile'], 'courier', found)
  await courier.context().close()

  const admin = await phone()
  await demoSignIn(admin, 'admin@selam.market', 'am')
  await visit(admin, ['/admin', '/analytics', '/analytics?days=90'], 'admin', found)
  await admin.context().close()

  expect(report(found)).toEqual([])
}, 300_000)

it("links the help and policy pages from the footer; a product's delivery time is the couriers' quote", async () => {
  const page = await openPage(browser, { language: 'en' })
  await page.goto('/')
  const footer = page.locator('footer')
  for (const [link, heading] of [
    ['Help', 'Help'],
    ['Contact us', 'Contact us'],
    ['Returns policy', 'Returns policy'],
    ['Terms of use', 'Terms of use'],
    ['Privacy policy', 'Privacy policy'],
  ] as const) {
    await footer.getByRole('link', { name: link, exact: true }).click()
    await visible(page.getByRole('heading', { name: heading, level: 1 }))
  }
  await visible(page.getByText(/Proclamation No\. 1321\/2024/))
  // The hero's "Sell" button invites a visitor to become a seller, not to a dashboard they lack.
  await page.goto('/')
  await expect
    .poll(() => page.getByRole('link', { name: 'Sell on Selam Market' }).getAttribute('href'))
    .toBe('/become-seller')
  // The return policy states the window in force, read from the settings.
  await page.goto('/returns')
  await visible(page.getByText(/within 7 days after it is delivered/).first())

  // The product page's estimate for Addis Ababa is the span of the couriers' own quotes.
  const { items } = await call<{
    items: { id: string; price: string; discountPrice: string | null }[]
  }>(page, 'GET', '/api/products?limit=1')
  const product = items[0]!
  const price = product.discountPrice ?? product.price
  const { quotes } = await call<{ quotes: { minMinutes: number; maxMinutes: number }[] }>(
    page,
    'GET',
    `/api/couriers/quotes?city=addis_ababa&price=${price}`,
  )
  const min = Math.min(...quotes.map((quote) => quote.minMinutes))
  const max = Math.max(...quotes.map((quote) => quote.maxMinutes))
  await page.goto(`/products/${product.id}`)
  const estimate = page
    .locator('dt', { hasText: 'Estimated delivery' })
    .locator('xpath=following-sibling::dd[1]')
  await visible(estimate.getByText(`Addis Ababa: ${min}–${max} min by courier`))
  await page.context().close()
})
