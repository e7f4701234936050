import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { money, roundMoney } from '#shared/money.ts'
import { launchBrowser, openPage, visible, call, demoSignIn, fillAddisAddress } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The figure a dashboard stat card shows under its label. */
function statValue(page: Page, label: string) {
  return page
    .getByRole('tabpanel')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]')
}

async function openDashboardTab(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name }).click()
}

it(
  'a new seller opens a store, lists a product with a photo, runs a coupon and sees a sale arrive',
  { timeout: 240_000 },
  async () => {
    const tag = Date.now().toString(36)
    const productName = `Yirgacheffe coffee ${tag}`
    // A phone-sized screen: sellers run their store from a phone.
    const seller = await openPage(browser, { language: 'en' })

    // 1. Register a new account through the form.
    await seller.goto('/register')
    await seller.getByLabel('First name').fill('Meron')
    await seller.getByLabel('Last name').fill('Alemu')
    await seller.getByLabel('Username', { exact: false }).fill(`meron_${tag}`)
    await seller.getByLabel('Email').fill(`meron-${tag}@example.test`)
    await seller.getByLabel('Password', { exact: false }).fill('a-strong-password')
    await seller.getByLabel('Preferred language').selectOption('en')
    await seller.getByRole('button', { name: 'Create Account' }).click()
    await seller.waitForURL((url) => url.pathname === '/')

    // 2. Become a seller: the trial starts and the dashboard opens.
    await seller.goto('/become-seller')
    await seller.getByLabel('Store name').fill(`Meron's Coffee ${tag}`)
    await seller
      .getByLabel('Store description')
      .fill('Hand-picked, sun-dried coffee from Yirgacheffe smallholders.')
    await seller.getByRole('button', { name: 'Create Seller Account' }).click()
    await seller.waitForURL('**/dashboard')
    await visible(seller.getByRole('heading', { name: 'Welcome back, Meron', exact: false }))
    await visible(seller.getByText(/Free trial: \d+ days left/))

    // No orders yet: the figures say so instead of inventing numbers.
    await expect.poll(() => statValue(seller, 'Total orders').textContent()).toBe('0')

    // 3. List a product with a real photo on /add-product.
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#6f4e37' },
    })
      .jpeg({ quality: 80 })
      .toBuffer()
    await seller.goto('/add-product')
    const chooser = seller.waitForEvent('filechooser')
    await seller.getByRole('button', { name: 'Choose photo' }).click()
    await (await chooser).setFiles({ name: 'coffee.jpg', mimeType: 'image/jpeg', buffer: photo })
    await visible(seller.getByText('Uploaded', { exact: true }))
    const preview = seller.getByRole('img', { name: 'Preview of the uploaded photo' })
    await visible(preview)
    // The preview is one of the stored WebP variants, and it really loaded.
    expect(await preview.getAttribute('src')).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}-\w+\.webp$/)
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)

    await seller.getByLabel('Product name').fill(productName)
    const category = seller.getByLabel('Category')
    await expect.poll(() => category.locator('option').count()).toBeGreaterThan(1)
    await category.selectOption({ index: 1 })
    await seller
      .getByLabel('Description')
      .fill('Washed Yirgacheffe, grade 1, roasted to order in Addis Ababa.')
    await seller.getByLabel('Price (ETB)').fill('450')
    await seller.getByLabel(/^Stock/).fill('25')
    await seller
      .getByLabel('Authenticity note')
      .fill('Grown by the Konga cooperative; the bag carries the cooperative stamp.')
    await seller.getByRole('button', { name: 'List product' }).click()
    await visible(seller.getByText('Product Added'))

    // 4. The product is in the inventory, waiting for the authenticity review.
    await seller.goto('/dashboard')
    await openDashboardTab(seller, 'Inventory')
    const inventory = seller.getByRole('tabpanel')
    await visible(inventory.getByText(productName))
    await visible(inventory.getByText('In review'))

    // 5. Create a coupon in the promotions tab, with a generated code.
    await openDashboardTab(seller, 'Sales & Coupons')
    // The manager's own button (an empty list offers a second one).
    await seller
      .getByRole('tabpanel')
      .getByRole('button', { name: 'Create promotion' })
      .first()
      .click()
    const dialog = seller.getByRole('dialog', { name: 'Create promotion' })
    await visible(dialog)
    await dialog.getByLabel('Title').fill('Launch week')
    await dialog.getByLabel('Discount (%)').fill('10')
    await dialog.getByRole('button', { name: 'Generate' }).click()
    const codeInput = dialog.getByLabel('Coupon code')
    await expect.poll(() => codeInput.inputValue()).toMatch(/^(SAVE|GET)[A-Z0-9]{6}$/)
    const code = await codeInput.inputValue()
    await dialog.getByRole('button', { name: 'Create coupon' }).click()
    await visible(seller.getByText('Coupon Created'))
    await visible(seller.getByRole('tabpanel').getByText(code))

    // 6. The authenticity team approves the product (the admin API with the demo admin's session).
    const admin = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(admin, 'admin@selam.market')
    const queue = await call<{ id: string; name: string }[]>(
      admin,
      'GET',
      '/api/admin/products/review-queue',
    )
    const listed = queue.find((item) => item.name === productName)
    expect(listed, 'the new product waits in the review queue').toBeDefined()
    await call(admin, 'POST', `/api/admin/products/${listed!.id}/review`, {
      decision: 'approve',
    })

    // 7. The demo buyer buys it with the seller's coupon and the sandbox provider.
    const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(buyer, 'buyer@selam.market')
    const cart = await call<{ groups: { lines: { productId: string }[] }[] }>(
      buyer,
      'GET',
      '/api/cart',
    )
    for (const line of cart.groups.flatMap((group) => group.lines)) {
      await call(buyer, 'DELETE', `/api/cart/items/${line.productId}`)
    }
    await buyer.goto(`/products/${listed!.id}`)
    await visible(buyer.getByRole('heading', { name: productName }))
    await buyer.getByRole('button', { name: 'Add to cart' }).click()
    await visible(buyer.getByText(/in your cart/))
    await buyer.goto('/checkout')
    const main = buyer.getByRole('main')
    await fillAddisAddress(main)
    await main.getByLabel('Coupon code').fill(code)
    await main.getByRole('button', { name: 'Apply' }).click()
    await visible(main.getByText(new RegExp(`Coupon ${code} applied`)))
    await main.getByLabel(/Test payment \(sandbox\)/).check()
    await main.getByRole('button', { name: 'Place order' }).click()
    await buyer.waitForURL(/\/payment\//)
    await buyer.getByRole('button', { name: 'Approve payment' }).click()

    type Order = {
      id: string
      status: string
      totalAmount: string
      itemsAmount: string
      discountAmount: string
      product: { id: string }
    }
    let order: Order | undefined
    await expect
      .poll(async () => {
        const orders = await call<Order[]>(buyer, 'GET', '/api/orders')
        order = orders.find((candidate) => candidate.product.id === listed!.id)
        return order?.status
      })
      .toBe('confirmed')

    // 8. The seller's dashboard counts the order as soon as it is paid.
    await seller.goto('/dashboard')
    await expect
      .poll(() => statValue(seller, 'Total orders').textContent(), { timeout: 30_000 })
      .toBe('1')
    const recent = seller.getByRole('tabpanel')
    await visible(recent.getByText(productName))
    await visible(recent.getByText('Confirmed', { exact: true }))
    const earningsBefore = await statValue(seller, 'Total earnings').textContent()

    // 9. Delivered: the seller hands it to the demo courier, who moves it along.
    const couriers = await call<{ id: string; name: string }[]>(
      seller,
      'GET',
      '/api/couriers?serviceArea=addis_ababa',
    )
    const dawit = couriers.find((candidate) => candidate.name === 'Dawit Tesfaye')!
    await call(seller, 'POST', `/api/orders/${order!.id}/assign-courier`, { courierId: dawit.id })
    const courier = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(courier, 'courier@selam.market')
    for (const status of ['ready_for_pickup', 'in_transit', 'delivered']) {
      await call(courier, 'PATCH', `/api/orders/${order!.id}/status`, { status })
    }

    // Earnings now include the delivered order's sales: its items after the coupon, never the
    // delivery fee (that is the courier's).
    const sales = roundMoney(money(order!.itemsAmount).minus(order!.discountAmount))
    const total = Number(sales).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    await seller.goto('/dashboard')
    await expect
      .poll(() => statValue(seller, 'Total earnings').textContent(), { timeout: 30_000 })
      .toContain(total)
    expect(await statValue(seller, 'Total earnings').textContent()).not.toBe(earningsBefore)
    await visible(seller.getByRole('tabpanel').getByText('Delivered', { exact: true }))
    await openDashboardTab(seller, 'Earnings')
    await expect.poll(() => statValue(seller, 'Earnings this month').textContent()).toContain(total)
  },
)
