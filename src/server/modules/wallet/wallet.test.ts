import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  PaymentMethod,
  Payout,
  PayoutMethod,
  SellerBalance,
  SellerEarning,
} from '#shared/contracts/wallet.ts'
import { money, roundMoney } from '#shared/money.ts'
import { outboundMessages } from '#server/db/schema/messaging.ts'
import { paymentMethods, payouts } from '#server/db/schema/payments.ts'
import { users } from '#server/db/schema/users.ts'
import {
  digitalServiceOrders,
  digitalServices,
  transactionFees,
} from '#server/db/schema/revenue.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createOrder } from '#test/helpers/order-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createSellerUser, createUser } from '#test/helpers/user-factories.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t.close()
})

const MISSING = '00000000-0000-4000-8000-000000000000'
const en = { 'accept-language': 'en' }

async function signedIn() {
  const user = await createUser(t.db)
  return { user, cookie: await t.cookieFor(user.id) }
}

function addMethod(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment-methods',
    headers: { cookie, ...en },
    payload,
  })
}

const telebirr = {
  type: 'mobile_wallet',
  provider: 'telebirr',
  accountNumber: '0911223344',
  accountHolderName: 'Abebe Kebede',
}

describe('payment methods', () => {
  it('asks visitors to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payment-methods' })
    expect(response.statusCode).toBe(401)
  })

  it('saves methods masked to the last 4 digits; the first one is the default', async () => {
    const { cookie } = await signedIn()
    const first = await addMethod(cookie, telebirr)
    expect(first.statusCode).toBe(201)
    expect(first.json<PaymentMethod>()).toMatchObject({
      type: 'mobile_wallet',
      provider: 'telebirr',
      lastFour: '3344',
      maskedAccountNumber: '•••• 3344',
      isDefault: true,
      isVerified: false,
    })
    expect(first.body).not.toContain('0911223344')

    const bank = await addMethod(cookie, {
      type: 'bank_account',
      provider: 'cbe',
      accountNumber: '1000-2345-6789',
      accountHolderName: 'Abebe Kebede',
      bankName: 'Commercial Bank of Ethiopia',
      branchCode: 'BOLE-01',
    })
    expect(bank.statusCode).toBe(201)
    expect(bank.json<PaymentMethod>()).toMatchObject({
      lastFour: '6789',
      isDefault: false,
      bankName: 'Commercial Bank of Ethiopia',
    })

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/payment-methods',
      headers: { cookie },
    })
    expect(list.statusCode).toBe(200)
    expect(list.json<PaymentMethod[]>().map((m) => m.lastFour)).toEqual(['3344', '6789'])
    expect(list.body).not.toContain('0911223344')
    expect(list.body).not.toContain('100023456789')
    expect(list.body).not.toContain('1000-2345-6789')
  })

  it('lists only the signed-in user’s methods', async () => {
    const a = await signedIn()
    const b = await signedIn()
    await addMethod(a.cookie, telebirr)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/payment-methods',
      headers: { cookie: b.cookie },
    })
    expect(list.json()).toEqual([])
  })

  it('answers the spec messages for missing fields', async () => {
    const { cookie } = await signedIn()
    const response = await addMethod(cookie, {
      type: 'mobile_wallet',
      provider: '',
      accountNumber: ' ',
      accountHolderName: '',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().details.fields).toMatchObject({
      provider: 'Provider is required',
      accountNumber: 'Account number is required',
      accountHolderName: 'Account holder name is required',
    })
  })

  it('refuses a provider of another type and a bank account without its bank', async () => {
    const { cookie } = await signedIn()
    const wrong = await addMethod(cookie, { ...telebirr, provider: 'visa' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().details.fields.provider).toBe('Provider is required')
    const noBank = await addMethod(cookie, { ...telebirr, type: 'bank_account', provider: 'cbe' })
    expect(noBank.statusCode).toBe(400)
    expect(noBank.json().details.fields.bankName).toBe('Bank name is required')
  })

  it('refuses a full card number and keeps only the last 4 digits of a card', async () => {
    const { user, cookie } = await signedIn()
    const full = await addMethod(cookie, {
      type: 'credit_card',
      provider: 'visa',
      accountNumber: '4111111111111111',
      accountHolderName: 'Abebe Kebede',
    })
    expect(full.statusCode).toBe(400)
    expect(full.json().details.fields.accountNumber).toContain('last 4 digits')
    expect(full.body).not.toContain('4111111111111111')
    expect(
      await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id)),
    ).toEqual([])

    const card = await addMethod(cookie, {
      type: 'credit_card',
      provider: 'mastercard',
      accountNumber: '4242',
      accountHolderName: 'Abebe Kebede',
    })
    expect(card.statusCode).toBe(201)
    expect(card.json<PaymentMethod>().lastFour).toBe('4242')
  })

  it('lets only the owner set the default or delete; unknown ids are 404', async () => {
    const owner = await signedIn()
    const other = await signedIn()
    const method = (await addMethod(owner.cookie, telebirr)).json<PaymentMethod>()
    for (const request of [
      { method: 'PUT' as const, url: `/api/payment-methods/${method.id}/set-default` },
      { method: 'DELETE' as const, url: `/api/payment-methods/${method.id}` },
    ]) {
      const denied = await t.app.inject({ ...request, headers: { cookie: other.cookie } })
      expect(denied.statusCode).toBe(403)
    }
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/payment-methods/${MISSING}/set-default`,
      headers: { cookie: owner.cookie },
    })
    expect(unknown.statusCode).toBe(404)
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/payment-methods/not-an-id',
      headers: { cookie: owner.cookie },
    })
    expect(bad.statusCode).toBe(400)
    const rows = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, method.id))
    expect(rows).toHaveLength(1)
  })

  it('keeps exactly one default after set-default, and hands it on when the default is deleted', async () => {
    const { user, cookie } = await signedIn()
    const a = (await addMethod(cookie, telebirr)).json<PaymentMethod>()
    const b = (await addMethod(cookie, { ...telebirr, provider: 'amole' })).json<PaymentMethod>()
    const c = (await addMethod(cookie, { ...telebirr, provider: 'cbe_birr' })).json<PaymentMethod>()

    const made = await t.app.inject({
      method: 'PUT',
      url: `/api/payment-methods/${c.id}/set-default`,
      headers: { cookie },
    })
    expect(made.statusCode).toBe(200)
    expect(made.json<PaymentMethod>().isDefault).toBe(true)
    const defaults = async () =>
      (await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id)))
        .filter((row) => row.isDefault)
        .map((row) => row.id)
    expect(await defaults()).toEqual([c.id])

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/payment-methods/${c.id}`,
      headers: { cookie },
    })
    expect(removed.statusCode).toBe(204)
    expect(await defaults()).toEqual([a.id])
    expect(b.isDefault).toBe(false)
  })
})

let phoneCounter = 0
/** A unique Ethiopian mobile number for this file's sellers. */
const nextPhone = () =>
  `+2519${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(5, '0')}`

/** A seller with delivered orders; payouts need a verified phone, which most tests start with. */
async function sellerWithEarnings(
  delivered: { total: string; fee: string }[],
  { phoneVerified = true } = {},
) {
  const { user, seller } = await createSellerUser(t.db)
  await t.db
    .update(users)
    .set({ phone: nextPhone(), isPhoneVerified: phoneVerified })
    .where(eq(users.id, user.id))
  const buyer = await createUser(t.db)
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, { sellerId: seller.id, categoryId: category.id })
  for (const { total, fee } of delivered) {
    const order = await createOrder(t.db, {
      buyerId: buyer.id,
      sellerId: seller.id,
      productId: product.id,
      productPrice: total,
      totalAmount: total,
      // The commission is stored on the order when it is placed, as checkout records it.
      commissionRate: '0.05',
      commissionAmount: fee,
      status: 'delivered',
    })
    await t.db.insert(transactionFees).values({
      orderId: order.id,
      sellerId: seller.id,
      buyerId: buyer.id,
      orderAmount: total,
      feeRate: '0.05',
      feeAmount: fee,
    })
  }
  // Orders not yet delivered earn nothing.
  await createOrder(t.db, {
    buyerId: buyer.id,
    sellerId: seller.id,
    productId: product.id,
    totalAmount: '999.99',
    status: 'confirmed',
  })
  return { user, seller, cookie: await t.cookieFor(user.id) }
}

function addPayoutMethod(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/seller/payout-methods',
    headers: { cookie, ...en },
    payload,
  })
}

function requestPayout(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/seller/payouts',
    headers: { cookie, ...en },
    payload,
  })
}

async function balanceOf(cookie: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/seller/balance',
    headers: { cookie },
  })
  expect(response.statusCode).toBe(200)
  return response.json<SellerBalance>()
}

describe('seller payouts', () => {
  it('is for sellers only', async () => {
    const { cookie } = await signedIn()
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/seller/balance', headers: { cookie } }))
        .statusCode,
    ).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/seller/balance' })).statusCode).toBe(401)
  })

  it('adds payout methods with the same rules, masked, with a 100.00 minimum', async () => {
    const { cookie } = await sellerWithEarnings([])
    const missing = await addPayoutMethod(cookie, {
      type: 'bank_account',
      provider: '',
      accountNumber: '',
      accountHolderName: '',
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().details.fields).toMatchObject({
      provider: 'Provider is required',
      accountNumber: 'Account number is required',
      accountHolderName: 'Account holder name is required',
    })

    const made = await addPayoutMethod(cookie, {
      type: 'bank_account',
      provider: 'dashen_bank',
      accountNumber: '5012345678901',
      accountHolderName: 'Tigist Haile',
      bankName: 'Dashen Bank',
      swiftCode: 'DASHETAA',
    })
    expect(made.statusCode).toBe(201)
    expect(made.json<PayoutMethod>()).toMatchObject({
      lastFour: '8901',
      minimumPayout: '100.00',
      isDefault: true,
      isVerified: false,
      swiftCode: 'DASHETAA',
      iban: null,
    })
    expect(made.body).not.toContain('5012345678901')
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/seller/payout-methods',
      headers: { cookie },
    })
    expect(list.json<PayoutMethod[]>()).toHaveLength(1)
    expect(list.body).not.toContain('5012345678901')

    // A telebirr wallet has no bank, SWIFT code or IBAN.
    const wallet = await addPayoutMethod(cookie, {
      ...telebirr,
      swiftCode: 'DASHETAA',
      iban: 'ET00 1234',
      bankName: 'Dashen',
    })
    expect(wallet.statusCode).toBe(400)
    expect(Object.keys(wallet.json().details.fields).sort()).toEqual([
      'bankName',
      'iban',
      'swiftCode',
    ])
    expect(wallet.json().details.fields.iban).toBe(
      'This field does not apply to this payout method',
    )
    expect(
      (await addPayoutMethod(cookie, { ...telebirr, swiftCode: '', iban: '' })).statusCode,
    ).toBe(201)
  })

  it('computes the balance exactly and records payouts as pending within the rules', async () => {
    const { seller, cookie } = await sellerWithEarnings([
      { total: '100.10', fee: '5.01' },
      { total: '200.20', fee: '10.01' },
    ])
    // 300.30 − 15.02 = 285.28, in exact decimals.
    expect(await balanceOf(cookie)).toEqual({
      earned: '285.28',
      bySource: { product_order: '285.28', digital_service: '0.00' },
      requested: '0.00',
      available: '285.28',
      currency: 'ETB',
    })
    const method = (
      await addPayoutMethod(cookie, { ...telebirr, accountHolderName: 'Tigist Haile' })
    ).json<PayoutMethod>()

    const below = await requestPayout(cookie, { amount: '99.99', payoutMethodId: method.id })
    expect(below.statusCode).toBe(409)
    expect(below.json()).toMatchObject({
      code: 'PAYOUT_BELOW_MINIMUM',
      message: 'The payout must be at least 100.00 ETB',
    })

    const above = await requestPayout(cookie, { amount: '285.29', payoutMethodId: method.id })
    expect(above.statusCode).toBe(409)
    expect(above.json()).toMatchObject({
      code: 'PAYOUT_ABOVE_AVAILABLE',
      message: 'The payout is more than your available balance (285.28 ETB)',
    })

    const first = await requestPayout(cookie, { amount: '185.28', payoutMethodId: method.id })
    expect(first.statusCode).toBe(201)
    expect(first.json<Payout>()).toMatchObject({
      amount: '185.28',
      netAmount: '185.28',
      status: 'pending',
      payoutMethodId: method.id,
    })
    expect(await balanceOf(cookie)).toMatchObject({ requested: '185.28', available: '100.00' })

    const exact = await requestPayout(cookie, { amount: '100', payoutMethodId: method.id })
    expect(exact.statusCode).toBe(201)
    expect(exact.json<Payout>().amount).toBe('100.00')
    expect((await balanceOf(cookie)).available).toBe('0.00')
    const again = await requestPayout(cookie, { amount: '100.00', payoutMethodId: method.id })
    expect(again.statusCode).toBe(409)

    const rows = await t.db.select().from(payouts).where(eq(payouts.sellerId, seller.id))
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending'])
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/seller/payouts',
      headers: { cookie },
    })
    expect(history.json<Payout[]>()).toHaveLength(2)
  })

  it('refuses a payout to another seller’s method and bad amounts', async () => {
    const a = await sellerWithEarnings([{ total: '500.00', fee: '25.00' }])
    const b = await sellerWithEarnings([{ total: '500.00', fee: '25.00' }])
    const methodOfB = (await addPayoutMethod(b.cookie, telebirr)).json<PayoutMethod>()
    const stolen = await requestPayout(a.cookie, { amount: '150.00', payoutMethodId: methodOfB.id })
    expect(stolen.statusCode).toBe(403)
    const unknown = await requestPayout(a.cookie, { amount: '150.00', payoutMethodId: MISSING })
    expect(unknown.statusCode).toBe(404)
    const bad = await requestPayout(a.cookie, { amount: '150.005', payoutMethodId: methodOfB.id })
    expect(bad.statusCode).toBe(400)
    expect(await t.db.select().from(payouts).where(eq(payouts.sellerId, a.seller.id))).toEqual([])
  })
})

describe('a verified phone before payouts', () => {
  it('refuses a payout until the seller verifies their phone by its code', async () => {
    const { user, seller, cookie } = await sellerWithEarnings([{ total: '500.00', fee: '25.00' }], {
      phoneVerified: false,
    })
    const method = (await addPayoutMethod(cookie, telebirr)).json<PayoutMethod>()
    const refused = await requestPayout(cookie, { amount: '150.00', payoutMethodId: method.id })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      code: 'PHONE_NOT_VERIFIED',
      message: 'Verify your phone number in your profile before requesting a payout',
    })
    expect(await t.db.select().from(payouts).where(eq(payouts.sellerId, seller.id))).toEqual([])

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/verification',
      headers: { cookie },
    })
    expect(sent.statusCode).toBe(202)
    const [sms] = await t.db
      .select({ text: outboundMessages.text })
      .from(outboundMessages)
      .where(
        and(eq(outboundMessages.userId, user.id), eq(outboundMessages.kind, 'phone-verification')),
      )
    const code = /\d{6}/.exec(sms!.text)![0]
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/verify',
      headers: { cookie },
      payload: { code },
    })
    expect(verified.statusCode).toBe(200)
    const paid = await requestPayout(cookie, { amount: '150.00', payoutMethodId: method.id })
    expect(paid.statusCode).toBe(201)
  })
})

describe('digital-service earnings in the wallet', () => {
  async function serviceOrder(
    sellerId: string,
    buyerId: string,
    values: { title: string; price: string; fee: string; status: string },
  ) {
    const [service] = await t.db
      .insert(digitalServices)
      .values({ sellerId, title: values.title, price: values.price, deliveryTime: 3 })
      .returning()
    await t.db.insert(digitalServiceOrders).values({
      serviceId: service!.id,
      buyerId,
      sellerId,
      price: values.price,
      platformFee: values.fee,
      sellerEarnings: roundMoney(money(values.price).minus(values.fee)),
      status: values.status,
      completedAt: values.status === 'delivered' ? new Date() : null,
    })
  }

  it('adds delivered services’ seller earnings to the balance, lists them by source, pays out from both', async () => {
    const { seller, cookie } = await sellerWithEarnings([{ total: '100.10', fee: '5.01' }])
    const buyer = await createUser(t.db)
    await serviceOrder(seller.id, buyer.id, {
      title: 'Logo design',
      price: '1000.00',
      fee: '100.00',
      status: 'delivered',
    })
    // Work not handed over yet, or cancelled, earns nothing.
    await serviceOrder(seller.id, buyer.id, {
      title: 'Website copy',
      price: '500.00',
      fee: '50.00',
      status: 'active',
    })
    await serviceOrder(seller.id, buyer.id, {
      title: 'Translation',
      price: '300.00',
      fee: '30.00',
      status: 'cancelled',
    })
    // Another seller's delivered service is not ours.
    const other = await sellerWithEarnings([])
    await serviceOrder(other.seller.id, buyer.id, {
      title: 'Not ours',
      price: '800.00',
      fee: '80.00',
      status: 'delivered',
    })

    // 95.09 from the product order + 900.00 from the service.
    expect(await balanceOf(cookie)).toEqual({
      earned: '995.09',
      bySource: { product_order: '95.09', digital_service: '900.00' },
      requested: '0.00',
      available: '995.09',
      currency: 'ETB',
    })
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/seller/earnings',
      headers: { cookie },
    })
    expect(listed.statusCode).toBe(200)
    const earnings = listed.json<SellerEarning[]>()
    expect(earnings.map(({ source, title, amount }) => ({ source, title, amount }))).toEqual(
      expect.arrayContaining([
        { source: 'digital_service', title: 'Logo design', amount: '900.00' },
        { source: 'product_order', title: expect.any(String) as unknown, amount: '95.09' },
      ]),
    )
    expect(earnings).toHaveLength(2)

    // A payout larger than the product earnings alone draws on the combined balance.
    const method = (await addPayoutMethod(cookie, telebirr)).json<PayoutMethod>()
    const paid = await requestPayout(cookie, { amount: '995.09', payoutMethodId: method.id })
    expect(paid.statusCode).toBe(201)
    expect((await balanceOf(cookie)).available).toBe('0.00')
    const more = await requestPayout(cookie, { amount: '100.00', payoutMethodId: method.id })
    expect(more.statusCode).toBe(409)
  })

  it('lists earnings for sellers only', async () => {
    const { cookie } = await signedIn()
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/seller/earnings',
      headers: { cookie },
    })
    expect(response.statusCode).toBe(403)
  })
})
