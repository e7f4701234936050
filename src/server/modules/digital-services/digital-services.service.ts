import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type {
  DigitalOrderStatus,
  DigitalService,
  DigitalServiceOrder,
  OrderServiceResult,
  createServiceInput,
  digitalServicesQuery,
  orderServiceInput,
  updateServiceInput,
} from '#shared/contracts/revenue.ts'
import { DIGITAL_SERVICE_FEE_RATE } from '#shared/constants.ts'
import { money, multiplyMoney, roundMoney } from '#shared/money.ts'
import type { Database, Executor } from '#server/db/database.ts'
import { assertOwner } from '#server/lib/access.ts'
import { conflict, notFound } from '#server/lib/errors.ts'
import type { AuthUser } from '#server/lib/sessions.ts'
import { notifyUsers } from '#server/modules/messaging/notices.service.ts'
import type { ExternalProviders } from '#server/modules/payments/providers/registry.ts'
import {
  openPayment,
  type SettledRevenuePayment,
  startWithProvider,
} from '#server/modules/payments/revenue-checkout.ts'
import * as q from './digital-services.queries.ts'

type Seller = AuthUser & { sellerId: string }

const DAY_MS = 86_400_000
const DASHBOARD = '/revenue-dashboard'
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

function toService(row: q.ServiceRow): DigitalService {
  return {
    id: row.id,
    sellerId: row.sellerId,
    storeName: row.storeName,
    title: row.title,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    price: roundMoney(row.price),
    currency: row.currency,
    deliveryTime: row.deliveryTime,
    revisions: row.revisions,
    requirements: row.requirements,
    tags: row.tags,
    rating: row.rating,
    totalOrders: row.totalOrders,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  }
}

const serviceNotFound = () => notFound('revenue.serviceNotFound', 'SERVICE_NOT_FOUND')

export async function listServices(db: Executor, query: z.output<typeof digitalServicesQuery>) {
  const rows = await q.listServices(db, { category: query.category, activeOnly: true })
  return rows.map(toService)
}

export async function listMyServices(db: Executor, seller: Seller) {
  const rows = await q.listServices(db, { sellerId: seller.sellerId, activeOnly: false })
  return rows.map(toService)
}

export async function createService(
  db: Executor,
  seller: Seller,
  input: z.output<typeof createServiceInput>,
): Promise<DigitalService> {
  const { id } = await q.insertService(db, {
    sellerId: seller.sellerId,
    title: input.title,
    description: input.description,
    category: input.category,
    subcategory: input.subcategory,
    price: roundMoney(input.price),
    currency: 'ETB',
    deliveryTime: input.deliveryTime,
    revisions: input.revisions,
    requirements: input.requirements,
    tags: input.tags,
  })
  return toService((await q.findService(db, id))!)
}

export async function updateService(
  db: Executor,
  user: AuthUser,
  id: string,
  input: z.output<typeof updateServiceInput>,
): Promise<DigitalService> {
  const service = await q.findService(db, id)
  if (!service) throw serviceNotFound()
  assertOwner(user, service.sellerUserId)
  await q.updateService(db, id, {
    ...input,
    ...(input.price !== undefined ? { price: roundMoney(input.price) } : {}),
  })
  return toService((await q.findService(db, id))!)
}

/** The platform's share and the seller's earnings of a price, exact to the cent. */
export function splitServicePrice(price: string) {
  const platformFee = multiplyMoney(price, DIGITAL_SERVICE_FEE_RATE)
  return { platformFee, sellerEarnings: roundMoney(money(price).minus(platformFee)) }
}

/**
 * Orders a service at its current price: the order waits for payment, and the fee and the
 * seller's earnings are fixed now, so a later price change does not touch it.
 */
export async function orderService(
  db: Database,
  user: AuthUser,
  serviceId: string,
  input: z.output<typeof orderServiceInput>,
  external: ExternalProviders = {},
  log: Pick<FastifyBaseLogger, 'warn'> = console,
): Promise<OrderServiceResult> {
  const { opened, orderId } = await db.transaction(async (tx) => {
    const service = await q.findService(tx, serviceId)
    if (!service || !service.isActive) throw serviceNotFound()
    if (service.sellerUserId === user.id) throw conflict('OWN_SERVICE', 'revenue.ownService')
    const price = roundMoney(service.price)
    const order = await q.insertServiceOrder(tx, {
      serviceId,
      buyerId: user.id,
      sellerId: service.sellerId,
      price,
      currency: service.currency,
      ...splitServicePrice(price),
      requirements: input.requirements,
      status: 'pending_payment',
    })
    const { opened } = await openPayment(tx, user, external, {
      method: input.paymentMethod,
      amount: price,
      description: `Digital service: ${service.title}`,
      metadata: {
        purpose: 'digital_service',
        digitalOrderId: order.id,
        sellerId: service.sellerId,
      },
    })
    return { opened, orderId: order.id }
  })
  return {
    ...(await startWithProvider(db, external, opened, log, settleServiceOrderPayment)),
    orderId,
  }
}

async function settleServiceOrder(tx: Executor, orderId: string, paid: boolean, now: Date) {
  const order = await q.lockServiceOrder(tx, orderId)
  if (!order || order.status !== 'pending_payment') return
  if (!paid) {
    await q.updateServiceOrder(tx, orderId, { status: 'cancelled' })
    return
  }
  await q.updateServiceOrder(tx, orderId, {
    status: 'active',
    deliveryDate: new Date(now.getTime() + order.deliveryTime * DAY_MS),
  })
  await q.incrementServiceOrders(tx, order.serviceId)
  await notifyUsers(tx, [
    {
      userId: order.sellerUserId,
      type: 'service_order',
      title: `New order: ${order.serviceTitle}`,
      link: `${DASHBOARD}?tab=services`,
    },
    {
      userId: order.buyerId,
      type: 'payment_paid',
      title: 'Payment received',
      body: `Your order for ${order.serviceTitle} has started`,
      link: `${DASHBOARD}?tab=services`,
    },
  ])
}

/**
 * Applies a settled digital-service payment, inside the payment's transaction (revenue-payments
 * dispatches here): paid starts the order, failed or expired cancels it.
 */
export async function settleServiceOrderPayment(
  tx: Executor,
  payment: SettledRevenuePayment,
  paid: boolean,
) {
  const orderId = payment.metadata.digitalOrderId
  if (orderId) await settleServiceOrder(tx, orderId, paid, new Date())
}

function toOrder(
  row: Awaited<ReturnType<typeof q.listServiceOrders>>[number],
): DigitalServiceOrder {
  return {
    id: row.id,
    serviceId: row.serviceId,
    serviceTitle: row.serviceTitle,
    storeName: row.storeName,
    buyerName: `${row.buyerFirstName} ${row.buyerLastName}`.trim(),
    price: roundMoney(row.price),
    currency: row.currency,
    platformFee: roundMoney(row.platformFee),
    sellerEarnings: roundMoney(row.sellerEarnings),
    requirements: row.requirements,
    status: row.status as DigitalOrderStatus,
    deliveryDate: iso(row.deliveryDate),
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    paymentId: row.status === 'pending_payment' ? row.paymentId : null,
  }
}

export async function listPurchasedOrders(db: Executor, user: AuthUser) {
  return (await q.listServiceOrders(db, { buyerId: user.id })).map(toOrder)
}

export async function listSoldOrders(db: Executor, seller: Seller) {
  return (await q.listServiceOrders(db, { sellerId: seller.sellerId })).map(toOrder)
}

/** The seller hands the work over: an active order becomes delivered. */
export async function deliverServiceOrder(db: Database, user: AuthUser, orderId: string) {
  await db.transaction(async (tx) => {
    const order = await q.lockServiceOrder(tx, orderId)
    if (!order) throw notFound('revenue.serviceOrderNotFound', 'SERVICE_ORDER_NOT_FOUND')
    assertOwner(user, order.sellerUserId)
    if (order.status !== 'active') {
      throw conflict('ORDER_NOT_ACTIVE', 'revenue.orderNotActive')
    }
    await q.updateServiceOrder(tx, orderId, { status: 'delivered', completedAt: new Date() })
    await notifyUsers(tx, [
      {
        userId: order.buyerId,
        type: 'service_delivered',
        title: `Delivered: ${order.serviceTitle}`,
        link: `${DASHBOARD}?tab=services`,
      },
    ])
  })
  const [row] = await q.listServiceOrders(db, { orderId })
  return toOrder(row!)
}
