import Big from 'big.js'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, demoSignIn, launchBrowser, openPage, visible, fillAddisAddress } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Product = { id: string; stock: number; priceMax: string | null; seller: { id: string } }
type Order = {
  id: string
  orderNumber: string
  status: string
  quantity: number
  itemsAmount: string
  discountAmount: string
  commissionAmount: string
}
type Return = {
  id: string
  returnNumber: string
  status: string
  refundMethod: string
  refundAmount: string
  salesReversed: string
  sellerNetReversed: string
  commissionReversed: string
  returnShippingFee: string
  returnShippingPaidBy: string
}
type Balance = { earned: string }
type Dashboard = { overview: { grossEarnings: string } }
type Revenue = { totalRevenue: string; totalCommission: string }

/** q/Q of an amount, rounded down to the santim, as docs/decisions/024 states. */
const shareOf = (amount: string, q: number, of: number) =>
  new Big(amount).times(q).div(of).round(2, Big.roundDown).toFixed(2)
const minus = (a: string, b: string) => new Big(a).minus(b).toFixed(2)

async function figures(seller: Page, admin: Page) {
  const [balance, dashboard, platform] = await Promise.all([
    call<Balance>(seller, 'GET', '/api/seller/balance'),
    call<Dashboard>(seller, 'GET', '/api/seller/dashboard'),
    call<Revenue>(admin, 'GET', '/api/analytics/revenue'),
  ])
  return {
    earned: balance.earned,
    gross: dashboard.overview.grossEarnings,
    revenue: platform.totalRevenue,
    commission: platform.totalCommission,
  }
}

it(
  'a buyer returns a delivered item: the seller accepts, the courier brings it back, the payment is refunded and every balance drops by exactly its part',
  { timeout: 180_000 },
  async () => {
    const tag = Date.now().toString(36).toUpperCase()
    const lastName = `Return ${tag}`
    const seller = await openPage(browser, { viewport: 'desktop', language: 'en' })
    const courier = await openPage(browser, { viewport: 'desktop', language: 'en' })
    const admin = await openPage(browser, { viewport: 'desktop', language: 'en' })
    const buyer = await openPage(browser, { language: 'en' })
    await demoSignIn(seller, 'seller@selam.market')
    await demoSignIn(courier, 'courier@selam.market')
    await demoSignIn(admin, 'admin@selam.market')

    // The buyer orders two units of one of the demo seller's products and pays (sandbox).
    const me = await call<{ user: { sellerId: string } }>(seller, 'GET', '/api/auth/me')
    const own = await call<{ items: Product[] }>(
      seller,
      'GET',
      `/api/products?sellerId=${me.user.sellerId}&limit=20`,
    )
    const product = own.items.find(
      // A product sold without options (one with variants needs a size chosen).
      (candidate) => candidate.stock > 5 && candidate.priceMax === null,
    )!
    await buyer.goto('/')
    await call(buyer, 'POST', '/api/auth/register', {
      firstName: 'Selam',
      lastName,
      username: `selam_${tag.toLowerCase()}`,
      email: `selam-${tag.toLowerCase()}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: 'en',
    })
    await call(buyer, 'PUT', `/api/cart/items/${product.id}`, { quantity: 2 })
    await buyer.goto('/checkout')
    const main = buyer.getByRole('main')
    await fillAddisAddress(main)
    await main.getByLabel(/Test payment \(sandbox\)/).check()
    await main.getByRole('button', { name: 'Place order' }).click()
    await buyer.waitForURL(/\/payment\//)
    await buyer.getByRole('button', { name: 'Approve payment' }).click()
    await expect
      .poll(async () => (await call<Order[]>(buyer, 'GET', '/api/orders')).map((o) => o.status))
      .toEqual(['confirmed'])
    const [placed] = await call<Order[]>(buyer, 'GET', '/api/orders')

    // The demo courier delivers it.
    const couriers = await call<{ id: string; name: string }[]>(
      seller,
      'GET',
      '/api/couriers?serviceArea=addis_ababa',
    )
    const dawit = couriers.find((candidate) => candidate.name === 'Dawit Tesfaye')!
    await call(seller, 'POST', `/api/orders/${placed!.id}/assign-courier`, { courierId: dawit.id })
    for (const [who, status] of [
      [seller, 'preparing'],
      [seller, 'ready_for_pickup'],
      [courier, 'in_transit'],
      [courier, 'delivered'],
    ] as const) {
      await call(who, 'PATCH', `/api/orders/${placed!.id}/status`, { status })
    }
    const order = await call<Order>(seller, 'GET', `/api/orders/${placed!.id}`)
    expect(order).toMatchObject({ status: 'delivered', quantity: 2 })
    const before = await figures(seller, admin)

    // The buyer asks to return one unit from the order's page, with a photo.
    await buyer.goto(`/orders/${order.id}`)
    await buyer.getByRole('button', { name: 'Return this item' }).click()
    const dialog = buyer.getByRole('dialog', { name: 'Return this item' })
    await dialog.getByLabel('How many to return').fill('1')
    await dialog.getByLabel('Reason').selectOption('damaged')
    await dialog.getByLabel('What is wrong (optional)').fill('The jar arrived cracked.')
    const photo = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#c0392b' },
    })
      .png()
      .toBuffer()
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cracked-jar.png', mimeType: 'image/png', buffer: photo })
    await visible(dialog.getByRole('img', { name: 'Photo 1 of the item' }))
    await dialog.getByRole('button', { name: 'Send the return request' }).click()
    await visible(buyer.getByText('Your return request was sent to the seller.'))
    const [asked] = await call<Return[]>(buyer, 'GET', '/api/returns')
    expect(asked).toMatchObject({ status: 'requested', refundMethod: 'provider' })
    const returnCard = buyer
      .getByRole('listitem')
      .filter({ hasText: `Return ${asked!.returnNumber}` })
    await visible(returnCard.getByText('Requested'))

    // The seller accepts it from the dashboard's orders.
    await seller.goto('/dashboard')
    await seller.getByRole('tab', { name: 'Orders' }).click()
    const request = seller
      .getByRole('region', { name: 'Return requests' })
      .getByRole('listitem')
      .filter({ hasText: `Return ${asked!.returnNumber}` })
    await request.getByLabel('Reason or note').fill('Sorry: the courier will collect it.')
    await request.getByRole('button', { name: 'Accept return' }).click()
    await visible(request.getByText('Accepted'))
    await visible(request.getByText('Courier: Dawit Tesfaye'))

    // The courier who delivered picks it up.
    await courier.goto('/courier-dashboard')
    const pickup = courier
      .getByRole('region', { name: 'Returns to pick up' })
      .getByRole('listitem')
      .filter({ hasText: `Return ${asked!.returnNumber}` })
    await visible(pickup.getByText(`Selam ${lastName}`))
    await pickup.getByRole('button', { name: 'Picked up' }).click()
    await visible(pickup.getByText('On its way back'))

    // The seller receives it; the sandbox payment is refunded at once.
    await seller.reload()
    await seller.getByRole('tab', { name: 'Orders' }).click()
    await request.getByRole('button', { name: 'Item received back' }).click()
    await visible(request.getByText('Refunded', { exact: true }))

    // The money: the return's parts are the order's amounts split to the santim...
    const done = await call<Return>(seller, 'GET', `/api/returns/${asked!.id}`)
    const sales = new Big(order.itemsAmount).minus(order.discountAmount).toFixed(2)
    expect(done).toMatchObject({
      status: 'refunded',
      refundMethod: 'provider',
      salesReversed: shareOf(sales, 1, 2),
      refundAmount: shareOf(sales, 1, 2),
      commissionReversed: shareOf(order.commissionAmount, 1, 2),
      returnShippingPaidBy: 'seller',
    })
    expect(new Big(done.returnShippingFee).gt(0)).toBe(true)
    // ...and every balance drops by exactly its part: the seller's by the net and the trip back,
    // the sales by the goods given back, the platform's commission by its part.
    const after = await figures(seller, admin)
    expect(minus(before.earned, after.earned)).toBe(
      new Big(done.sellerNetReversed).plus(done.returnShippingFee).toFixed(2),
    )
    expect(minus(before.gross, after.gross)).toBe(done.salesReversed)
    expect(minus(before.revenue, after.revenue)).toBe(done.salesReversed)
    expect(minus(before.commission, after.commission)).toBe(done.commissionReversed)

    // The buyer sees the refund and every step on the order's timeline.
    await buyer.reload()
    await visible(returnCard.getByText('Refunded', { exact: true }))
    for (const step of [
      'Return requested (1): Damaged',
      'The courier picked up the return',
      'The seller received the item back',
      `${done.refundAmount} ETB refunded the way the buyer paid`,
    ]) {
      await visible(buyer.getByText(step))
    }
  },
)
