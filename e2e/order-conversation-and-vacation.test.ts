import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { formatDate } from '#shared/dates.ts'
import { call, demoSignIn, launchBrowser, openPage, visible } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function openDashboardTab(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name }).click()
}

const sellerIdOf = (page: Page) =>
  call<{ user: { sellerId: string } }>(page, 'GET', '/api/auth/me').then((me) => me.user.sellerId)

it(
  "a buyer asks the seller about an order from the order's page and the seller answers from theirs",
  { timeout: 180_000 },
  async () => {
    const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
    const seller = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(buyer, 'buyer@selam.market')
    await demoSignIn(seller, 'seller@selam.market')
    const sellerId = await sellerIdOf(seller)
    const orders = await call<Order[]>(buyer, 'GET', '/api/orders?as=buyer')
    const order = orders.find((candidate) => candidate.seller.id === sellerId)!

    await buyer.goto(`/orders/${order.id}`)
    await buyer.getByRole('button', { name: 'Message the seller about this order' }).click()
    await buyer.waitForURL(/\/chat\?conversation=/)
    const conversationUrl = new URL(buyer.url())
    // The conversation names the order and leads back to it.
    const backToOrder = buyer.getByRole('link', { name: `Order ${order.orderNumber}` })
    await visible(backToOrder)
    expect(await backToOrder.getAttribute('href')).toBe(`/orders/${order.id}`)

    const question = `Can it come on Saturday morning? ${Date.now()}`
    const buyerBox = buyer.getByRole('textbox', { name: 'Message', exact: true })
    await buyerBox.fill(question)
    await buyerBox.press('Enter')
    await visible(buyer.getByText(question))

    // The seller opens the same conversation from the order in the dashboard.
    await seller.goto('/dashboard')
    await openDashboardTab(seller, 'Orders')
    const card = seller.getByRole('listitem').filter({ hasText: order.orderNumber })
    await card.getByRole('button', { name: 'Message the buyer about this order' }).click()
    await seller.waitForURL(/\/chat\?conversation=/)
    expect(new URL(seller.url()).search).toBe(conversationUrl.search)
    await visible(seller.getByText(question))
    const answer = `Yes, Saturday at nine. ${Date.now()}`
    const sellerBox = seller.getByRole('textbox', { name: 'Message', exact: true })
    await sellerBox.fill(answer)
    await seller.getByRole('button', { name: 'Send' }).click()

    // The buyer, still on the conversation, sees the answer arrive.
    await visible(buyer.getByText(answer))
  },
)

it(
  "a seller answers a review once, and the answer shows under it on the product's page",
  { timeout: 180_000 },
  async () => {
    const seller = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(seller, 'seller@selam.market')
    await seller.goto('/dashboard')
    await openDashboardTab(seller, 'Reviews')
    const panel = seller.getByRole('tabpanel')
    await panel.getByRole('button', { name: 'Not answered yet' }).click()
    const card = panel.getByRole('listitem').filter({ has: seller.getByLabel('Reply publicly') })
    await visible(card)
    const first = card.first()
    const productHref = await first.getByRole('link').first().getAttribute('href')
    const answer = `Thank you for buying from us — we roast every Monday. ${Date.now()}`
    await first.getByLabel('Reply publicly').fill(answer)
    await first.getByRole('button', { name: 'Post reply' }).click()
    await visible(seller.getByText('Your reply is posted'))
    // Answered, it leaves the unanswered list; among all reviews the answer stands in its form's place.
    await panel.getByRole('button', { name: 'All reviews' }).click()
    const answeredCard = panel.getByRole('listitem').filter({ hasText: answer })
    await visible(answeredCard)
    expect(await answeredCard.getByLabel('Reply publicly').count()).toBe(0)

    // A visitor reads it on the product's page, labelled as the seller's, in the HTML as sent.
    const visitor = await openPage(browser, { viewport: 'phone', language: 'en' })
    const html = await (
      await fetch(`${inject('baseUrl')}${productHref}`, { headers: { 'accept-language': 'en' } })
    ).text()
    expect(html).toContain(answer)
    await visitor.goto(productHref!)
    const reviews = visitor.getByRole('list', { name: 'Reviews' })
    const answered = reviews.getByRole('listitem').filter({ hasText: answer })
    await visible(answered)
    await visible(answered.getByText('Reply from the seller'))
  },
)

it(
  'a seller on vacation: the product page says when the store returns and nothing can be bought',
  { timeout: 180_000 },
  async () => {
    const seller = await openPage(browser, { viewport: 'phone', language: 'en' })
    await demoSignIn(seller, 'seller@selam.market')
    const sellerId = await sellerIdOf(seller)
    const { items } = await call<{ items: { id: string; name: string }[] }>(
      seller,
      'GET',
      `/api/products?sellerId=${sellerId}&limit=1`,
    )
    const product = items[0]!
    // Ten days from now, as the date picker takes it.
    const until = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const shown = formatDate(`${until}T12:00:00+03:00`, 'en')

    try {
      await seller.goto('/dashboard')
      await openDashboardTab(seller, 'Store settings')
      await visible(seller.getByText('Your store is open.'))
      await seller.getByLabel('Return date').fill(until)
      await seller.getByLabel('Note to buyers (optional)').fill('Back from the harvest soon.')
      await seller.getByRole('button', { name: 'Pause store' }).click()
      await visible(seller.getByText(`Your store is away until ${shown}.`))

      const buyer = await openPage(browser, { viewport: 'phone', language: 'en' })
      await demoSignIn(buyer, 'buyer@selam.market')
      await buyer.goto(`/products/${product.id}`)
      await visible(buyer.getByText(`This store is away until ${shown}`))
      await visible(buyer.getByText('Back from the harvest soon.'))
      const buy = buyer.getByRole('button', { name: 'Store is away' })
      await visible(buy)
      expect(await buy.isDisabled()).toBe(true)
      expect(await buyer.getByRole('button', { name: 'Add to cart' }).count()).toBe(0)
      // Nor does the server take it by another way.
      const refused = await buyer.evaluate(async (id) => {
        const response = await fetch(`/api/cart/items/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          body: JSON.stringify({ quantity: 1 }),
        })
        return { status: response.status, body: (await response.json()) as { code: string } }
      }, product.id)
      expect(refused).toMatchObject({ status: 409, body: { code: 'STORE_ON_VACATION' } })

      // The store's page says so too, and its product cards carry the mark.
      await buyer.goto(`/sellers/${sellerId}`)
      await visible(buyer.getByText(`This store is away until ${shown}`))
      await visible(buyer.getByTitle(`Store away until ${shown}`))
    } finally {
      // The demo store reopens for the tests that follow.
      await call(seller, 'PUT', '/api/seller/vacation', { until: null })
    }
  },
)
