import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, launchBrowser, openPage, visible } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Product = {
  id: string
  name: string
  stock: number
  internationalShippingFee: string | null
}

it(
  'a buyer in the United States orders a product that ships abroad, pays, and tracks it by its number',
  { timeout: 120_000 },
  async () => {
    const tag = Date.now().toString(36)
    const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await buyer.goto('/')
    await call(buyer, 'POST', '/api/auth/register', {
      firstName: 'Meron',
      lastName: 'Tadesse',
      username: `meron_${tag}`,
      email: `meron-${tag}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: 'en',
    })
    const page = await call<{ items: Product[] }>(buyer, 'GET', '/api/products?limit=60')
    const product = page.items.find(
      (candidate) => candidate.internationalShippingFee !== null && candidate.stock > 2,
    )!
    expect(product).toBeDefined()
    await buyer.goto(`/products/${product.id}`)
    await buyer.getByRole('button', { name: 'Add to cart' }).click()
    await visible(buyer.getByText(/in your cart/))

    await buyer.goto('/checkout')
    const main = buyer.getByRole('main')
    await main.getByLabel('Country').selectOption('US')
    // The form stays: the city becomes a text field and the delivery is priced as international.
    await visible(main.getByRole('textbox', { name: 'City' }))
    await visible(main.getByText(/International shipping ·/))
    expect(await main.getByText('Could not price your order').count()).toBe(0)
    // The chosen country survives a reload.
    await buyer.reload()
    await visible(main.getByRole('textbox', { name: 'City' }))
    expect(await main.getByLabel('Country').inputValue()).toBe('US')

    await main.getByRole('textbox', { name: 'City' }).fill('Washington')
    await main.getByLabel('State, province or area').fill('DC')
    await main.getByLabel(/^Address details/).fill('1600 Example Ave NW, Apt 4')
    await main.getByLabel(/^Phone number/).fill('+1 202 555 0143')
    expect(await main.getByText('Could not price your order').count()).toBe(0)
    // The sandbox is offered on the embedded database, and says it is a demo.
    await main.getByLabel(/Test payment \(sandbox\) — demo/).check()
    await main.getByRole('button', { name: 'Place order' }).click()

    await buyer.waitForURL(/\/payment\//)
    const paymentId = new URL(buyer.url()).pathname.split('/').pop()!
    const payment = await call<{ amount: string; orders: { orderNumber: string }[] }>(
      buyer,
      'GET',
      `/api/payments/${paymentId}`,
    )
    const orderNumber = payment.orders[0]!.orderNumber
    expect(orderNumber).toMatch(/^SM-\d{4}-[2-9A-HJKMNP-Z]{4}$/)
    await visible(buyer.getByText(/Demo payment/))
    await visible(buyer.getByText('What this payment covers'))
    await visible(buyer.getByText(`Order ${orderNumber}`))
    await visible(buyer.getByText(new RegExp(`${product.name.slice(0, 12)}.* × 1`)))
    await visible(buyer.getByText(/Addis Ababa time/))
    // In ETB the amount is shown once, not again as a "converted" price.
    const digits = Number(payment.amount).toLocaleString('en', { minimumFractionDigits: 2 })
    expect(await buyer.getByRole('region').getByText(digits, { exact: false }).count()).toBe(1)

    await buyer.getByRole('button', { name: 'Approve payment' }).click()
    await visible(buyer.getByRole('heading', { name: 'Payment received' }))

    // The number on the payment page tracks the order from the delivery page.
    await buyer.goto('/delivery')
    await buyer.getByRole('tab', { name: 'Order tracking' }).click()
    await visible(buyer.getByText(/like SM-2611-4F7Q/))
    await buyer.getByLabel('Order number').fill(orderNumber.toLowerCase())
    await buyer.getByRole('button', { name: 'Track' }).click()
    await buyer.waitForURL(`**/orders/${orderNumber}`)
    await visible(buyer.getByRole('heading', { name: `Order ${orderNumber}` }))
    await visible(buyer.getByText('Payment received; the order is confirmed'))
  },
)
