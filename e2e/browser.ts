import { chromium, type Browser, type Page } from 'playwright-core'
import { inject } from 'vitest'

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
export async function openPage(
  browser: Browser,
  options: { viewport?: 'phone' | 'desktop'; language?: 'am' | 'en' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport:
      options.viewport === 'desktop' ? { width: 1280, height: 900 } : { width: 390, height: 844 },
    locale: 'am-ET',
  })
  if (options.language) {
    await context.addInitScript(
      (language) => localStorage.setItem('language', language),
      options.language,
    )
  }
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  return page
}
