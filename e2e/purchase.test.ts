import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser, openPage, visible, call, demoSignIn, fillAddisAddress } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Product = { id: string; stock: number; seller: { id: string } }

it(
  'a buyer orders from two sellers with a coupon, pays, and follows the order to delivery',
  { timeout: 120_000 },
  async () => {
    const tag = Date.now().toString(36).toUpperCase()
    // The buyer's name tells her order apart on the demo courier's list of orders.
    const lastName = `Bekele ${tag}`
    const seller = await openPage(browser, { viewport: 'desktop', language: 'en' })
    const courier = await openPage(browser, { viewport: 'desktop', language: 'en' })
    const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(seller, 'seller@selam.market')
    await demoSignIn(courier, 'courier@selam.market')

    // The demo seller runs a 10% promotion; the buyer also picks a product from another store.
    const me = await call<{ user: { sellerId: string } }>(seller, 'GET', '/api/auth/me')
    const code = `E2E${tag}`.slice(0, 20)
    await call(seller, 'POST', '/api/coupons', {
      title: 'Ten percent off',
      discountType: 'percentage',
      discountValue: '10',
      couponCode: code,
      usagePerUser: 1,
      isActive: true,
    })
    const own = await call<{ items: Product[] }>(
      seller,
      'GET',
      `/api/products?sellerId=${me.user.sellerId}&limit=20`,
    )
    const other = await call<{ items: Product[] }>(seller, 'GET', '/api/products?limit=60')
    const first = own.items.find((product) => product.stock > 5)!
    const second = other.items.find(
      (product) => product.stock > 5 && product.seller.id !== me.user.sellerId,
    )!

    await buyer.goto('/')
    await call(buyer, 'POST', '/api/auth/register', {
      firstName: 'Hirut',
      lastName,
      username: `hirut_${tag.toLowerCase()}`,
      email: `hirut-${tag.toLowerCase()}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: 'en',
    })
    for (const product of [first, second]) {
      await buyer.goto(`/products/${product.id}`)
      await buyer.getByRole('button', { name: 'Add to cart' }).click()
      await visible(buyer.getByText(/in your cart/))
    }

    await buyer.goto('/cart')
    await buyer
      .getByRole('link', { name: 'Go to checkout' })
      .or(buyer.getByRole('button', { name: 'Go to checkout' }))
      .first()
      .click()
    await buyer.waitForURL('**/checkout')
    const main = buyer.getByRole('main')
    await fillAddisAddress(main)
    await main.getByLabel('Coupon code').fill(code)
    await main.getByRole('button', { name: 'Apply' }).click()
    await visible(main.getByText(new RegExp(`Coupon ${code} applied`)))
    await main.getByLabel(/Test payment \(sandbox\)/).check()
    await main.getByRole('button', { name: 'Place order' }).click()

    await buyer.waitForURL(/\/payment\//)
    await buyer.getByRole('button', { name: 'Approve payment' }).click()

    // Payment confirmed both orders; the seller's line goes on to the demo courier.
    const orders = await call<{ id: string; status: string; product: { id: string } }[]>(
      buyer,
      'GET',
      '/api/orders',
    )
    expect(orders).toHaveLength(2)
    await expect
      .poll(async () =>
        (await call<{ status: string }[]>(buyer, 'GET', '/api/orders')).map((o) => o.status),
      )
      .toEqual(['confirmed', 'confirmed'])
    const order = orders.find((candidate) => candidate.product.id === first.id)!
    const couriers = await call<{ id: string; name: string }[]>(
      seller,
      'GET',
      '/api/couriers?serviceArea=addis_ababa',
    )
    const dawit = couriers.find((candidate) => candidate.name === 'Dawit Tesfaye')!
    await call(seller, 'POST', `/api/orders/${order.id}/assign-courier`, { courierId: dawit.id })

    // The courier moves it along from the dashboard, as the spec's buttons allow.
    await courier.goto('/courier-dashboard')
    // The order's card, among the courier's other orders (the status filter above the list has
    // buttons with the same names).
    const card = courier
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: `Hirut ${lastName}` })
    const steps = ['Ready for pickup', 'Start delivery', 'Mark delivered']
    for (const [index, action] of steps.entries()) {
      await card.getByRole('button', { name: action }).click()
      const next = steps[index + 1]
      if (next) await visible(card.getByRole('button', { name: next }))
    }
    await expect
      .poll(
        async () =>
          (await call<{ status: string }>(buyer, 'GET', `/api/orders/${order.id}`)).status,
      )
      .toBe('delivered')

    await buyer.goto(`/orders/${order.id}`)
    for (const step of [
      'We received the order',
      'Payment received; the order is confirmed',
      'Courier assigned: Dawit Tesfaye',
      'The order is ready for the courier',
      'The courier is on the way with the order',
      'The order was delivered',
    ]) {
      await visible(buyer.getByText(step))
    }
  },
)
