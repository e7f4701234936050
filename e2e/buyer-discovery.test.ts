import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser, openPage, visible } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

it('finds berbere spelt wrong and in Latin letters, reviews it, wishlists it and prices it in dollars', async () => {
  const page = await openPage(browser, { viewport: 'desktop', language: 'en' })
  const tag = Date.now().toString(36)
  await page.goto('/')
  // Signs up through the API from the page, so the browser holds the session like after the form.
  await page.evaluate(
    async (body) => {
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(await response.text())
    },
    {
      firstName: 'Marta',
      lastName: 'Alemu',
      username: `marta_${tag}`,
      email: `marta-${tag}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: 'en',
    },
  )

  // በርበረ is a common misspelling of በርበሬ.
  await page.goto(`/search?q=${encodeURIComponent('በርበረ')}`)
  const main = page.getByRole('main')
  await visible(main.getByRole('link', { name: /Berbere Spice Blend/ }))

  const box = main.getByRole('combobox', { name: 'Search products' })
  await box.fill('berbere')
  await box.press('Enter')
  await page.waitForURL(/q=berbere/)
  const result = main.getByRole('link', { name: /Berbere Spice Blend/ }).first()
  await visible(result)
  await result.click()
  await page.waitForURL(/\/products\/[0-9a-f-]{36}$/)
  await visible(page.getByRole('heading', { level: 1, name: /Berbere/ }))

  await main.getByLabel('Title').fill('Just like my grandmother makes')
  await main.getByLabel('Comment').fill('Deep red, fragrant and properly hot. Arrived well sealed.')
  await main.getByRole('button', { name: 'Submit review' }).click()
  await visible(main.getByText('Just like my grandmother makes'))
  await visible(main.getByText('You have reviewed this product. Thank you for your feedback!'))

  await main.getByRole('button', { name: 'Add to wishlist' }).click()
  await visible(main.getByRole('button', { name: 'In your wishlist' }))
  const wishlist = await page.evaluate(async () => (await fetch('/api/wishlist')).json())
  expect(JSON.stringify(wishlist)).toContain('Berbere Spice Blend')

  await page.getByRole('button', { name: /Change currency/ }).click()
  await page.getByRole('option', { name: /USD/ }).click()
  await visible(main.getByText(/\$\d/))
  await visible(main.getByRole('button', { name: 'Show in ETB' }))
})
