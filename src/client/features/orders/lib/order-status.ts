import { normalizeReferenceNumber } from '#shared/reference-numbers.ts'
import type { BadgeVariant } from '#client/components/ui/badge.tsx'
import type { OrderStatus } from '#shared/constants.ts'

export const BUYER_STATUS_FILTERS = [
  'pending',
  'confirmed',
  'in_transit',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[]

export const COURIER_STATUS_FILTERS = [
  'confirmed',
  'ready_for_pickup',
  'in_transit',
  'delivered',
] as const satisfies readonly OrderStatus[]

export const STATUS_BADGE: Record<OrderStatus, BadgeVariant> = {
  pending: 'warning',
  confirmed: 'primary',
  preparing: 'secondary',
  ready_for_pickup: 'secondary',
  in_transit: 'primary',
  delivered: 'success',
  cancelled: 'destructive',
}

/** The order's reference as people read it: its order number (`SM-YYMM-XXXX`). */
export const orderLabel = (order: { orderNumber: string }) => order.orderNumber

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An order id or order number as typed, in the form the API reads; null when it is neither. */
export function orderRef(value: string): string | null {
  const trimmed = value.trim()
  if (UUID_PATTERN.test(trimmed)) return trimmed.toLowerCase()
  return normalizeReferenceNumber(trimmed)
}
