import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { call, demoSignIn, launchBrowser, openPage } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function expectVisible(locator: ReturnType<Page['getByRole']>) {
  await locator.first().waitFor({ state: 'visible', timeout: 30_000 })
}

describe('a visitor', () => {
  it('reads Amharic first with the Ethiopic font, and switches to English', async () => {
    const page = await openPage(browser, { viewport: 'desktop' })
    await page.goto('/')
    expect(await page.getAttribute('html', 'lang')).toBe('am')
    await expectVisible(page.getByRole('heading', { level: 1 }))
    const fontReady = await page.evaluate(async () => {
      await document.fonts.ready
      return document.fonts.check('16px "Noto Sans Ethiopic"', 'ሰላም ገበያ')
    })
    expect(fontReady).toBe(true)
    const fontFile = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some(
          (entry) =>
            /noto-sans-ethiopic.*\.woff2/.test(entry.name) &&
            entry.name.startsWith(location.origin),
        ),
    )
    expect(fontFile, 'the Ethiopic font comes from our own server').toBe(true)

    await page.getByRole('button', { name: 'English' }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'en')
    await expectVisible(page.getByRole('link', { name: 'Sign Up' }))
  })

  it('registers, signs out and signs in again', async () => {
    const page = await openPage(browser, { viewport: 'desktop', language: 'en' })
    const tag = Date.now().toString(36)
    const email = `e2e-${tag}@example.test`
    const password = 'a-strong-password'

    await page.goto('/')
    await page.getByRole('link', { name: 'Sign Up' }).first().click()
    await page.waitForURL('**/register')
    await page.getByLabel(/^First name/).fill('Selam')
    await page.getByLabel(/^Last name/).fill('Tesfaye')
    await page.getByLabel(/^Username/).fill(`selam_${tag}`)
    await page.getByLabel(/^Email/).fill(email)
    // A password people guess first: the meter says so while typing, and the server refuses it.
    await page.getByLabel(/^Password/).fill('12345678')
    await expectVisible(page.getByText(/Password strength: very weak.*first that people try/))
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expectVisible(page.getByText(/^This password is one of the first that people try/))
    await page.getByLabel(/^Password/).fill(password)
    await expectVisible(page.getByText(/Password strength: (strong|very strong)$/))
    await page.getByRole('button', { name: 'Create Account' }).click()

    const accountMenu = page.getByRole('button', { name: /Account menu for Selam/ })
    await expectVisible(accountMenu)

    await accountMenu.click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expectVisible(page.getByRole('link', { name: 'Sign In' }))
    await expectVisible(page.getByText('You have been logged out successfully.'))

    await page.getByRole('link', { name: 'Sign In' }).first().click()
    await page.waitForURL('**/login')
    await page.getByLabel(/^Email/).fill(email)
    await page.getByLabel(/^Password/).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectVisible(page.getByText('Invalid email, phone number or password.'))

    await page.getByLabel(/^Password/).fill(password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expectVisible(accountMenu)
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json())
    expect(me.user.email).toBe(email)
  })

  it('browses a category, opens a product and then its seller', async () => {
    const page = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await page.goto('/products')
    await page.getByLabel('Category').selectOption({ label: 'Coffee' })
    await page.waitForURL(/category=/)

    const firstProduct = page
      .getByRole('main')
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .first()
    // The list refetches for the category: read the first product once it has settled, and
    // open that very product by its address (a re-render cannot swap it under the click).
    await page.waitForLoadState('networkidle')
    await expectVisible(firstProduct)
    const productName = (await firstProduct.textContent())!.trim()
    const productHref = (await firstProduct.getAttribute('href'))!
    await page.locator(`main a[href="${productHref}"]`).first().click()
    await page.waitForURL(/\/products\/[0-9a-f-]{36}$/)
    await expectVisible(page.getByRole('heading', { level: 1, name: productName }))
    await expectVisible(page.getByText('Coffee'))

    // The "Sold by" store link in the product's seller box.
    const storeLink = page.getByRole('main').locator('a[href^="/sellers/"]').first()
    const storeName = (await storeLink.textContent())!.trim()
    await storeLink.click()
    await page.waitForURL(/\/sellers\/[0-9a-f-]{36}$/)
    await expectVisible(page.getByRole('heading', { level: 1 }))
    await expectVisible(page.getByText(storeName).first())
    await expectVisible(page.getByText('Products Listed'))
  })

  it('sees the not-found page for an unknown path, and the mobile menu', async () => {
    const page = await openPage(browser, { language: 'en' })
    await page.goto('/no-such-page')
    await expectVisible(page.getByRole('heading', { name: '404 Page Not Found' }))
    // A hint a shopper understands, with ways back into the shop.
    await expectVisible(page.getByText(/We could not find this page/))
    await expectVisible(page.getByRole('main').getByRole('link', { name: 'Browse Products' }))

    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await menuButton.click()
    const menu = page.locator('#mobile-menu')
    await expectVisible(menu.getByRole('link', { name: 'Wishlist' }))
    await menu.getByRole('link', { name: 'Sellers' }).click()
    await page.waitForURL('**/sellers')
    await expectVisible(page.getByRole('heading', { level: 1 }))
  })

  it('fits a narrow phone in Amharic, with Register in the menu', async () => {
    const page = await openPage(browser, { language: 'am' })
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await expectVisible(page.getByRole('heading', { level: 1 }))
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, 'the page is no wider than the screen').toBeLessThanOrEqual(0)

    await page.getByRole('button', { name: 'ምናሌውን ክፈት' }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'ይመዝገቡ' }).click()
    await page.waitForURL('**/register')
  })
})

describe('sessions and preferences', () => {
  it('shows a visitor pages without a single console error', async () => {
    const page = await openPage(browser, { viewport: 'desktop', language: 'en' })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    for (const path of ['/', '/products', '/checkout', '/orders']) {
      await page.goto(path)
      await expectVisible(page.getByRole('heading', { level: 1 }))
      await page.waitForLoadState('networkidle')
    }
    expect(errors, 'no failed requests or errors for a visitor').toEqual([])
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/auth/me')
      return { status: response.status, body: (await response.json()) as unknown }
    })
    expect(me).toEqual({ status: 200, body: { user: null } })
  })

  it('brings a visitor who signs in from the checkout back to the checkout', async () => {
    const page = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await page.goto('/checkout')
    await expectVisible(page.getByRole('heading', { name: 'Sign in to check out' }))
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click()
    await page.waitForURL('**/login?next=%2Fcheckout')
    await page.getByLabel(/^Email/).fill('buyer@selam.market')
    await page.getByLabel(/^Password/).fill('Selam-Demo-2026')
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout')
  })

  it('starts a signed-in user on their profile currency, not the browser language', async () => {
    // An en-US browser reads dollars by default; this user's profile says birr.
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    })
    await context.addInitScript(() => localStorage.setItem('language', 'en'))
    const page = await context.newPage()
    page.on('pageerror', (error) => {
      throw error
    })
    const firstPrice = page
      .getByRole('main')
      .getByText(/ETB|\$/)
      .first()

    await page.goto('/products')
    await expectVisible(page.getByRole('main').getByText('$'))

    const tag = Date.now().toString(36)
    await call(page, 'POST', '/api/auth/register', {
      firstName: 'Birr',
      lastName: 'Reader',
      username: `birr_${tag}`,
      email: `birr-${tag}@example.test`,
      password: 'a-strong-password',
      preferredCurrency: 'ETB',
      preferredLanguage: 'en',
    })
    await page.goto('/products')
    await expectVisible(page.getByRole('button', { name: /Account menu for Birr/ }))
    await page.waitForFunction(() => localStorage.getItem('preferred-currency') === 'ETB')
    // The page was rendered in the browser's dollars (its cookie); the profile's birr replaces
    // them once the session is read, on every price of the page.
    await expect.poll(() => firstPrice.textContent(), { timeout: 10_000 }).toContain('ETB')
    await expect.poll(() => page.getByRole('main').getByText('$').count()).toBe(0)
    await context.close()
  })

  it('stops asking signed-in endpoints the moment the user logs out', async () => {
    const page = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(page, 'buyer@selam.market', 'en')
    await page.goto('/')
    const accountMenu = page.getByRole('button', { name: /Account menu for/ })
    await expectVisible(accountMenu)
    await page.waitForLoadState('networkidle')

    // Requests to signed-in endpoints, and when the sign-out answer arrived.
    const signedInRequests: { path: string; at: number }[] = []
    let loggedOutAt = Number.POSITIVE_INFINITY
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/^\/api\/(cart|saved|chat|orders)/.test(path)) {
        signedInRequests.push({ path, at: Date.now() })
      }
    })
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/logout') loggedOutAt = Date.now()
    })
    await accountMenu.click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    await expectVisible(page.getByText('You have been logged out successfully.'))
    await page.waitForLoadState('networkidle')
    expect(signedInRequests.filter((request) => request.at >= loggedOutAt)).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('the profile page', () => {
  it("shows the buyer's recent orders and conversations", async () => {
    const page = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(page, 'buyer@selam.market', 'en')
    // The demo history has orders but no chat: the buyer writes to a store first.
    const [store] = await call<{ id: string; storeName: string }[]>(page, 'GET', '/api/sellers')
    const opened = await call<{ id: string }>(page, 'POST', '/api/chat/conversations', {
      sellerId: store!.id,
    })
    const question = `Do you ship to Hawassa? ${Date.now()}`
    await call(page, 'POST', '/api/chat/messages', { conversationId: opened.id, content: question })
    await page.goto('/profile')

    await page.getByRole('tab', { name: 'Activity' }).click()
    const activity = page.getByRole('list', { name: 'Recent activity' })
    await activity.waitFor({ state: 'visible', timeout: 30_000 })
    const order = activity.getByRole('link', { name: /Order SM-/ }).first()
    await order.waitFor({ state: 'visible' })
    expect(await order.getAttribute('href')).toMatch(/^\/orders\/[0-9a-f-]{36}$/)

    await page.getByRole('tab', { name: 'Messages' }).click()
    const conversations = page.getByRole('list', { name: 'Your conversations' })
    await conversations.waitFor({ state: 'visible', timeout: 30_000 })
    const conversation = conversations.getByRole('link', { name: question })
    await conversation.waitFor({ state: 'visible' })
    await conversation.getByText(store!.storeName).waitFor({ state: 'visible' })
    expect(await conversation.getAttribute('href')).toBe(`/chat?conversation=${opened.id}`)
    await conversation.click()
    await page.waitForURL(/\/chat\?conversation=/)
  })
})
