import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { addMoney, compareMoney, formatMoney, subtractMoney } from '#shared/money.ts'
import { call, demoSignIn, launchBrowser, openPage, visible, fillAddisAddress } from './browser.ts'

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
  price: string
  discountPrice: string | null
  priceMax: string | null
  stock: number
  seller: { id: string }
}
type Credit = { balance: string; entries: { kind: string; amount: string; orderNumber: string }[] }

it(
  'the demo buyer pays an order with the wallet credit a return refunded, then cancels it and has the credit back',
  { timeout: 120_000 },
  async () => {
    const buyer = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(buyer, 'buyer@selam.market')
    // The demo history refunded one of the buyer's returns as wallet credit.
    const before = await call<Credit>(buyer, 'GET', '/api/wallet-credit')
    expect(compareMoney(before.balance, '0')).toBe(1)

    // Something the credit covers, delivery included, from a store other than the demo store
    // (other tests follow the buyer's latest order from the demo store).
    const seller = await openPage(browser, { viewport: 'desktop', language: 'en' })
    await demoSignIn(seller, 'seller@selam.market')
    const demoStore = await call<{ user: { sellerId: string } }>(seller, 'GET', '/api/auth/me')
    const listed = await call<{ items: Product[] }>(
      buyer,
      'GET',
      '/api/products?limit=60&sort=price-low',
    )
    const product = listed.items.find(
      (candidate) =>
        candidate.seller.id !== demoStore.user.sellerId &&
        candidate.priceMax === null &&
        candidate.stock > 5 &&
        compareMoney(addMoney(candidate.discountPrice ?? candidate.price, '200'), before.balance) <
          0,
    )!
    expect(product).toBeTruthy()

    await buyer.goto(`/products/${product.id}`)
    await buyer.getByRole('button', { name: 'Add to cart' }).click()
    await visible(buyer.getByText(/in your cart/))
    await buyer.goto('/checkout')
    const main = buyer.getByRole('main')
    await fillAddisAddress(main)
    const balanceText = formatMoney(before.balance, 'ETB', 'en')
    await main.getByLabel(`Use my wallet credit (${balanceText})`).check()
    await visible(main.getByText('Your wallet credit pays the whole order: nothing more to pay.'))
    // The summary: the credit takes the whole total off, nothing left to pay.
    const toPay = main.getByText('To pay', { exact: true }).locator('xpath=following-sibling::dd')
    expect(await toPay.textContent()).toBe(formatMoney('0', 'ETB', 'en'))
    await main.getByRole('button', { name: 'Place order' }).click()

    await buyer.waitForURL(/\/payment\//)
    await visible(buyer.getByRole('heading', { name: 'Payment received' }))
    const paymentId = buyer.url().split('/payment/')[1]!
    const payment = await call<{
      method: string
      amount: string
      walletCredit: string
      orderIds: string[]
    }>(buyer, 'GET', `/api/payments/${paymentId}`)
    expect(payment).toMatchObject({ method: 'wallet_credit', amount: '0.00' })
    const spent = payment.walletCredit
    await visible(buyer.getByText(`${formatMoney(spent, 'ETB', 'en')} paid`, { exact: false }))

    // The wallet: the balance is lower by exactly what the order cost, and says what paid for it.
    await buyer.goto('/wallet')
    const left = subtractMoney(before.balance, spent)
    const credit = buyer.getByRole('region', { name: 'Wallet credit' })
    await visible(credit.getByText(formatMoney(left, 'ETB', 'en'), { exact: true }))
    const order = await call<{ orderNumber: string; totalAmount: string; status: string }>(
      buyer,
      'GET',
      `/api/orders/${payment.orderIds[0]}`,
    )
    expect(order).toMatchObject({ status: 'confirmed', totalAmount: spent })
    await visible(credit.getByText(`Paid for order ${order.orderNumber}`))

    // Cancelled, the credit goes back at once.
    await buyer.goto('/orders')
    await buyer
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: order.orderNumber })
      .getByRole('button', { name: 'Cancel order' })
      .click()
    const dialog = buyer.getByRole('alertdialog')
    await visible(
      dialog.getByText(
        `${formatMoney(spent, 'ETB', 'en')} of wallet credit you spent on this order goes back to your wallet at once.`,
      ),
    )
    await dialog.getByRole('button', { name: 'Cancel order' }).click()
    await expect
      .poll(async () => (await call<Credit>(buyer, 'GET', '/api/wallet-credit')).balance)
      .toBe(before.balance)
    await buyer.goto('/wallet')
    await visible(credit.getByText(formatMoney(before.balance, 'ETB', 'en'), { exact: true }))
    await visible(
      credit.getByText(`Given back: order ${order.orderNumber} was cancelled or not paid`),
    )
  },
)
