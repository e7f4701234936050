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

/** Orders are shown by the first 8 characters of their id (spec). */
export const shortOrderId = (id: string) => id.slice(0, 8)

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isOrderId(value: string): boolean {
  return UUID_PATTERN.test(value.trim())
}
