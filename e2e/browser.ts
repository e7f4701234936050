import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { inject } from 'vitest'
import type { UiLanguage } from '#shared/constants.ts'

// Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network.
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/**
 * A fresh browser (no cookies) on the running app, phone-sized unless asked for a desktop; the
 * interface language starts as Amharic unless given. Uncaught page errors fail the test.
 */
let visitors = 0
const visitorAddress = () => {
  visitors += 1
  return `10.${process.pid % 250}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`
}

export async function openPage(
  browser: Browser,
  options: { viewport?: 'phone' | 'desktop'; language?: UiLanguage } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport:
      options.viewport === 'desktop' ? { width: 1280, height: 900 } : { width: 390, height: 844 },
    locale: 'am-ET',
    // One visitor, one address (the e2e server trusts one proxy hop): per-address budgets such as
    // registrations apply to each visitor, not to the whole suite.
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  })
  if (options.language) {
    // The cookie lets the server render the first page in that language; storage is where the
    // browser keeps the choice.
    await context.addCookies([{ name: 'lang', value: options.language, url: inject('baseUrl') }])
    await context.addInitScript(
      (language) => localStorage.setItem('language', language),
      options.language,
    )
  }
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  // A server-rendered page shows its buttons before its JavaScript has run; as a person waits for
  // the page to respond, so do the tests: every visit returns once the page is interactive.
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await untilInteractive(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await untilInteractive(page)
    return response
  }
  return page
}

/**
 * Waits until the page on screen responds to input (`data-interactive`, set by every page of the
 * app; a document that is not the app, such as the offline page, is ready as it is).
 */
export const untilInteractive = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.getElementById('root') || document.documentElement.dataset.interactive === 'true',
    null,
    { timeout: 30_000 },
  )

/** Waits (generously: CI machines are slow) until the first match is on screen. */
export const visible = (locator: Locator) =>
  locator.first().waitFor({ state: 'visible', timeout: 30_000 })

/** JSON request from inside the page, so it carries that browser's session and passes the origin check. */
export function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'accept-language': 'en',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
      return (text ? JSON.parse(text) : undefined) as T
    },
    { method, path, body },
  )
}

/**
 * Signs a demo account in through the API and sets its interface language (signed-in pages follow
 * the account's language, and the demo accounts prefer Amharic).
 */
export async function demoSignIn(page: Page, email: string, language: UiLanguage = 'en') {
  await page.goto('/')
  await call(page, 'POST', '/api/auth/login', { email, password: 'Selam-Demo-2026' })
  await call(page, 'PUT', '/api/auth/profile', { preferredLanguage: language })
}

/** Fills the checkout's delivery address in Addis Ababa (Bole) and the phone, as a buyer there would. */
export async function fillAddisAddress(form: Locator) {
  await form.getByLabel('Sub-city').fill('Bole')
  await form.getByLabel(/^Address details/).fill('Woreda 03, near Edna Mall')
  await form.getByLabel(/^Phone number/).fill('0911234567')
}
