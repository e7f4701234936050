import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutInput, PlacedOrder } from '#shared/contracts/checkout.ts'
import type { SellerDashboard } from '#shared/contracts/seller-dashboard.ts'
import type { SellerStatement, StatementMonths } from '#shared/contracts/statements.ts'
import type { PayoutMethod, SellerBalance } from '#shared/contracts/wallet.ts'
import { addMoney, money, roundMoney } from '#shared/money.ts'
import { cartItems } from '#server/db/schema/cart.ts'
import { couriers, orders } from '#server/db/schema/delivery.ts'
import { orderReturns } from '#server/db/schema/returns.ts'
import {
  digitalServiceOrders,
  digitalServices,
  subscriptionPlans,
} from '#server/db/schema/revenue.ts'
import { sellers } from '#server/db/schema/sellers.ts'
import { users } from '#server/db/schema/users.ts'
import { createCategory, createProduct } from '#test/helpers/catalog-factories.ts'
import { createTestApp, type TestApp } from '#test/helpers/test-app.ts'
import { createCourierUser, createSellerUser, createUser } from '#test/helpers/user-factories.ts'
import { monthBounds, previousMonth } from './statement-month.ts'

// The monthly statement through the API, on orders placed, paid and delivered through the real
// services; its balances are checked against the wallet and its figures against the dashboard.

let t: TestApp

const PLATFORM_TIN = '0000123456'

beforeAll(async () => {
  t = await createTestApp({
    PLATFORM_NAME: 'Selam Market PLC',
    PLATFORM_ADDRESS: 'Bole, Addis Ababa, Ethiopia',
    PLATFORM_TIN,
  })
})

afterAll(async () => {
  await t.close()
})

type Cookie = string

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: Cookie, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      'accept-language': 'en',
      'idempotency-key': randomUUID(),
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

async function getJson<T>(url: string, cookie: Cookie) {
  const response = await send('GET', url, cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<T>()
}

let phoneCounter = 0
const nextPhone = () =>
  `+2519${String((process.pid + 7) % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(5, '0')}`

/** A courier with an account, serving Addis Ababa at a flat fee. */
async function courier(fee: string) {
  const { user, courier: row } = await createCourierUser(t.db)
  await t.db
    .update(couriers)
    .set({ serviceAreas: ['addis_ababa'], baseDeliveryFee: fee, pricePerKm: '0', maxRadius: 20 })
    .where(eq(couriers.id, row.id))
  return { id: row.id, cookie: await t.cookieFor(user.id) }
}

/** A verified seller at 7 % commission with one product at 410.00, and a verified phone. */
async function shop(productName = 'Sidamo Coffee 250g') {
  const { user, seller } = await createSellerUser(t.db, {
    currentCommissionRate: '0.0700',
    taxId: '0012345678',
    businessLicense: 'AA/14/2/12345/2016',
  })
  await t.db
    .update(users)
    .set({ phone: nextPhone(), isPhoneVerified: true, firstName: 'Meron', lastName: 'Alemu' })
    .where(eq(users.id, user.id))
  const category = await createCategory(t.db)
  const product = await createProduct(t.db, {
    sellerId: seller.id,
    categoryId: category.id,
    name: productName,
    price: '410.00',
    stock: 50,
  })
  return { user, seller, product, cookie: await t.cookieFor(user.id) }
}
type Shop = Awaited<ReturnType<typeof shop>>

const checkoutInput = (overrides: Partial<CheckoutInput>): CheckoutInput => ({
  city: 'addis_ababa',
  subCity: 'Bole',
  addressDetails: 'House 12',
  phone: '0911234567',
  paymentMethod: 'sandbox',
  ...overrides,
})

/** A buyer orders 2 × 410 from the shop with the courier, and pays in the sandbox. */
async function placePaidOrder(store: Shop, chosenCourierId: string) {
  const buyer = await createUser(t.db)
  const cookie = await t.cookieFor(buyer.id)
  await t.db
    .insert(cartItems)
    .values({ userId: buyer.id, productId: store.product.id, quantity: 2 })
  const placed = await send(
    'POST',
    '/api/checkout/orders',
    cookie,
    checkoutInput({
      deliveryOptions: [
        { sellerId: store.seller.id, type: 'standard', courierId: chosenCourierId },
      ],
    }),
  )
  expect(placed.statusCode, placed.body).toBe(201)
  const body = placed.json<PlacedOrder>()
  const paid = await send('POST', `/api/payments/${body.paymentId}/sandbox/approve`, cookie)
  expect(paid.statusCode).toBe(200)
  return { orderId: body.orderIds[0]!, buyerId: buyer.id }
}

async function moveTo(orderId: string, cookie: Cookie, status: string) {
  const response = await send('PATCH', `/api/orders/${orderId}/status`, cookie, { status })
  expect(response.statusCode, response.body).toBe(200)
}

async function deliver(orderId: string, sellerCookie: Cookie, courierCookie: Cookie) {
  await moveTo(orderId, sellerCookie, 'preparing')
  await moveTo(orderId, sellerCookie, 'ready_for_pickup')
  await moveTo(orderId, courierCookie, 'in_transit')
  await moveTo(orderId, courierCookie, 'delivered')
}

async function orderRow(orderId: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId))
  return row!
}

/** A payout through the wallet: a telebirr account, then the request. */
async function payOut(cookie: Cookie, amount: string) {
  const method = await send('POST', '/api/seller/payout-methods', cookie, {
    type: 'mobile_wallet',
    provider: 'telebirr',
    accountNumber: '0911223344',
    accountHolderName: 'Meron Alemu',
  })
  expect(method.statusCode, method.body).toBe(201)
  const payout = await send('POST', '/api/seller/payouts', cookie, {
    amount,
    payoutMethodId: method.json<PayoutMethod>().id,
  })
  expect(payout.statusCode, payout.body).toBe(201)
}

/** A delivered digital-service order, as the wallet's own tests record one. */
async function deliveredService(sellerId: string, buyerId: string, price: string, fee: string) {
  const [service] = await t.db
    .insert(digitalServices)
    .values({ sellerId, title: 'Logo design', price, deliveryTime: 3 })
    .returning()
  await t.db.insert(digitalServiceOrders).values({
    serviceId: service!.id,
    buyerId,
    sellerId,
    price,
    platformFee: fee,
    sellerEarnings: roundMoney(money(price).minus(fee)),
    status: 'delivered',
    completedAt: new Date(),
  })
}

/**
 * A refunded return of the order line. Returns are recorded by their own module (being built
 * beside this one), so until it lands the row is written here with the money it fixes on
 * acceptance: the order's net and commission given back, the trip back borne by the seller.
 */
async function refundedReturn(orderId: string, returnShippingFee: string) {
  const order = await orderRow(orderId)
  const [row] = await t.db
    .insert(orderReturns)
    .values({
      orderId,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      quantity: order.quantity,
      reason: 'damaged',
      status: 'refunded',
      sellerDeadline: new Date(),
      refundMethod: 'manual',
      refundedAt: new Date(),
      refundAmount: roundMoney(money(order.itemsAmount).minus(order.discountAmount)),
      sellerNetReversed: order.sellerNet,
      commissionReversed: order.commissionAmount,
      returnShippingFee,
      returnShippingPaidBy: 'seller',
    })
    .returning()
  return row!
}

const sum = (values: string[]) => addMoney('0', ...values)

function expectLinesAddUp(statement: SellerStatement) {
  const { totals } = statement
  expect(sum(statement.orders.map((line) => line.sellerNet))).toBe(totals.orders.net)
  expect(sum(statement.orders.map((line) => line.commissionAmount))).toBe(totals.orders.commission)
  expect(sum(statement.services.map((line) => line.sellerEarnings))).toBe(totals.services.net)
  expect(sum(statement.returns.map((line) => line.sellerCharge))).toBe(totals.returns.charged)
  expect(sum(statement.payouts.map((line) => line.amount))).toBe(totals.payouts.total)
  // Each order line's net is its items less discount, commission and delivery share.
  for (const line of statement.orders) {
    expect(
      roundMoney(
        money(line.itemsAmount)
          .minus(line.discountAmount)
          .minus(line.commissionAmount)
          .minus(line.deliveryShare),
      ),
    ).toBe(line.sellerNet)
  }
  expect(totals.credits).toBe(addMoney(totals.orders.net, totals.services.net))
  expect(totals.debits).toBe(addMoney(totals.returns.charged, totals.payouts.total))
  expect(totals.closingBalance).toBe(
    roundMoney(money(totals.openingBalance).plus(totals.credits).minus(totals.debits)),
  )
}

describe('a seller’s monthly statement', () => {
  it('lists the month’s lines; opening + movements = closing; closing = the wallet; figures agree with the dashboard', async () => {
    const store = await shop()
    const walker = await courier('50.00')
    const dearer = await courier('80.00')
    const thisMonth = (await getJson<StatementMonths>('/api/seller/statements', store.cookie))
      .currentMonth
    const lastMonth = previousMonth(thisMonth)

    // Order A, delivered last month (its times moved back: the services stamp "now").
    const a = await placePaidOrder(store, walker.id)
    await deliver(a.orderId, store.cookie, walker.cookie)
    const lastMonthDay = new Date(monthBounds(lastMonth).start.getTime() + 10 * 86_400_000)
    await t.db
      .update(orders)
      .set({ createdAt: lastMonthDay, actualDeliveryTime: lastMonthDay })
      .where(eq(orders.id, a.orderId))

    // Order B, delivered this month by a courier the seller chose, who quotes 30 more.
    const b = await placePaidOrder(store, walker.id)
    const assigned = await send('POST', `/api/orders/${b.orderId}/assign-courier`, store.cookie, {
      courierId: dearer.id,
    })
    expect(assigned.statusCode, assigned.body).toBe(200)
    await deliver(b.orderId, store.cookie, dearer.cookie)

    // Order C is paid but not delivered: it earns nothing yet.
    await placePaidOrder(store, walker.id)

    await deliveredService(store.seller.id, b.buyerId, '300.00', '15.00')
    await payOut(store.cookie, '200.00')

    const orderA = await orderRow(a.orderId)
    const orderB = await orderRow(b.orderId)
    // 2 × 410 at 7 %: 57.40 commission; B bears 30.00 of the delivery.
    expect(orderA.sellerNet).toBe('762.60')
    expect(orderB).toMatchObject({ sellerDeliveryShare: '30.00', sellerNet: '732.60' })

    const months = await getJson<StatementMonths>('/api/seller/statements', store.cookie)
    expect(months.months).toEqual([thisMonth, lastMonth])

    const previous = await getJson<SellerStatement>(
      `/api/seller/statements/${lastMonth}`,
      store.cookie,
    )
    expect(previous.orders.map((line) => line.id)).toEqual([a.orderId])
    expect(previous.isCurrentMonth).toBe(false)
    expect(previous.totals).toMatchObject({
      openingBalance: '0.00',
      credits: '762.60',
      debits: '0.00',
      closingBalance: '762.60',
    })
    expectLinesAddUp(previous)

    const current = await getJson<SellerStatement>(
      `/api/seller/statements/${thisMonth}`,
      store.cookie,
    )
    expectLinesAddUp(current)
    expect(current.isCurrentMonth).toBe(true)
    // The opening balance is last month's closing one, computed from history.
    expect(current.totals.openingBalance).toBe(previous.totals.closingBalance)
    expect(current.orders).toEqual([
      expect.objectContaining({
        id: b.orderId,
        orderNumber: orderB.orderNumber,
        productName: 'Sidamo Coffee 250g',
        quantity: 2,
        itemsAmount: '820.00',
        discountAmount: '0.00',
        commissionAmount: '57.40',
        deliveryShare: '30.00',
        sellerNet: '732.60',
      }),
    ])
    expect(current.services).toEqual([
      expect.objectContaining({ price: '300.00', platformFee: '15.00', sellerEarnings: '285.00' }),
    ])
    expect(current.payouts).toEqual([
      expect.objectContaining({ amount: '200.00', status: 'pending' }),
    ])
    expect(current.returns).toEqual([])
    expect(current.totals).toMatchObject({
      orders: { count: 1, sales: '820.00', commission: '57.40', deliveryShare: '30.00' },
      fees: { commission: '57.40', deliveryShare: '30.00', serviceFees: '15.00', total: '102.40' },
      credits: '1017.60',
      debits: '200.00',
      // 762.60 + 732.60 + 285.00 − 200.00
      closingBalance: '1580.20',
    })
    expect(current.platform).toEqual({
      name: 'Selam Market PLC',
      address: 'Bole, Addis Ababa, Ethiopia',
      taxId: PLATFORM_TIN,
      email: null,
    })
    expect(current.seller).toMatchObject({
      id: store.seller.id,
      storeName: store.seller.storeName,
      ownerName: 'Meron Alemu',
      taxId: '0012345678',
      businessLicense: 'AA/14/2/12345/2016',
    })

    // The current month's closing balance is the wallet's balance, to the cent.
    const wallet = await getJson<SellerBalance>('/api/seller/balance', store.cookie)
    expect(wallet.available).toBe(current.totals.closingBalance)
    expect(roundMoney(money(wallet.earned).minus(wallet.requested))).toBe(
      current.totals.closingBalance,
    )

    // The dashboard reads the same orders: all-time net, this month's sales, fees.
    const dashboard = await getJson<SellerDashboard>('/api/seller/dashboard', store.cookie)
    expect(dashboard.overview.netEarnings).toBe(
      addMoney(previous.totals.orders.net, current.totals.orders.net),
    )
    expect(dashboard.overview.grossEarnings).toBe(
      addMoney(previous.totals.orders.sales, current.totals.orders.sales),
    )
    expect(dashboard.overview.monthlyEarnings).toBe(current.totals.orders.sales)
    expect(dashboard.overview.totalFees).toBe(
      addMoney(
        previous.totals.orders.commission,
        previous.totals.orders.deliveryShare,
        current.totals.orders.commission,
        current.totals.orders.deliveryShare,
      ),
    )

    // A refunded return of B this month takes back B's net and the trip back the seller bears.
    const refunded = await refundedReturn(b.orderId, '40.00')
    const after = await getJson<SellerStatement>(
      `/api/seller/statements/${thisMonth}`,
      store.cookie,
    )
    expectLinesAddUp(after)
    expect(after.returns).toEqual([
      expect.objectContaining({
        id: refunded.id,
        returnNumber: refunded.returnNumber,
        orderNumber: orderB.orderNumber,
        refundAmount: '820.00',
        sellerNetReversed: '732.60',
        commissionReversed: '57.40',
        returnShipping: '40.00',
        sellerCharge: '772.60',
      }),
    ])
    expect(after.totals).toMatchObject({
      openingBalance: previous.totals.closingBalance,
      debits: '972.60',
      closingBalance: '807.60',
      fees: { returnShipping: '40.00', commissionReversed: '57.40', total: '85.00' },
    })
    // The wallet counts the refunded return as the statement does (decision records 024, 026).
    const walletAfter = await getJson<SellerBalance>('/api/seller/balance', store.cookie)
    expect(walletAfter.available).toBe(after.totals.closingBalance)
    // Last month is untouched by this month's return.
    const previousAgain = await getJson<SellerStatement>(
      `/api/seller/statements/${lastMonth}`,
      store.cookie,
    )
    expect(previousAgain.totals).toEqual(previous.totals)
  })

  it('lists only the current month for a seller with no history, with zero balances', async () => {
    const store = await shop()
    const months = await getJson<StatementMonths>('/api/seller/statements', store.cookie)
    expect(months.months).toEqual([months.currentMonth])
    const statement = await getJson<SellerStatement>(
      `/api/seller/statements/${months.currentMonth}`,
      store.cookie,
    )
    expect(statement.totals).toMatchObject({ openingBalance: '0.00', closingBalance: '0.00' })
    expect(statement.orders).toEqual([])
    // A month long before the store existed is a statement of nothing, not an error.
    const old = await getJson<SellerStatement>('/api/seller/statements/2019-01', store.cookie)
    expect(old.totals.closingBalance).toBe('0.00')
  })

  it('lists a plan the seller paid through a provider as a fee that leaves the balance alone', async () => {
    const store = await shop()
    const [plan] = await t.db
      .insert(subscriptionPlans)
      .values({
        name: `Pro ${randomUUID()}`,
        nameAmharic: 'ፕሮ',
        nameOm: 'Piroo',
        nameTi: 'ፕሮ ትግርኛ',
        price: '499.00',
        maxProducts: 50,
      })
      .returning()
    const started = await send('POST', '/api/seller-subscriptions', store.cookie, {
      planId: plan!.id,
      paymentMethod: 'sandbox',
    })
    expect(started.statusCode, started.body).toBe(201)
    const { paymentId } = started.json<{ paymentId: string }>()
    // A plan not yet paid is no fee.
    const { currentMonth } = await getJson<StatementMonths>('/api/seller/statements', store.cookie)
    const unpaid = await getJson<SellerStatement>(
      `/api/seller/statements/${currentMonth}`,
      store.cookie,
    )
    expect(unpaid.planFees).toEqual([])
    const approved = await send('POST', `/api/payments/${paymentId}/sandbox/approve`, store.cookie)
    expect(approved.statusCode, approved.body).toBe(200)

    const statement = await getJson<SellerStatement>(
      `/api/seller/statements/${currentMonth}`,
      store.cookie,
    )
    expect(statement.planFees).toEqual([
      expect.objectContaining({
        id: paymentId,
        amount: '499.00',
        plan: {
          name: plan!.name,
          nameAmharic: 'ፕሮ',
          nameOm: 'Piroo',
          nameTi: 'ፕሮ ትግርኛ',
          billingInterval: 'monthly',
        },
      }),
    ])
    // The files name the plan in the reader's language, not in the payment's English words.
    for (const [lang, line] of [
      ['om', "Karoora gurgurataa Piroo (ji'a 1)"],
      ['ti', 'መደብ ሸያጢ ፕሮ ትግርኛ (1 ወርሒ)'],
      ['en', `Seller plan ${plan!.name} (1 month)`],
    ] as const) {
      const csv = await send(
        'GET',
        `/api/seller/statements/${currentMonth}.csv?lang=${lang}`,
        store.cookie,
      )
      expect(csv.statusCode).toBe(200)
      expect(csv.body, lang).toContain(line)
      if (lang !== 'en') expect(csv.body, lang).not.toContain('Seller plan')
    }
    expect(statement.totals.planFees).toEqual({ count: 1, total: '499.00' })
    expect(statement.totals.closingBalance).toBe('0.00')
    const wallet = await getJson<SellerBalance>('/api/seller/balance', store.cookie)
    expect(wallet.available).toBe(statement.totals.closingBalance)
  })

  it('refuses a malformed or future month with a clear 400', async () => {
    const store = await shop()
    for (const month of ['2026-13', '2026-5', 'may', '2026-00', '26-05']) {
      const response = await send('GET', `/api/seller/statements/${month}`, store.cookie)
      expect(response.statusCode, month).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: { month: 'Give the month as YYYY-MM (for example 2026-05)' } },
      })
    }
    const { currentMonth } = await getJson<StatementMonths>('/api/seller/statements', store.cookie)
    const next = nextMonth(currentMonth)
    for (const url of [
      `/api/seller/statements/${next}`,
      `/api/seller/statements/${next}.csv`,
      `/api/seller/statements/${next}.pdf`,
    ]) {
      const response = await send('GET', url, store.cookie)
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toMatchObject({
        code: 'MONTH_IN_FUTURE',
        message: 'A month that has not started has no statement',
      })
    }
  })

  it('only the seller, and admins through their own route, read a statement', async () => {
    const store = await shop()
    const other = await shop()
    const walker = await courier('50.00')
    const { orderId } = await placePaidOrder(store, walker.id)
    await deliver(orderId, store.cookie, walker.cookie)
    const { currentMonth } = await getJson<StatementMonths>('/api/seller/statements', store.cookie)

    const visitor = await send('GET', `/api/seller/statements/${currentMonth}`)
    expect(visitor.statusCode).toBe(401)
    const buyer = await createUser(t.db)
    const buyerCookie = await t.cookieFor(buyer.id)
    expect((await send('GET', '/api/seller/statements', buyerCookie)).statusCode).toBe(403)

    // Another seller sees only their own (empty) month, and cannot use the admins' route.
    const theirs = await getJson<SellerStatement>(
      `/api/seller/statements/${currentMonth}`,
      other.cookie,
    )
    expect(theirs.seller.id).toBe(other.seller.id)
    expect(theirs.orders).toEqual([])
    for (const suffix of ['', '.csv', '.pdf']) {
      const response = await send(
        'GET',
        `/api/admin/sellers/${store.seller.id}/statements/${currentMonth}${suffix}`,
        other.cookie,
      )
      expect(response.statusCode).toBe(403)
    }

    const admin = await createUser(t.db, { role: 'admin' })
    const adminCookie = await t.cookieFor(admin.id)
    const asAdmin = await getJson<SellerStatement>(
      `/api/admin/sellers/${store.seller.id}/statements/${currentMonth}`,
      adminCookie,
    )
    const asSeller = await getJson<SellerStatement>(
      `/api/seller/statements/${currentMonth}`,
      store.cookie,
    )
    expect({ ...asAdmin, generatedAt: '' }).toEqual({ ...asSeller, generatedAt: '' })
    const adminMonths = await getJson<StatementMonths>(
      `/api/admin/sellers/${store.seller.id}/statements`,
      adminCookie,
    )
    expect(adminMonths.months).toContain(currentMonth)
    const missing = await send(
      'GET',
      `/api/admin/sellers/${randomUUID()}/statements/${currentMonth}`,
      adminCookie,
    )
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'SELLER_NOT_FOUND', message: 'Seller not found' })
    const csv = await send(
      'GET',
      `/api/admin/sellers/${store.seller.id}/statements/${currentMonth}.csv`,
      adminCookie,
    )
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain(asSeller.totals.closingBalance)
  })
})

function nextMonth(month: string): string {
  const { end } = monthBounds(month)
  return new Date(end.getTime() + 3 * 3_600_000).toISOString().slice(0, 7)
}

/** The CSV's rows (RFC 4180: quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let index = 0; index < body.length; index++) {
    const character = body[index]!
    if (quoted) {
      if (character === '"' && body[index + 1] === '"') {
        cell += '"'
        index++
      } else if (character === '"') quoted = false
      else cell += character
    } else if (character === '"') quoted = true
    else if (character === ',') {
      row.push(cell)
      cell = ''
    } else if (character === '\n') {
      row.push(cell.replace(/\r$/, ''))
      rows.push(row)
      row = []
      cell = ''
    } else cell += character
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

describe('statement files', () => {
  async function storeWithSales(productName: string, storeName?: string) {
    const store = await shop(productName)
    if (storeName) {
      await t.db.update(sellers).set({ storeName }).where(eq(sellers.id, store.seller.id))
    }
    const walker = await courier('50.00')
    const { orderId } = await placePaidOrder(store, walker.id)
    await deliver(orderId, store.cookie, walker.cookie)
    await payOut(store.cookie, '100.00')
    const { currentMonth } = await getJson<StatementMonths>('/api/seller/statements', store.cookie)
    const statement = await getJson<SellerStatement>(
      `/api/seller/statements/${currentMonth}`,
      store.cookie,
    )
    return { store, currentMonth, statement, orderId }
  }

  it('a CSV with the same lines and balances, formulas defused, in the language asked', async () => {
    const { store, currentMonth, statement } = await storeWithSales(
      '=HYPERLINK("http://example.test","coffee")',
    )
    const response = await send(
      'GET',
      `/api/seller/statements/${currentMonth}.csv?lang=en`,
      store.cookie,
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="statement-[\\w-]+-${currentMonth}\\.csv"$`),
    )
    const rows = parseCsv(response.body)
    const find = (label: string) => rows.find((row) => row[0] === label)
    expect(find('Opening balance')?.[1]).toBe(statement.totals.openingBalance)
    expect(find('Closing balance (to date)')?.[1]).toBe(statement.totals.closingBalance)
    expect(find('Payouts requested')?.[1]).toBe('-100.00')
    expect(find('TIN')?.[1]).toBe(PLATFORM_TIN)
    expect(rows.filter((row) => row[0] === 'TIN').map((row) => row[1])).toEqual([
      PLATFORM_TIN,
      '0012345678',
    ])
    const line = statement.orders[0]!
    const orderRowCells = rows.find((row) => row[1] === line.orderNumber)!
    // The seller-typed name cannot run as a formula; our own numbers stay numbers.
    expect(orderRowCells[2]).toBe(`'=HYPERLINK("http://example.test","coffee")`)
    expect(orderRowCells.slice(3, 9)).toEqual([
      '2',
      line.itemsAmount,
      line.discountAmount,
      line.commissionAmount,
      line.deliveryShare,
      line.sellerNet,
    ])
    expect(orderRowCells[9]).toBe(line.earnedAt)

    // The same file in Amharic: Amharic headings, the same figures.
    const amharic = await send(
      'GET',
      `/api/seller/statements/${currentMonth}.csv?lang=am`,
      store.cookie,
    )
    const amRows = parseCsv(amharic.body)
    expect(amRows[0]).toEqual(['ወርሃዊ የሂሳብ መግለጫ'])
    expect(amRows.find((row) => row[0] === 'መዝጊያ ቀሪ ሂሳብ (እስከ ዛሬ)')?.[1]).toBe(
      statement.totals.closingBalance,
    )
  })

  it('a printable PDF, with Ethiopic text in its own font', async () => {
    const { store, currentMonth } = await storeWithSales('የይርጋጨፌ ቡና 250 ግ', 'ሰላም ቡና')
    for (const lang of ['am', 'en', 'om', 'ti']) {
      const response = await send(
        'GET',
        `/api/seller/statements/${currentMonth}.pdf?lang=${lang}`,
        store.cookie,
      )
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/pdf')
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="statement-[\\w-]+-${currentMonth}\\.pdf"$`),
      )
      const bytes = response.rawPayload
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF')
      const text = bytes.toString('latin1')
      // The Ethiopic and Latin faces are embedded (as subsets), not a missing-glyph fallback.
      expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansEthiopic/)
      expect(text).toContain('(statement-store-')
    }
  })
})
