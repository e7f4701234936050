import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, it } from 'vitest'
import { launchBrowser, openPage, visible, demoSignIn } from './browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

it('a buyer asks a seller about a product and gets a live answer', async () => {
  const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
  const seller = await openPage(browser, { viewport: 'desktop', language: 'en' })
  await demoSignIn(buyer, 'buyer@selam.market')
  await demoSignIn(seller, 'seller@selam.market')

  // A product of the demo seller's store.
  const productId = await seller.evaluate(async () => {
    const me = (await (await fetch('/api/auth/me')).json()) as { user: { sellerId: string } }
    const page = (await (
      await fetch(`/api/products?sellerId=${me.user.sellerId}&limit=1`)
    ).json()) as {
      items: { id: string }[]
    }
    return page.items[0]!.id
  })

  // The seller keeps the inbox open; messages must arrive without a reload.
  await seller.goto('/chat')
  await visible(seller.getByRole('heading', { name: 'Messages' }))

  await buyer.goto(`/products/${productId}`)
  await buyer.getByRole('button', { name: 'Contact seller' }).click()
  await buyer.waitForURL(/\/chat\?conversation=/)
  const question = `Is this coffee from this year's harvest? ${Date.now()}`
  const buyerBox = buyer.getByRole('textbox', { name: 'Message', exact: true })
  await buyerBox.fill(question)
  await buyerBox.press('Enter')
  await visible(buyer.getByText(question))

  await visible(seller.getByText(question))
  await seller.getByText(question).first().click()
  const answer = `Yes, roasted last week in Addis. ${Date.now()}`
  const sellerBox = seller.getByRole('textbox', { name: 'Message', exact: true })
  await sellerBox.fill(answer)
  await seller.getByRole('button', { name: 'Send' }).click()

  await visible(buyer.getByText(answer))
})
