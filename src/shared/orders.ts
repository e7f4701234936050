import type { OrderStatus } from './constants.ts'
import { SERVICE_AREAS, type ServiceArea } from './delivery-areas.ts'

// The order lifecycle, shared so the server enforces exactly the moves the client offers.

/** The parts a user can play on one order. A user may hold several (an admin who also bought it). */
export type OrderRole = 'buyer' | 'seller' | 'courier' | 'admin'

type Move = readonly [from: OrderStatus, to: OrderStatus]

const SELLER_MOVES: readonly Move[] = [
  ['pending', 'confirmed'],
  ['confirmed', 'preparing'],
  ['preparing', 'ready_for_pickup'],
  ['pending', 'cancelled'],
  ['confirmed', 'cancelled'],
  ['preparing', 'cancelled'],
  ['ready_for_pickup', 'cancelled'],
]

const BUYER_MOVES: readonly Move[] = [
  ['pending', 'cancelled'],
  ['confirmed', 'cancelled'],
]

// The courier dashboard's three buttons (spec): pick up a confirmed order, start the trip, deliver.
const COURIER_MOVES: readonly Move[] = [
  ['confirmed', 'ready_for_pickup'],
  ['ready_for_pickup', 'in_transit'],
  ['in_transit', 'delivered'],
]

// An order to an address abroad has no courier (couriers serve Ethiopian areas): the seller hands
// it to a postal or courier service abroad and records the trip and the delivery.
const INTERNATIONAL_SELLER_MOVES: readonly Move[] = [
  ...SELLER_MOVES,
  ['ready_for_pickup', 'in_transit'],
  ['in_transit', 'delivered'],
]

const MOVES: Record<Exclude<OrderRole, 'admin'>, readonly Move[]> = {
  seller: SELLER_MOVES,
  buyer: BUYER_MOVES,
  courier: COURIER_MOVES,
}

const INTERNATIONAL_MOVES: Record<Exclude<OrderRole, 'admin'>, readonly Move[]> = {
  seller: INTERNATIONAL_SELLER_MOVES,
  buyer: BUYER_MOVES,
  courier: [],
}

/** What decides the moves besides the role: whether the order ships to an address abroad. */
export type OrderKind = { international: boolean }
const DOMESTIC: OrderKind = { international: false }

function movesOf(role: OrderRole, kind: OrderKind): readonly Move[] {
  const table = kind.international ? INTERNATIONAL_MOVES : MOVES
  if (role === 'admin') return [...table.seller, ...table.buyer, ...table.courier]
  return table[role]
}

export function canTransition(
  role: OrderRole,
  from: OrderStatus,
  to: OrderStatus,
  kind: OrderKind = DOMESTIC,
): boolean {
  return movesOf(role, kind).some(([a, b]) => a === from && b === to)
}

/** Whether the role may ever move an order into `to`, from any status. */
export function mayEverReach(
  role: OrderRole,
  to: OrderStatus,
  kind: OrderKind = DOMESTIC,
): boolean {
  return movesOf(role, kind).some(([, b]) => b === to)
}

/** The statuses any of the roles may move the order to next, in lifecycle order, cancel last. */
export function nextStatuses(
  roles: readonly OrderRole[],
  from: OrderStatus,
  kind: OrderKind = DOMESTIC,
): OrderStatus[] {
  const next = new Set<OrderStatus>()
  for (const role of roles) {
    for (const [a, b] of movesOf(role, kind)) if (a === from) next.add(b)
  }
  return [...next].sort((a, b) => (a === 'cancelled' ? 1 : b === 'cancelled' ? -1 : 0))
}

export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready_for_pickup',
  'in_transit',
]

/** Names of each service area as buyers write them in an address, lower case. */
const AREA_NAMES: Record<Exclude<ServiceArea, 'regional'>, readonly string[]> = {
  addis_ababa: ['addis ababa', 'addis abeba', 'አዲስ አበባ', 'finfinne'],
  dire_dawa: ['dire dawa', 'ድሬ ዳዋ', 'ድሬዳዋ'],
  bahir_dar: ['bahir dar', 'bahirdar', 'ባሕር ዳር', 'ባህር ዳር'],
  hawassa: ['hawassa', 'awassa', 'ሀዋሳ', 'ሐዋሳ'],
  mekelle: ['mekelle', 'mekele', 'መቀሌ'],
  adama: ['adama', 'nazret', 'nazareth', 'አዳማ'],
  jimma: ['jimma', 'ጅማ'],
}

/**
 * The service area an order is delivered in, read from its delivery address: the first city whose
 * name (English or Amharic, any case, or its area code) appears in the address; an address naming
 * none of the served cities is 'regional'. A courier may be assigned only if it serves this area.
 */
export function orderServiceArea(deliveryAddress: string): ServiceArea {
  const address = deliveryAddress.toLowerCase()
  for (const area of SERVICE_AREAS) {
    if (area === 'regional') continue
    if (address.includes(area) || AREA_NAMES[area].some((name) => address.includes(name))) {
      return area
    }
  }
  return 'regional'
}

/**
 * What happened to a cancelled order's money: nothing when the payment never took any (unpaid,
 * declined, expired, cash on delivery), else its share is being refunded or was refunded.
 */
export function orderRefundState(
  orderStatus: string,
  paymentStatus: string,
  shareRefunded: boolean,
): 'none' | 'refund_pending' | 'refunded' {
  if (orderStatus !== 'cancelled') return 'none'
  if (!['paid', 'refund_pending', 'refunded'].includes(paymentStatus)) return 'none'
  return shareRefunded ? 'refunded' : 'refund_pending'
}
