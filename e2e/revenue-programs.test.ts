import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser, openPage, visible, call } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function newAccount(page: Page, name: string, tag: string) {
  await page.goto('/')
  await call(page, 'POST', '/api/auth/register', {
    firstName: name,
    lastName: 'Tesfaye',
    username: `${name.toLowerCase()}_${tag}`,
    email: `${name.toLowerCase()}-${tag}@example.test`,
    password: 'a-strong-password',
    preferredLanguage: 'en',
  })
}

/** On the sandbox payment page: approve, then follow the link back to the programs. */
async function approvePayment(page: Page) {
  await page.waitForURL((url) => url.pathname.startsWith('/payment/'))
  await page.getByRole('button', { name: 'Approve payment' }).click()
  await visible(page.getByRole('heading', { name: 'Payment received' }))
  await page.getByRole('link', { name: 'Back to revenue programs' }).click()
  await page.waitForURL((url) => url.pathname === '/revenue-dashboard')
}

it(
  'a new seller upgrades from the trial to a paid plan, joins the affiliate program and sells a digital service',
  { timeout: 180_000 },
  async () => {
    const tag = Date.now().toString(36)
    const seller = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await newAccount(seller, 'Hanna', tag)
    await call(seller, 'POST', '/api/auth/become-seller', { storeName: `Hanna Design ${tag}` })

    // Seller plans: the trial is shown; Basic is bought through the sandbox payment page.
    await seller.goto('/revenue-dashboard?tab=plans')
    const yourPlan = seller.getByRole('region', { name: 'Your plan' })
    await visible(yourPlan.getByText(/Free trial until/))
    await seller.getByRole('button', { name: 'Subscribe to Basic' }).click()
    await approvePayment(seller)
    await visible(seller.getByRole('button', { name: 'Current Plan' }))
    expect(await seller.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true)
    await visible(yourPlan.getByText('Basic'))
    await visible(yourPlan.getByText(/0 of 50 products used/))

    // Affiliate program: joining gives a SELAM code and a referral link.
    await seller.getByRole('tab', { name: 'Affiliate Program' }).click()
    await seller.getByRole('button', { name: 'Join the affiliate program' }).click()
    const link = seller.getByLabel('Your referral link')
    await visible(link)
    expect(await link.inputValue()).toMatch(/\/\?ref=SELAM[A-Z2-9]{6}$/)

    // Digital services: the seller publishes one.
    const title = `Logo design ${tag}`
    await seller.getByRole('tab', { name: 'Digital Services' }).click()
    await seller.getByRole('button', { name: 'Create service' }).click()
    const dialog = seller.getByRole('dialog')
    await dialog.getByLabel('Title').fill(title)
    await dialog
      .getByLabel('Description')
      .fill('A modern logo with three concepts and source files.')
    await dialog.getByLabel('Category').selectOption('design')
    await dialog.getByLabel('Price (ETB)').fill('1500.00')
    await dialog.getByLabel('Delivery time (days)').fill('5')
    await dialog.getByRole('button', { name: 'Publish' }).click()
    await visible(seller.getByRole('heading', { name: title }))

    // A buyer orders it and pays; the seller sees the fee and earnings and delivers.
    const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await newAccount(buyer, 'Dawit', tag)
    await buyer.goto('/revenue-dashboard?tab=services')
    await buyer.getByRole('button', { name: `Order: ${title}` }).click()
    await buyer
      .getByLabel('What do you need?')
      .fill('A logo for my coffee shop in Bole, green and gold.')
    await buyer.getByRole('button', { name: 'Continue to payment' }).click()
    await approvePayment(buyer)
    await buyer.getByRole('tab', { name: 'Digital Services' }).click()
    await visible(buyer.getByText('In progress'))

    await seller.reload()
    const sold = seller.getByRole('region', { name: 'Orders to deliver' })
    await visible(
      sold.getByText(/Price .*1,500\.00 · platform fee .*150\.00 · seller earns .*1,350\.00/),
    )
    await sold.getByRole('button', { name: 'Mark delivered' }).click()
    await visible(sold.getByText('Delivered'))
  },
)
