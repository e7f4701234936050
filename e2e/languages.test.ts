import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UI_LANGUAGES, type UiLanguage } from '#shared/constants.ts'
import { LANGUAGE_NAMES } from '#shared/language.ts'
import { faqSeeds, subscriptionPlanSeeds } from '#server/db/seed/reference-data.ts'
import { call, launchBrowser, openPage, visible } from './browser.ts'

// A visitor picks each of the four languages with the switcher and reads the home page, a product
// page and checkout in it: the page says so (<html lang>), shows that language's own words, and
// never a raw translation key.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A string of a language's locale file, by its dotted key. */
function text(language: UiLanguage, namespace: string, key: string): string {
  const table = JSON.parse(
    readFileSync(
      new URL(`../src/client/locales/${language}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown>
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], table)
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}: no ${key}`)
  return value
}

/** Words shaped like a translation key (`header.register`, `detail.addToCart`) on screen. */
async function rawKeys(page: Page): Promise<string[]> {
  const body = await page.evaluate(() => document.body.innerText)
  return [
    ...body.matchAll(/(?<![\w@/.:-])[a-z][a-zA-Z0-9]+(?:\.[a-zA-Z_][a-zA-Z0-9_]+)+(?![\w@/-])/g),
  ]
    .map((match) => match[0])
    .filter((word) => !/\.(?:com|et|org|net|market|example|test|jpg|png|webp)$/.test(word))
}

type Product = { id: string; stock: number }

describe('the four interface languages', () => {
  it.each(UI_LANGUAGES)('%s: home, a product page and checkout read in it', async (language) => {
    const page = await openPage(browser, { viewport: 'desktop' })
    await page.goto('/')
    if (language !== 'am') {
      await page
        .getByRole('group')
        .getByRole('button', { name: LANGUAGE_NAMES[language] })
        .first()
        .click()
    }
    await page.waitForFunction((code) => document.documentElement.lang === code, language)
    await visible(page.getByRole('link', { name: text(language, 'common', 'header.register') }))
    expect(await rawKeys(page), 'home').toEqual([])

    // The choice holds across a full page load: the server renders the next page in it.
    const products = await call<{ items: Product[] }>(page, 'GET', '/api/products?limit=20')
    const product = products.items.find((item) => item.stock > 3)!
    await page.goto(`/products/${product.id}`)
    expect(await page.getAttribute('html', 'lang')).toBe(language)
    const addToCart = page.getByRole('button', {
      name: text(language, 'catalog', 'detail.addToCart'),
    })
    await visible(addToCart)
    expect(await rawKeys(page), 'product').toEqual([])

    const tag = `${language}${Date.now().toString(36)}`
    await call(page, 'POST', '/api/auth/register', {
      firstName: 'Lensa',
      lastName: 'Tesfaye',
      username: `lensa_${tag}`,
      email: `lensa-${tag}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: language,
    })
    // The page learns of the new account, so it adds to the account's cart.
    await page.reload()
    await addToCart.first().click()
    // The line is in the new account's cart before the checkout is opened.
    await expect
      .poll(async () => (await call<{ itemCount: number }>(page, 'GET', '/api/cart')).itemCount, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0)
    await page.goto('/checkout')
    expect(await page.getAttribute('html', 'lang')).toBe(language)
    await visible(page.getByRole('heading', { name: text(language, 'checkout', 'title') }))
    await visible(page.getByRole('button', { name: text(language, 'checkout', 'placeOrder') }))
    expect(await rawKeys(page), 'checkout').toEqual([])
    await page.context().close()
  })
})

/** A seeded row's text in one language (the seed keeps the Amharic as `…Am` or `…Amharic`). */
function seeded<T extends Record<string, unknown>>(row: T, field: string, language: UiLanguage) {
  const suffix = { en: '', am: 'Am', om: 'Om', ti: 'Ti' }[language]
  const value = row[`${field}${suffix}`] ?? row[`${field}Amharic`]
  if (typeof value !== 'string') throw new Error(`no ${field} in ${language}`)
  return value
}

describe("the platform's own texts in the four languages", () => {
  it.each(UI_LANGUAGES)('%s: FAQs, plans and memberships read in it', async (language) => {
    const page = await openPage(browser, { viewport: 'desktop', language })
    const faq = faqSeeds[0]!
    const otherLanguages = UI_LANGUAGES.filter((other) => other !== language)

    await page.goto('/support')
    const question = page.getByText(seeded(faq, 'question', language), { exact: true })
    await visible(question)
    await question.click()
    await visible(page.getByText(seeded(faq, 'answer', language), { exact: true }))
    const main = () => page.locator('main').innerText()
    for (const other of otherLanguages) {
      expect(await main(), `no ${other} FAQ on the ${language} page`).not.toContain(
        seeded(faq, 'question', other),
      )
    }
    if (language === 'om')
      expect(await main(), "no Ge'ez script in Afaan Oromoo").not.toMatch(/[\u1200-\u137f]/)
    expect(await rawKeys(page), 'support').toEqual([])

    const plan = subscriptionPlanSeeds[1]
    await page.goto('/revenue-dashboard')
    await visible(page.getByText(seeded(plan, 'description', language), { exact: true }))
    await page.getByRole('tab', { name: text(language, 'revenue', 'tabs.memberships') }).click()
    await visible(
      page.getByText(text(language, 'revenue', 'memberships.perks.exclusiveDeals')).first(),
    )
    expect(await rawKeys(page), 'revenue').toEqual([])
    await page.context().close()
  })
})
