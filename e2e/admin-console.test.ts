import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser, openPage, visible, call, demoSignIn } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

it(
  'an admin approves a new product from the review queue and finds it in the audit log',
  { timeout: 120_000 },
  async () => {
    const tag = Date.now().toString(36)
    const productName = `Harar coffee ${tag}`

    // A new seller lists a product; it waits for the authenticity review.
    const seller = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await seller.goto('/')
    await call(seller, 'POST', '/api/auth/register', {
      firstName: 'Tigist',
      lastName: 'Haile',
      username: `tigist_${tag}`,
      email: `tigist-${tag}@example.test`,
      password: 'a-strong-password',
      preferredLanguage: 'en',
    })
    await call(seller, 'POST', '/api/auth/become-seller', { storeName: `Tigist Coffee ${tag}` })
    const categories = await call<{ id: string }[]>(seller, 'GET', '/api/categories')
    const product = await call<{ id: string }>(seller, 'POST', '/api/products', {
      name: productName,
      categoryId: categories[0]!.id,
      description: 'Long-berry Harar, sun-dried and hand-sorted.',
      price: '520',
      stock: 12,
      authenticityNote: 'Bought from the Harar farmers union; certificate on request.',
    })

    // The admin opens the console from the account menu.
    const admin = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(admin, 'admin@selam.market')
    await admin.goto('/')
    await admin.getByRole('button', { name: /Account menu for/ }).click()
    await admin.getByRole('menuitem', { name: 'Admin console' }).click()
    await admin.waitForURL('**/admin')
    await visible(admin.getByRole('heading', { name: 'Admin console', level: 1 }))
    await visible(admin.getByText('Products awaiting review'))

    await admin.getByRole('tab', { name: 'Products' }).click()
    const item = admin.getByRole('tabpanel').getByRole('listitem', { name: productName })
    await visible(item)
    await visible(item.getByText('Bought from the Harar farmers union', { exact: false }))
    // The card shows what is being sold: price, category and description.
    await visible(item.getByText('Price'))
    await visible(item.getByText('Category'))
    await item.getByLabel('Note to the seller (needed to reject)').fill('Certificate checked')
    await item.getByRole('button', { name: 'Approve' }).click()
    await visible(admin.getByText(`${productName} approved`))
    await expect.poll(() => item.count()).toBe(0)

    // The product is public now, and the seller was told.
    const publicProduct = await call<{ id: string }>(seller, 'GET', `/api/products/${product.id}`)
    expect(publicProduct.id).toBe(product.id)

    // The audit log shows who approved what (by name, not id), with the note.
    await admin.getByRole('tab', { name: 'Audit log' }).click()
    const log = admin.getByRole('table', { name: 'Audit log' })
    await visible(log)
    const row = log.getByRole('row').filter({ hasText: productName })
    await visible(row.getByText('Approved product'))
    await visible(row.getByText('admin@selam.market'))
    await visible(row.getByText('Note: Certificate checked', { exact: false }))
    expect(await row.getByText(product.id).count()).toBe(0)
  },
)

it('a buyer visiting /admin is told it is not allowed; a visitor is asked to sign in', async () => {
  const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
  await demoSignIn(buyer, 'buyer@selam.market')
  await buyer.goto('/admin')
  await visible(buyer.getByRole('heading', { name: 'Not allowed' }))
  expect(await buyer.getByRole('tab', { name: 'Users' }).count()).toBe(0)

  const visitor = await openPage(browser, { viewport: 'phone', language: 'en' })
  await visitor.goto('/admin')
  await visible(visitor.getByRole('heading', { name: 'Please sign in' }))
  await visible(visitor.getByRole('link', { name: 'Sign in' }))
})
