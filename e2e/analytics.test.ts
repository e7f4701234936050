import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser, openPage, visible } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Signs in through the form on the login page the browser is on. */
async function signIn(page: Page, email: string) {
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^Password/).fill('Selam-Demo-2026')
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Signed-in pages follow the account's language; these checks read English. */
async function preferEnglish(page: Page) {
  await page.evaluate(async () => {
    const response = await fetch('/api/auth/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ preferredLanguage: 'en' }),
    })
    if (!response.ok) throw new Error(`profile: ${response.status}`)
  })
  await page.reload()
}

/** The figure a stat card shows under its label. */
function figure(page: Page, section: string, label: string) {
  return page
    .getByRole('region', { name: section })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]')
}

it('sends visitors to sign in and shows admins the platform figures by period', async () => {
  const page = await openPage(browser, { language: 'en', viewport: 'desktop' })
  await page.goto('/analytics')
  await page.waitForURL((url) => url.pathname === '/login')
  expect(new URL(page.url()).searchParams.get('next')).toBe('/analytics')

  // Signing in returns to the analytics page.
  await signIn(page, 'admin@selam.market')
  await page.waitForURL((url) => url.pathname === '/analytics')
  await preferEnglish(page)
  await visible(page.getByRole('heading', { name: 'Analytics', level: 1 }))
  for (const section of ['Traffic', 'Revenue', 'Performance', 'System health']) {
    await visible(page.getByRole('heading', { name: section, level: 2 }))
  }
  // This visit's own page views were recorded.
  await visible(figure(page, 'Traffic', 'Page views'))
  expect(Number(await figure(page, 'Traffic', 'Page views').textContent())).toBeGreaterThan(0)
  const thirty = page
    .getByRole('group', { name: 'Period' })
    .getByRole('button', { name: '30 days' })
  expect(await thirty.getAttribute('aria-pressed')).toBe('true')

  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '7 days' }).click()
  await page.waitForURL((url) => url.searchParams.get('days') === '7')
  expect(
    await page
      .getByRole('group', { name: 'Period' })
      .getByRole('button', { name: '7 days' })
      .getAttribute('aria-pressed'),
  ).toBe('true')
  // The chart's figures are also a table: a header and the 7 days, once the week has loaded
  // (with recorded views the 30 days stay on screen until then).
  await page.getByRole('region', { name: 'Traffic' }).getByText('Show as a table').click()
  await expect
    .poll(() =>
      page
        .getByRole('region', { name: 'Traffic' })
        .getByRole('table')
        .first()
        .getByRole('row')
        .count(),
    )
    .toBe(8)
})

it('shows a seller their own store without platform internals', async () => {
  const page = await openPage(browser, { language: 'en', viewport: 'desktop' })
  await page.goto('/login')
  await signIn(page, 'seller@selam.market')
  await page.waitForURL((url) => url.pathname === '/')
  await preferEnglish(page)
  await page.goto('/analytics?days=90')
  await visible(page.getByRole('heading', { name: 'Traffic', level: 2 }))
  await visible(page.getByText('Only your store page and your product pages are counted.'))
  await visible(page.getByRole('heading', { name: 'Revenue', level: 2 }))
  expect(await page.getByRole('heading', { name: 'Performance' }).count()).toBe(0)
  expect(await page.getByRole('heading', { name: 'System health' }).count()).toBe(0)
  expect(
    await page
      .getByRole('group', { name: 'Period' })
      .getByRole('button', { name: '90 days' })
      .getAttribute('aria-pressed'),
  ).toBe('true')
})
