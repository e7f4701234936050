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

/** A phone-sized page on the running app; fails the test on uncaught page errors. */
export async function openPage(browser: Browser, options: { locale?: string } = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 390, height: 844 },
    locale: options.locale ?? 'am-ET',
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => {
    throw error
  })
  return page
}
