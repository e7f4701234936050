import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, demoSignIn, launchBrowser, openPage, visible, fillAddisAddress } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Category = { id: string; slug: string }
type SellerProduct = { id: string; name: string; variants: { label: string }[] }
type Order = {
  id: string
  productPrice: string
  variantLabel: string | null
  product: { id: string }
}

/** A new store on the Enterprise plan (no product limit), paid through the sandbox. */
async function openStore(page: Page, tag: string) {
  await page.goto('/')
  await call(page, 'POST', '/api/auth/register', {
    firstName: 'Selamawit',
    lastName: 'Girma',
    username: `selam_${tag}`,
    email: `selam-${tag}@example.test`,
    password: 'a-strong-password',
    preferredLanguage: 'en',
  })
  await call(page, 'POST', '/api/auth/become-seller', { storeName: `Girma Roasters ${tag}` })
  const plans = await call<{ id: string; name: string }[]>(page, 'GET', '/api/subscription-plans')
  const enterprise = plans.find((plan) => plan.name === 'Enterprise')!
  const checkout = await call<{ paymentId: string }>(page, 'POST', '/api/seller-subscriptions', {
    planId: enterprise.id,
    paymentMethod: 'sandbox',
  })
  await call(page, 'POST', `/api/payments/${checkout.paymentId}/sandbox/approve`)
}

it(
  'a seller lists a coffee in three sizes, a buyer orders the 500 g at its price, and the seller imports 500 products from a CSV',
  { timeout: 300_000 },
  async () => {
    const tag = Date.now().toString(36)
    const name = `Guji coffee ${tag}`
    const seller = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await openStore(seller, tag)
    const categories = await call<Category[]>(seller, 'GET', '/api/categories')
    const coffee = categories.find((category) => category.slug === 'coffee')!

    // 1. The seller adds the coffee with a Weight option and a row per size.
    await seller.goto('/dashboard')
    await seller.getByRole('button', { name: 'Add Product' }).first().click()
    const dialog = seller.getByRole('dialog')
    await dialog.getByLabel('Product name').fill(name)
    await dialog.getByLabel('Category').selectOption(coffee.id)
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Washed Guji beans, roasted every Friday.')
    await dialog.getByRole('tab', { name: 'Options & variants' }).click()
    await dialog.getByRole('button', { name: 'Add an option' }).click()
    await dialog.getByLabel('Option name', { exact: true }).fill('Weight')
    await dialog.getByLabel('Values', { exact: true }).fill('250 g, 500 g, 1 kg')
    const sizes = [
      ['250 g', '350', '', '10', 'GUJI-250'],
      ['500 g', '650', '600', '5', 'GUJI-500'],
      ['1 kg', '1200', '', '2', 'GUJI-1000'],
    ] as const
    for (const [size, price, sale, stock, sku] of sizes) {
      const row = dialog.getByRole('group', { name: size, exact: true })
      await row.getByLabel(/^Price \(ETB\)/).fill(price)
      if (sale) await row.getByLabel(/^Sale price/).fill(sale)
      await row.getByLabel(/^Stock/).fill(stock)
      await row.getByLabel('SKU', { exact: true }).fill(sku)
    }
    await dialog.getByRole('button', { name: 'Create product' }).click()
    await seller.getByRole('dialog').waitFor({ state: 'detached' })
    // The inventory lists the product's stock per variant.
    await seller
      .getByRole('tablist', { name: 'Dashboard sections' })
      .getByRole('tab', { name: 'Inventory' })
      .click()
    await visible(
      seller.getByRole('list', { name: `Variants of ${name}` }).getByText('Weight: 500 g'),
    )

    const inventory = await call<{ products: SellerProduct[] }>(
      seller,
      'GET',
      '/api/seller/products',
    )
    const listed = inventory.products.find((product) => product.name === name)!
    expect(listed.variants.map((variant) => variant.label)).toEqual([
      'Weight: 250 g',
      'Weight: 500 g',
      'Weight: 1 kg',
    ])

    // The authenticity team approves it, so buyers can see it.
    const admin = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(admin, 'admin@selam.market')
    await call(admin, 'POST', `/api/admin/products/${listed.id}/review`, { decision: 'approve' })

    // 2. A buyer picks 500 g, sees its price, and orders it.
    const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await buyer.goto('/')
    await call(buyer, 'POST', '/api/auth/register', {
      firstName: 'Liya',
      lastName: 'Tesfaye',
      username: `liya_${tag}`,
      email: `liya-${tag}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: 'en',
    })
    await buyer.goto(`/products/${listed.id}`)
    const main = buyer.getByRole('main')
    // The page opens on the first size; the picker is a radio group per option.
    await visible(main.getByRole('group', { name: /Weight/ }))
    expect(await main.getByRole('radio', { name: '250 g' }).isChecked()).toBe(true)
    await main.getByText('500 g', { exact: true }).click()
    expect(await main.getByRole('radio', { name: '500 g' }).isChecked()).toBe(true)
    await visible(main.getByText(/600\.00/))
    await main.getByRole('button', { name: 'Add to cart' }).click()
    await visible(main.getByText(/in your cart/))

    await buyer.goto('/cart')
    await visible(buyer.getByText('Weight: 500 g'))
    await buyer.getByRole('link', { name: 'Go to checkout' }).click()
    await buyer.waitForURL('**/checkout')
    const form = buyer.getByRole('main')
    await fillAddisAddress(form)
    await form.getByLabel(/Test payment \(sandbox\)/).check()
    await form.getByRole('button', { name: 'Place order' }).click()
    await buyer.waitForURL(/\/payment\//)
    await buyer.getByRole('button', { name: 'Approve payment' }).click()

    const orders = await call<Order[]>(buyer, 'GET', '/api/orders')
    const order = orders.find((candidate) => candidate.product.id === listed.id)!
    expect(order).toMatchObject({ productPrice: '600.00', variantLabel: 'Weight: 500 g' })
    await buyer.goto(`/orders/${order.id}`)
    await visible(buyer.getByText('Weight: 500 g'))

    // 3. The seller lists 500 products at once from a CSV file: preview first, then apply.
    const header = 'handle,name,category,price,stock,description'
    const rows = Array.from(
      { length: 500 },
      (_, index) =>
        `bulk-${index},Bulk ${tag} ${index},coffee,${100 + index}.50,${index % 20},"Roasted, packed in Addis"`,
    )
    await seller.goto('/seller-products/import')
    await seller.getByLabel('CSV file').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\n')),
    })
    await seller.getByRole('button', { name: 'Check the file' }).click()
    await visible(seller.getByText('500 rows: 500 new products, 0 updated.'))
    await visible(seller.getByText('No errors. Every row is ready.'))
    // Nothing is written by the preview.
    const before = await call<{ counts: { total: number } }>(seller, 'GET', '/api/seller/products')
    expect(before.counts.total).toBe(1)

    await seller.getByRole('button', { name: 'Save all 500 products' }).click()
    await visible(seller.getByText('Saved: 500 new products, 0 updated.'))
    await seller.getByRole('link', { name: 'See them in your inventory' }).click()
    await visible(seller.getByRole('heading', { name: 'Inventory' }))
    await visible(seller.getByText(`Bulk ${tag} 123`, { exact: true }))
    const after = await call<{ counts: { total: number } }>(seller, 'GET', '/api/seller/products')
    expect(after.counts.total).toBe(501)

    // The 500 wait for the authenticity review; they are taken off again so that other tests
    // sharing this database find their own products at the head of the review queue.
    const imported = (
      await call<{ products: SellerProduct[] }>(seller, 'GET', '/api/seller/products')
    ).products.filter((product) => product.name.startsWith(`Bulk ${tag} `))
    expect(imported).toHaveLength(500)
    for (let start = 0; start < imported.length; start += 100) {
      await call(seller, 'POST', '/api/products/bulk', {
        ids: imported.slice(start, start + 100).map((product) => product.id),
        action: 'delete',
      })
    }
  },
)
