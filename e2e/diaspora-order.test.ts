import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, launchBrowser, openPage, visible, fillAddisAddress } from './browser.ts'

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

type ListedProduct = { id: string; name: string; stock: number; seller: { id: string } }

it(
  'cancelling one of two orders paid together refunds only its share; a declined payment keeps the cart',
  { timeout: 120_000 },
  async () => {
    const tag = Date.now().toString(36)
    const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await buyer.goto('/')
    await call(buyer, 'POST', '/api/auth/register', {
      firstName: 'Selam',
      lastName: 'Girma',
      username: `selam_${tag}`,
      email: `selam-${tag}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: 'en',
    })
    const listed = await call<{ items: ListedProduct[] }>(buyer, 'GET', '/api/products?limit=60')
    const first = listed.items.find((product) => product.stock > 5)!
    const second = listed.items.find(
      (product) => product.stock > 5 && product.seller.id !== first.seller.id,
    )!
    const checkout = async () => {
      await buyer.goto('/checkout')
      const main = buyer.getByRole('main')
      await fillAddisAddress(main)
      await main.getByLabel(/Test payment \(sandbox\)/).check()
      await main.getByRole('button', { name: 'Place order' }).click()
      await buyer.waitForURL(/\/payment\//)
      return buyer.url()
    }
    for (const product of [first, second]) {
      await buyer.goto(`/products/${product.id}`)
      await buyer.getByRole('button', { name: 'Add to cart' }).click()
      await visible(buyer.getByText(/in your cart/))
    }
    const paymentUrl = await checkout()
    await buyer.getByRole('button', { name: 'Approve payment' }).click()
    await visible(buyer.getByRole('heading', { name: 'Payment received' }))

    // Cancel one order: the dialog says what happens to that order's money.
    await buyer.goto('/orders')
    const card = buyer.getByRole('main').getByRole('listitem').filter({ hasText: first.name })
    await card.getByRole('button', { name: 'Cancel order' }).click()
    const dialog = buyer.getByRole('alertdialog')
    await visible(dialog.getByText(/is this order's share/))
    await visible(dialog.getByText(/other orders in the same payment stay confirmed/))
    await dialog.getByRole('button', { name: 'Cancel order' }).click()
    await visible(buyer.getByText(/Order SM-\d{4}-\w{4} cancelled\. .+ is being refunded to you/))
    await visible(card.getByText(/This order was cancelled; .+ is being refunded to you/))

    // The payment page speaks of that order only; the other stays confirmed.
    await buyer.goto(paymentUrl)
    await visible(buyer.getByRole('heading', { name: 'Payment received' }))
    await visible(buyer.getByText(/One order was cancelled/))
    expect(await buyer.getByText(/is being refunded to you/).count()).toBe(1)
    const statuses = await call<{ status: string }[]>(buyer, 'GET', '/api/orders')
    expect(statuses.map((order) => order.status).sort()).toEqual(['cancelled', 'confirmed'])

    // A declined payment: "Back to cart" shows the items again.
    await buyer.goto(`/products/${second.id}`)
    await buyer.getByRole('button', { name: 'Add to cart' }).click()
    await visible(buyer.getByText(/in your cart/))
    await checkout()
    await buyer.getByRole('button', { name: 'Decline' }).click()
    await visible(buyer.getByRole('heading', { name: 'Payment declined' }))
    await visible(buyer.getByText(/The items are back in your cart/))
    await buyer.getByRole('link', { name: 'Back to cart' }).click()
    await buyer.waitForURL('**/cart')
    await visible(buyer.getByRole('main').getByText(second.name))
  },
)

it(
  'a visitor signing in from the checkout comes back to the checkout',
  { timeout: 60_000 },
  async () => {
    const tag = Date.now().toString(36)
    const visitor = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await visitor.goto('/')
    // The account exists; this browser is signed out.
    await call(visitor, 'POST', '/api/auth/register', {
      firstName: 'Abel',
      lastName: 'Haile',
      username: `abel_${tag}`,
      email: `abel-${tag}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: 'en',
    })
    await call(visitor, 'POST', '/api/auth/logout', {})
    await visitor.goto('/checkout')
    await visitor.getByRole('banner').getByRole('link', { name: 'Sign In' }).click()
    await visitor.waitForURL(/\/login\?next=%2Fcheckout/)
    await visitor.getByLabel(/^Email/).fill(`abel-${tag}@example.test`)
    await visitor.getByLabel(/^Password/).fill('a-strong-password')
    await visitor
      .getByRole('main')
      .getByRole('button', { name: /Sign In|Log in|Login/ })
      .click()
    await visitor.waitForURL('**/checkout')
  },
)
