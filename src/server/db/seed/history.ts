// The demo marketplace's past, made the way it would really happen: buyers fill carts and check
// out, pay on the sandbox page or on delivery, sellers confirm, prepare and hand orders to
// couriers, couriers deliver, buyers review what they bought and vote on each other's reviews,
// the demo buyer sends items back, visitors browse pages and see adverts. Every step calls the
// real service, so every total, count and rating on the screens follows from these rows, as it
// will from real use.
//
// Backdating. The services stamp rows with the time they run (`now()` in SQL, which inside one
// transaction is its start time, or `new Date()`). The history runs in the seed's transaction,
// one step at a time in the order of their simulated times; after each step `backdate(at)`
// moves every timestamp of the history tables that is not yet in the past (>= now()) to the
// step's time, and moves today's advert delivery figures to the step's day. Nothing else is
// changed: the rows, and the totals the services keep from them, stay the services' own. Times a
// service computes from the moment it is given (a return's decision deadline) are left as made.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { Executor } from '#server/db/database.ts'
import type { NewAdvertisement, NewSocialMediaCampaign } from '#server/db/schema/advertising.ts'
import { advertisements, socialMediaCampaigns } from '#server/db/schema/advertising.ts'
import { checkoutInput } from '#shared/contracts/checkout.ts'
import type { PlacedOrder } from '#shared/contracts/checkout.ts'
import { returnAcceptInput, returnRequestInput } from '#shared/contracts/returns.ts'
import type { ReturnReason } from '#shared/returns.ts'
import type { ServiceArea } from '#shared/delivery-areas.ts'
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants.ts'
import { AppError } from '#server/lib/errors.ts'
import { type AuthUser, loadAuthUser } from '#server/lib/sessions.ts'
import type { Realtime } from '#server/plugins/realtime.ts'
import { trackPageView } from '#server/modules/analytics/analytics.service.ts'
import { setCartQuantity } from '#server/modules/cart/cart.service.ts'
import { deleteCartItems } from '#server/modules/cart/cart.queries.ts'
import { placeOrder } from '#server/modules/checkout/checkout.service.ts'
import { clickAd, listAds, viewerOf } from '#server/modules/marketing/marketing.service.ts'
import { assignCourier, changeStatus } from '#server/modules/orders/orders.service.ts'
import { createPayments } from '#server/modules/payments/payments.service.ts'
import { paymentSettlers } from '#server/payment-settlers.ts'
import { openConversation, sendMessage } from '#server/modules/chat/chat.service.ts'
import {
  createReview,
  replyToReview,
  voteHelpfulness,
} from '#server/modules/reviews/reviews.service.ts'
import {
  acceptReturn,
  markPickedUp,
  requestReturn,
} from '#server/modules/returns/returns.service.ts'
import { receiveReturn } from '#server/modules/returns/returns-refunds.service.ts'
import { evaluateSellerTier } from '#server/modules/tiers/tiers.service.ts'
import type { UploadStorage } from '#server/modules/uploads/upload-storage.ts'
import { storeUpload } from '#server/modules/uploads/uploads.service.ts'
import { estimatedDistanceKm } from '#server/modules/couriers/couriers.service.ts'
import type { DemoData } from './demo-data.ts'
import { DEMO_EMAILS } from './people-data.ts'
import { type Random, DAY_MS, createRandom } from './random.ts'
import { review as reviewText } from './review-text.ts'

const HISTORY_SEED = 0x5e1a_0417
const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** A status change with nothing else to say (no notes, location or shipment). */
const NO_DETAILS = (status: OrderStatus) => ({
  status,
  notes: undefined,
  location: undefined,
  carrier: undefined,
  trackingNumber: undefined,
})

/** Tables the history writes to; their timestamps are moved to each step's simulated time. */
const ORDER_TABLES = [
  'orders',
  'delivery_updates',
  'delivery_service_fees',
  'transaction_fees',
  'payments',
  'notifications',
  'idempotency_keys',
  'coupon_usage',
  'affiliate_sales',
  'cart_items',
] as const
const CHAT_TABLES = ['chat_conversations', 'chat_messages'] as const
const REVIEW_TABLES = ['detailed_reviews', 'review_helpfulness'] as const
/** A return's steps: its row, the order's timeline and notices, the refund and its credit. */
const RETURN_TABLES = [
  'order_returns',
  'wallet_credits',
  'delivery_updates',
  'notifications',
  'payments',
  'affiliate_sales',
] as const
/** Page views and browsing sessions; with them, the day's advert delivery figures move too. */
const VIEW_TABLES = ['page_views', 'user_sessions'] as const
const HISTORY_TABLES = [
  ...ORDER_TABLES,
  ...REVIEW_TABLES,
  ...VIEW_TABLES,
  ...CHAT_TABLES,
  ...RETURN_TABLES,
]
/**
 * Times the services compute from the moment they are given (the step's), not stamps of when they
 * ran: a waiting return's deadline lies ahead of the seed, and must stay there.
 */
const COMPUTED_TIMES = new Set(['order_returns.seller_deadline'])
type HistoryTable = (typeof HISTORY_TABLES)[number]

/** Background orders spread over the past months, besides the demo accounts' own. */
const BACKGROUND_ORDERS = 30
const HISTORY_DAYS = 150
/** Days of browsing (page views) before the seed ran; adverts are served while they run. */
const BROWSING_DAYS = 30

type Step = { at: number; run: () => Promise<void>; writes: readonly HistoryTable[] }
type AddStep = (at: number, run: () => Promise<void>, writes?: readonly HistoryTable[]) => void

type Plan = {
  buyer: string
  sellerId: string
  lines: { productId: string; quantity: number }[]
  placedAt: number
  payment: 'sandbox' | 'cash_on_delivery'
  /** Where the history of this order stops. */
  fate: OrderStatus | 'declined'
  couponCode?: string | undefined
  /** The seller hands the order to the demo courier (Addis Ababa only). */
  demoCourier?: boolean
  /** Assign the courier as soon as the seller sees the order (so it shows on the courier's list). */
  assignEarly?: boolean
  /** Whether the buyer reviews what was delivered. */
  review?: boolean
  /** The buyer asks the seller about the order on its page, and the seller answers. */
  talk?: boolean
  /**
   * After delivery the buyer asks to return one unit: `refunded` plays the return to its refund,
   * `requested` leaves it waiting for the seller's answer.
   */
  returned?: 'refunded' | 'requested'
}

const CITY_AREAS: Record<string, ServiceArea> = {
  'Addis Ababa': 'addis_ababa',
  'Dire Dawa': 'dire_dawa',
  'Bahir Dar': 'bahir_dar',
  Hawassa: 'hawassa',
  Mekelle: 'mekelle',
  Adama: 'adama',
  Jimma: 'jimma',
}

const SUB_CITIES: Partial<Record<ServiceArea, readonly string[]>> = {
  addis_ababa: ['Bole', 'Yeka', 'Kirkos', 'Arada', 'Lideta', 'Kolfe Keranio', 'Nifas Silk-Lafto'],
}

/** `storage`: the store people's photos go to (a return's), as the upload route stores them. */
export async function seedHistory(
  tx: Executor,
  data: DemoData,
  { storage }: { storage: UploadStorage },
): Promise<void> {
  const random = createRandom(HISTORY_SEED)
  const [clock] = (
    (await tx.execute(sql`select now() as now`)) as unknown as {
      rows: { now: Date | string }[]
    }
  ).rows
  // Every simulated moment lies before the transaction's now(), so backdate() can tell the
  // rows a step wrote (stamped at or after now()) from the history already in place.
  const now = new Date(clock?.now ?? Date.now()).getTime() - MINUTE_MS
  await createBackdate(tx)
  const backdate = async (at: number, tables: readonly HistoryTable[]) => {
    const list = `{${tables.join(',')}}`
    await tx.execute(
      sql`select pg_temp.selam_seed_backdate(${new Date(at).toISOString()}, ${list}::text[])`,
    )
  }

  const world = describeWorld(data)
  const users = new Map<string, AuthUser>()
  const as = async (userId: string) => {
    let user = users.get(userId)
    if (!user) {
      user = (await loadAuthUser(tx, userId))!
      users.set(userId, user)
    }
    return user
  }

  const steps: Step[] = []
  const add: AddStep = (at, run, writes = ORDER_TABLES) => {
    if (at < now) steps.push({ at, run, writes })
  }

  const reviewTurns = new Map<string, number>()
  for (const plan of [...scriptedPlans(world, now), ...backgroundPlans(world, random, now)]) {
    addOrderSteps(plan, { world, random, now, add, as, tx, storage }, reviewTurns)
  }
  addBrowsingSteps({ world, random, now, add, as, tx, storage, data })

  // Stable: steps at the same moment keep the order they were added in.
  steps.sort((a, b) => a.at - b.at)
  for (const step of steps) {
    await step.run()
    if (step.writes.length > 0) await backdate(step.at, step.writes)
  }

  // The stores' standing from their delivered orders and reviews, as of now.
  for (const seller of data.sellers) await evaluateSellerTier(tx, seller.id as string)
  // Product sales and views are ordering and search hints kept on the product row: counted
  // here from the orders and page views (nothing else keeps them).
  await tx.execute(sql`
    update products p set
      sales_count = coalesce((select sum(o.quantity)::int from orders o
        where o.product_id = p.id and o.status = 'delivered'), 0),
      view_count = (select count(*)::int from page_views v
        where split_part(v.page, '?', 1) = '/products/' || p.id::text)`)
  // People read their notices: all but the last two days' are read.
  await tx.execute(sql`
    update notifications set read_at = created_at + interval '2 hours'
    where read_at is null and created_at < ${new Date(now - 2 * DAY_MS).toISOString()}`)
  await tx.execute(sql`drop function pg_temp.selam_seed_backdate(timestamptz, text[])`)
}

/** Creates the session-local function that moves this step's timestamps to its simulated time. */
async function createBackdate(db: Executor) {
  const result = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and data_type = 'timestamp with time zone'
      and table_name in (${sql.join(
        HISTORY_TABLES.map((table) => sql`${table}`),
        sql`, `,
      )})
    order by table_name, ordinal_position`)) as unknown as {
    rows: { table_name: string; column_name: string }[]
  }
  const byTable = new Map<string, string[]>()
  for (const row of result.rows) {
    if (COMPUTED_TIMES.has(`${row.table_name}.${row.column_name}`)) continue
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name])
  }
  const updates = [...byTable].map(([table, columns]) => {
    const set = columns
      .map((column) => `"${column}" = case when "${column}" >= now() then t else "${column}" end`)
      .join(', ')
    const where = columns.map((column) => `"${column}" >= now()`).join(' or ')
    return `if '${table}' = any(tables) then update "${table}" set ${set} where ${where}; end if;`
  })
  const today = `(now() at time zone 'Africa/Addis_Ababa')::date`
  const day = `(t at time zone 'Africa/Addis_Ababa')::date`
  await db.execute(
    sql.raw(`
    create or replace function pg_temp.selam_seed_backdate(t timestamptz, tables text[]) returns void
    language plpgsql as $fn$
    begin
      ${updates.join('\n      ')}
      if not 'page_views' = any(tables) then return; end if;
      -- A browsing session lasts from its first to its last page.
      update user_sessions set duration = greatest(0, floor(extract(epoch from end_time - start_time)))::integer
        where end_time = t;
      if ${day} <> ${today} then
        insert into advertisement_delivery_stats as s (advertisement_id, day, region, impressions, clicks, spend)
          select advertisement_id, ${day}, region, impressions, clicks, spend
          from advertisement_delivery_stats where day = ${today}
        on conflict (advertisement_id, day, region) do update set
          impressions = s.impressions + excluded.impressions,
          clicks = s.clicks + excluded.clicks,
          spend = s.spend + excluded.spend;
        delete from advertisement_delivery_stats where day = ${today};
      end if;
    end
    $fn$`),
  )
}

// The world the history plays in -----------------------------------------------------------------

type World = ReturnType<typeof describeWorld>

function describeWorld(data: DemoData) {
  const userByEmail = new Map(data.users.map((user) => [user.email, user]))
  const demoBuyer = userByEmail.get(DEMO_EMAILS.buyer)!
  const demoSellerUser = userByEmail.get(DEMO_EMAILS.seller)!
  const demoSeller = data.sellers.find((seller) => seller.userId === demoSellerUser.id)!
  const demoCourier = data.couriers.find((courier) => courier.userId)!
  const sellerOwners = new Set(data.sellers.map((seller) => seller.userId))
  const courierUsers = new Set(data.couriers.map((courier) => courier.userId))
  const buyers = data.users.filter(
    (user) =>
      user.role === 'user' &&
      !sellerOwners.has(user.id as string) &&
      !courierUsers.has(user.id as string),
  )
  // Stock is reserved as orders are placed: keep track so a plan never asks for more than is left.
  const stock = new Map(data.products.map((product) => [product.id as string, product.stock ?? 0]))
  const listed = data.products.filter(
    (product) => product.isActive !== false && product.reviewStatus === 'approved',
  )
  const productsOf = (sellerId: string) => listed.filter((product) => product.sellerId === sellerId)
  // A category may take no returns (window 0, e.g. food); the others take them.
  const noReturns = new Set(
    data.categories
      .filter((category) => category.returnWindowDays === 0)
      .map((category) => category.id),
  )
  const takesReturns = (product: (typeof listed)[number]) => !noReturns.has(product.categoryId)
  const sellerOf = (sellerId: string) => data.sellers.find((seller) => seller.id === sellerId)!
  return {
    data,
    demoBuyer,
    demoSeller,
    demoCourier,
    buyers,
    stock,
    listed,
    productsOf,
    takesReturns,
    sellerOf,
    userById: new Map(data.users.map((user) => [user.id as string, user])),
  }
}

function areaOf(city: string | null | undefined, country: string | null | undefined): ServiceArea {
  // Buyers abroad order for their family in Addis Ababa.
  if (country && country !== 'Ethiopia') return 'addis_ababa'
  return CITY_AREAS[city ?? ''] ?? 'regional'
}

/**
 * Picks `count` distinct products the store listed a day before `at`, with stock to spare (and,
 * for an order to be returned, in a category that takes returns).
 */
function pickLines(
  world: World,
  random: Random,
  sellerId: string,
  count: number,
  at: number,
  returnable = false,
) {
  const candidates = world
    .productsOf(sellerId)
    .filter(
      (product) =>
        (world.stock.get(product.id as string) ?? 0) >= 3 &&
        (product.createdAt as Date).getTime() < at - DAY_MS &&
        (!returnable || world.takesReturns(product)),
    )
  return random.sample(candidates, Math.min(count, candidates.length)).map((product) => {
    const quantity = random.chance(0.8) ? 1 : 2
    world.stock.set(product.id as string, (world.stock.get(product.id as string) ?? 0) - quantity)
    return { productId: product.id as string, quantity }
  })
}

/** The demo accounts' orders: one in each state, so every screen has something to show. */
function scriptedPlans(world: World, now: number): Plan[] {
  const random = createRandom(HISTORY_SEED + 1)
  const buyer = world.demoBuyer.id as string
  const seller = world.demoSeller.id as string
  const other = world.data.sellers.find(
    (candidate) => candidate.id !== seller && world.productsOf(candidate.id as string).length > 3,
  )!.id as string
  const plan = (
    daysAgo: number,
    fate: Plan['fate'],
    extra: Partial<Plan> = {},
    from = seller,
  ): Plan => ({
    buyer,
    sellerId: from,
    lines: pickLines(world, random, from, 1, now - daysAgo * DAY_MS, extra.returned !== undefined),
    placedAt: now - daysAgo * DAY_MS,
    payment: 'sandbox',
    fate,
    demoCourier: true,
    ...extra,
  })
  return [
    plan(96, 'delivered', { review: true }),
    plan(61, 'delivered', { review: true }, other),
    plan(33, 'delivered', { review: true }),
    plan(27, 'cancelled', { payment: 'cash_on_delivery', assignEarly: true }),
    plan(19, 'declined', { demoCourier: false }),
    // Paid on delivery, and sent back: the refund comes back as wallet credit.
    plan(9, 'delivered', { payment: 'cash_on_delivery', review: false, returned: 'refunded' }),
    plan(1.1, 'in_transit', { talk: true }),
    plan(0.9, 'ready_for_pickup'),
    plan(0.3, 'preparing'),
    plan(0.15, 'confirmed', { assignEarly: true }),
    plan(0.12, 'confirmed', { demoCourier: false }, other),
    plan(0.08, 'pending', { payment: 'cash_on_delivery', assignEarly: true }),
    // Other buyers' orders at the demo store in the states a seller acts on.
    ...[
      [0.2, 'confirmed'],
      [0.5, 'preparing'],
      [0.06, 'pending'],
      [1.05, 'in_transit'],
    ].map(([daysAgo, fate], index) => ({
      ...plan(daysAgo as number, fate as OrderStatus),
      buyer: world.buyers[(index * 5 + 3) % world.buyers.length]!.id as string,
      payment: fate === 'pending' ? ('cash_on_delivery' as const) : ('sandbox' as const),
    })),
    // A second return of the demo buyer's, waiting for the demo store's answer.
    plan(4, 'delivered', { payment: 'cash_on_delivery', review: false, returned: 'requested' }),
  ]
}

function backgroundPlans(world: World, random: Random, now: number): Plan[] {
  const plans: Plan[] = []
  const sellers = world.data.sellers.filter(
    (seller) => world.productsOf(seller.id as string).length > 0,
  )
  const coupons = world.data.coupons.filter((coupon) => coupon.isActive)
  for (let index = 0; index < BACKGROUND_ORDERS; index++) {
    // More orders lately: the marketplace is growing.
    const daysAgo = 1.5 + (HISTORY_DAYS - 1.5) * random.next() ** 1.6
    const seller = random.chance(0.18)
      ? world.demoSeller
      : sellers[random.int(0, sellers.length - 1)]!
    const opened = (seller.createdAt as Date).getTime()
    const day = Math.max(now - daysAgo * DAY_MS, opened + 2 * DAY_MS)
    const placedAt = day - (day % DAY_MS) + random.int(5 * 60, 17 * 60) * MINUTE_MS
    if (placedAt >= now - DAY_MS) continue
    const lines = pickLines(
      world,
      random,
      seller.id as string,
      random.chance(0.15) ? 2 : 1,
      placedAt,
    )
    const customers = world.buyers.filter((user) => (user.createdAt as Date).getTime() < placedAt)
    if (lines.length === 0 || customers.length === 0) continue
    const buyer = random.pick(customers)
    const cod = random.chance(0.3)
    const roll = random.next()
    const fate: Plan['fate'] =
      roll < 0.05 ? (cod ? 'cancelled' : 'declined') : roll < 0.08 ? 'cancelled' : 'delivered'
    const coupon = coupons.find(
      (candidate) =>
        candidate.sellerId === seller.id && (candidate.startDate as Date).getTime() < placedAt,
    )
    plans.push({
      buyer: buyer.id as string,
      sellerId: seller.id as string,
      lines,
      placedAt,
      payment: cod || fate === 'cancelled' ? 'cash_on_delivery' : 'sandbox',
      fate,
      couponCode: coupon && random.chance(0.3) ? coupon.couponCode : undefined,
      demoCourier: random.chance(0.5),
      review: random.chance(0.7),
    })
  }
  return plans
}

// Orders ------------------------------------------------------------------------------------------

type Context = {
  world: World
  random: Random
  now: number
  add: AddStep
  as: (userId: string) => Promise<AuthUser>
  tx: Executor
  storage: UploadStorage
}

/** The demo's past was paid in the sandbox (its payments say so), whatever today's setting is. */
const DEMO_PAYMENTS = { sandbox: true } as const
/** The payments module as the app builds it, with the demo's providers. */
const demoPayments = createPayments({ providers: DEMO_PAYMENTS, settlers: paymentSettlers })

/** The lifecycle an order moves along, in order (cancelling leaves it). */
const ORDER_FLOW: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'cancelled')

/** `reviewTurns`: reviews planned so far per store (a store answers some of them). */
function addOrderSteps(plan: Plan, context: Context, reviewTurns: Map<string, number>) {
  const { world, random, add, as, tx } = context
  const state: { placed?: PlacedOrder; failed?: boolean } = {}
  const buyer = world.userById.get(plan.buyer)!
  const area = areaOf(buyer.city, buyer.country)
  const sellerUserId = world.sellerOf(plan.sellerId).userId
  const reach = plan.fate === 'declined' || plan.fate === 'cancelled' ? null : plan.fate
  const reaches = (status: OrderStatus) =>
    reach !== null && ORDER_FLOW.indexOf(reach) >= ORDER_FLOW.indexOf(status)
  // The couriers a buyer here is offered: serving the area, and within their maximum distance.
  const inRange = (courier: (typeof world.data.couriers)[number]) =>
    (courier.serviceAreas ?? []).includes(area) &&
    estimatedDistanceKm(courier.id as string, area) <= (courier.maxRadius ?? 0)
  const couriers = world.data.couriers.filter(inRange)
  const courier =
    plan.demoCourier && inRange(world.demoCourier)
      ? world.demoCourier
      : (random.pick(couriers.filter((candidate) => candidate !== world.demoCourier)) ??
        world.demoCourier)
  const t0 = plan.placedAt
  const orderIds = () => (state.failed || !state.placed ? [] : state.placed.orderIds)
  const seller = () => as(sellerUserId)
  const moveAll = async (userId: string, status: OrderStatus) => {
    const user = await as(userId)
    for (const id of orderIds()) await changeStatus(tx, user, id, NO_DETAILS(status), 'am')
  }
  const assign = async () => {
    const user = await seller()
    for (const id of orderIds()) await assignCourier(tx, user, id, courier.id as string)
  }

  add(t0, async () => {
    const user = await as(plan.buyer)
    for (const line of plan.lines) {
      await setCartQuantity(tx, user.id, line.productId, line.quantity)
    }
    const input = checkoutInput.parse({
      country: 'ET',
      city: area,
      subCity: random.pick(SUB_CITIES[area] ?? ['Kebele 03', 'Kebele 05', 'Kebele 11']),
      addressDetails: `House ${random.int(10, 999)}, ${buyer.firstName} ${buyer.lastName}`,
      phone: '+251911' + String(random.int(100_000, 999_999)),
      deliveryOptions: [
        { sellerId: plan.sellerId, type: 'standard', courierId: courier.id as string },
      ],
      couponCode: plan.couponCode,
      paymentMethod: plan.payment,
    })
    try {
      const result = await placeOrder(tx, user, input, `seed-${random.uuid()}`, DEMO_PAYMENTS)
      state.placed = result.body as PlacedOrder
    } catch (error) {
      // A coupon already used up, stock gone: the buyer leaves it; nothing was ordered.
      if (!(error instanceof AppError)) throw error
      state.failed = true
      await deleteCartItems(
        tx,
        user.id,
        plan.lines.map((line) => line.productId),
      )
    }
  })

  let at = t0
  const next = (minutes: number, spread = 0.5) =>
    (at += minutes * MINUTE_MS * (1 - spread / 2 + random.next() * spread))

  if (plan.payment === 'sandbox') {
    const paidAt = next(8)
    add(paidAt, async () => {
      if (!state.placed) return
      await demoPayments.sandboxDecision(
        tx,
        await as(plan.buyer),
        state.placed.paymentId,
        plan.fate === 'declined' ? 'declined' : 'approved',
      )
    })
    if (plan.fate === 'declined') return
  }
  if (plan.assignEarly) add(next(40), assign)
  if (plan.fate === 'cancelled') {
    // The buyer changes their mind before the order leaves (cash on delivery: nothing to refund).
    add(next(6 * 60), () => moveAll(plan.buyer, 'cancelled'))
    return
  }
  if (plan.payment === 'cash_on_delivery' && reaches('confirmed')) {
    add(next(50), () => moveAll(sellerUserId, 'confirmed'))
  }
  if (reaches('preparing')) add(next(90), () => moveAll(sellerUserId, 'preparing'))
  if (reaches('preparing') && !plan.assignEarly) add(next(15), assign)
  if (reaches('ready_for_pickup')) add(next(180), () => moveAll(sellerUserId, 'ready_for_pickup'))
  const courierUserId = courier.userId as string
  if (reaches('in_transit')) add(next(14 * 60), () => moveAll(courierUserId, 'in_transit'))
  if (plan.talk && reaches('in_transit')) addOrderTalk(context, plan, next(45), orderIds)
  if (reaches('delivered')) add(next(5 * 60), () => moveAll(courierUserId, 'delivered'))
  if (plan.returned && reaches('delivered')) addReturnSteps(context, plan, orderIds, next)
  if (!reaches('delivered') || !plan.review) return

  // The buyer reviews what arrived; others find the review helpful (or not) later.
  const reviewedAt = next((random.int(1, 8) * DAY_MS) / MINUTE_MS, 0.4)
  for (const line of plan.lines) {
    const rating = weightedRating(random, world.sellerOf(plan.sellerId).verified === true)
    const text = reviewText(random, { rating, abroad: Boolean(buyer.isEthiopianDiaspora) })
    const reviewState: { id?: string } = {}
    add(
      reviewedAt,
      async () => {
        if (!state.placed) return
        try {
          const created = await createReview(tx, await as(plan.buyer), {
            targetType: 'product',
            targetId: line.productId,
            rating,
            title: text.title,
            comment: text.comment,
            pros: text.pros,
            cons: text.cons,
            wouldRecommend: rating >= 4 || random.chance(0.4),
          })
          reviewState.id = created.id
        } catch (error) {
          // A second order of the same product: the buyer's first review stands.
          if (!(error instanceof AppError)) throw error
        }
      },
      REVIEW_TABLES,
    )
    // The demo store answers every other review publicly a day or two later, so the demo shows
    // answered reviews and ones still waiting for an answer; other stores answer now and then.
    const turn = (reviewTurns.get(plan.sellerId) ?? 0) + 1
    reviewTurns.set(plan.sellerId, turn)
    const answers = plan.sellerId === world.demoSeller.id ? turn % 2 === 1 : random.chance(0.25)
    if (answers) {
      const reply = random.pick(rating >= 4 ? THANKS_REPLIES : SORRY_REPLIES)!
      add(
        reviewedAt + random.int(6, 48) * HOUR_MS,
        async () => {
          if (!reviewState.id) return
          const user = await seller()
          await replyToReview(tx, { ...user, sellerId: plan.sellerId }, reviewState.id, { reply })
        },
        [...REVIEW_TABLES, 'notifications'],
      )
    }
    const voters = random.sample(
      context.world.buyers.filter((candidate) => candidate.id !== plan.buyer),
      random.int(0, 4),
    )
    for (const voter of voters) {
      add(
        reviewedAt + random.int(2, 30 * 24) * HOUR_MS,
        async () => {
          if (!reviewState.id) return
          await voteHelpfulness(tx, await as(voter.id as string), {
            reviewId: reviewState.id,
            isHelpful: random.chance(0.85),
          })
        },
        REVIEW_TABLES,
      )
    }
  }
}

/** What a store answers to a good review, and to a poor one (in Amharic, as the stores write). */
const THANKS_REPLIES = [
  'ስለ አስተያየትዎ እናመሰግናለን! እንደገና እንጠብቅዎታለን።',
  'እናመሰግናለን፤ ስለወደዱት ደስ ብሎናል። ቀጣዩን ትዕዛዝዎን በፍጥነት እንልካለን።',
]
const SORRY_REPLIES = [
  'ስለ ችግሩ ይቅርታ እንጠይቃለን። በትዕዛዙ ገጽ ላይ ይጻፉልን፤ እናስተካክለዋለን።',
  'ይቅርታ! ማሸጊያችንን አሻሽለናል። በትዕዛዙ ገጽ ላይ ያናግሩን።',
]

/** Realtime notices go to the app's open pages; the seed runs before any page is open. */
const NO_LISTENERS: Realtime = {
  publish: async () => undefined,
  subscribe: async () => () => undefined,
}

/**
 * The buyer asks about the order from its page while it is on its way, and the seller answers
 * within the hour: the conversation both see on the order and in their messages.
 */
function addOrderTalk(context: Context, plan: Plan, at: number, orderIds: () => string[]) {
  const { add, as, tx, world } = context
  const sellerUserId = world.sellerOf(plan.sellerId).userId as string
  const state: { conversationId?: string } = {}
  add(
    at,
    async () => {
      const [orderId] = orderIds()
      if (!orderId) return
      const buyer = await as(plan.buyer)
      const opened = await openConversation(tx, buyer, { orderId })
      state.conversationId = opened.conversation.id
      await sendMessage(tx, NO_LISTENERS, buyer, {
        conversationId: opened.conversation.id,
        content: 'ሰላም! ትዕዛዜ ዛሬ ይደርሳል? ከሰዓት በኋላ ቤት ነኝ።',
        messageType: 'text',
      })
    },
    CHAT_TABLES,
  )
  add(
    at + context.random.int(10, 35) * MINUTE_MS,
    async () => {
      if (!state.conversationId) return
      await sendMessage(tx, NO_LISTENERS, await as(sellerUserId), {
        conversationId: state.conversationId,
        content: 'ሰላም! አዎ፣ መልእክተኛው መንገድ ላይ ነው፤ ከሰዓት በኋላ ይደርሳል። እናመሰግናለን!',
        messageType: 'text',
      })
    },
    CHAT_TABLES,
  )
}

/** What the buyer writes when sending an item back, the store's answer, and the photo's colour. */
const RETURN_STORIES = {
  refunded: {
    reason: 'damaged',
    details: 'ማሸጊያው ተቀድዶ ነው የደረሰኝ፤ ፎቶውን አያይዣለሁ።',
    answer: 'ይቅርታ! መልእክተኛው መጥቶ ይወስደዋል፤ ሲደርሰን ገንዘብዎ ይመለሳል።',
    colour: '#8d6e4c',
  },
  requested: {
    reason: 'changed_mind',
    details: 'አልተከፈተም፤ ተመሳሳዩን በስጦታ አግኝቻለሁ።',
    answer: undefined,
    colour: '#c9b79c',
  },
} as const satisfies Record<
  NonNullable<Plan['returned']>,
  { reason: ReturnReason; details: string; answer: string | undefined; colour: string }
>

/** A photo the buyer took of the item (a plain 800×600 JPEG), stored as the upload route does. */
async function uploadPhoto(storage: UploadStorage, colour: string): Promise<string> {
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: colour },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  // A fresh key as the upload ticket gives: a stored photo is never overwritten, and the store
  // may outlive a database seeded again.
  return (await storeUpload(storage, randomUUID(), photo)).url
}

/**
 * A day or two after delivery the buyer asks to return one unit, with a photo; paid on delivery,
 * they take the refund as wallet credit. For `refunded` the store accepts within hours, the courier
 * who delivered (assigned on acceptance) picks it up the next day, and the store's receipt refunds
 * it at once; without a courier the buyer brings it to the store.
 */
function addReturnSteps(
  context: Context,
  plan: Plan,
  orderIds: () => string[],
  next: (minutes: number, spread?: number) => number,
) {
  const { world, add, as, tx, storage } = context
  const story = RETURN_STORIES[plan.returned!]
  const sellerUserId = world.sellerOf(plan.sellerId).userId as string
  const state: { id?: string; courierUserId?: string | null } = {}
  const requestedAt = next(30 * 60)
  add(
    requestedAt,
    async () => {
      const [orderId] = orderIds()
      if (!orderId) return
      const input = returnRequestInput.parse({
        quantity: 1,
        reason: story.reason,
        details: story.details,
        photoUrls: [await uploadPhoto(storage, story.colour)],
        refundMethod: plan.payment === 'cash_on_delivery' ? 'wallet_credit' : undefined,
      })
      const made = await requestReturn(
        { db: tx, storage },
        await as(plan.buyer),
        orderId,
        input,
        new Date(requestedAt),
      )
      state.id = made.id
    },
    RETURN_TABLES,
  )
  if (plan.returned !== 'refunded') return
  const acceptedAt = next(5 * 60)
  add(
    acceptedAt,
    async () => {
      if (!state.id) return
      const accepted = await acceptReturn(
        tx,
        await as(sellerUserId),
        state.id,
        returnAcceptInput.parse({ note: story.answer }),
        'am',
        new Date(acceptedAt),
      )
      const courierId = accepted.pickupCourier?.id
      state.courierUserId =
        world.data.couriers.find((courier) => courier.id === courierId)?.userId ?? null
    },
    RETURN_TABLES,
  )
  const pickedUpAt = next(20 * 60)
  add(
    pickedUpAt,
    async () => {
      if (!state.id || !state.courierUserId) return
      await markPickedUp(tx, await as(state.courierUserId), state.id, 'am', new Date(pickedUpAt))
    },
    RETURN_TABLES,
  )
  add(
    next(4 * 60),
    async () => {
      if (!state.id) return
      await receiveReturn(tx, DEMO_PAYMENTS, await as(sellerUserId), state.id, 'am')
    },
    RETURN_TABLES,
  )
}

function weightedRating(random: Random, verified: boolean): number {
  const roll = random.next()
  const [three, four] = verified ? [0.06, 0.38] : [0.2, 0.6]
  if (roll < 0.02) return 2
  return roll < three ? 3 : roll < four ? 4 : 5
}

// Browsing and adverts ----------------------------------------------------------------------------

function addBrowsingSteps(context: Context & { data: DemoData }) {
  const { world, random, now, add, as, tx, data } = context
  // Adverts run from their start: each is created then, and served only from then on.
  for (const ad of data.advertisements) {
    const campaigns = data.socialMediaCampaigns.filter(
      (campaign) => campaign.advertisementId === ad.id,
    )
    const startAt = Math.min((ad.startDate as Date).getTime(), now - HOUR_MS)
    add(startAt, async () => {
      await tx.insert(advertisements).values(ad as NewAdvertisement)
      if (campaigns.length > 0) {
        await tx.insert(socialMediaCampaigns).values(campaigns as NewSocialMediaCampaign[])
      }
    }, [])
  }
  const products = world.listed
  for (let daysAgo = BROWSING_DAYS; daysAgo >= 0; daysAgo--) {
    const visits = daysAgo <= 21 ? random.int(2, 4) : random.int(0, 2)
    for (let visit = 0; visit < visits; visit++) {
      const start = now - daysAgo * DAY_MS - random.int(0, 14 * 60) * MINUTE_MS
      const visitor = random.chance(0.5) ? random.pick(world.buyers) : null
      const sessionId = `seed-${random.uuid()}`
      const language = visitor?.preferredLanguage ?? (random.chance(0.7) ? 'am' : 'en')
      const viewed = random.sample(
        products.filter((product) => (product.createdAt as Date).getTime() < start),
        random.int(1, 2),
      )
      if (viewed.length === 0) continue
      const pages: (() => Promise<string | null>)[] = [
        async () => '/',
        ...viewed.map((product) => async () => `/products/${product.id}`),
      ]
      if (random.chance(0.35)) pages.push(async () => `/sellers/${viewed[0]!.sellerId}`)
      const clickRoll = random.next()
      const served: { id: string }[] = []
      pages.forEach((page, index) => {
        add(
          start + index * random.int(30, 150) * 1000,
          async () => {
            const user = visitor ? await as(visitor.id as string) : null
            const path = await page()
            if (!path) return
            await trackPageView(
              tx,
              {
                page: path,
                sessionId,
                referrer: index === 0 ? null : '/',
                userAgent: 'Mozilla/5.0',
              },
              { viewer: user, ip: '196.188.0.1', userAgentHeader: undefined },
            )
            if (path !== '/') return
            // The home page's two banner slots and two sponsored slots, as the client asks.
            const viewer = await viewerOf(tx, user, language)
            for (const adType of ['banner', 'sponsored_product'] as const) {
              served.push(...(await listAds(tx, { adType, placement: 'home', limit: 2 }, viewer)))
            }
            // About one visitor in twenty follows an advert.
            if (clickRoll < 0.05 && served.length > 0) {
              try {
                await clickAd(tx, served[Math.floor(clickRoll * 20 * served.length)]!.id, viewer)
              } catch (error) {
                // The advert spent its budget on this very page: it is no longer running.
                if (!(error instanceof AppError)) throw error
              }
            }
          },
          VIEW_TABLES,
        )
      })
    }
  }
}
