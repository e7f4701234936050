// Returns: the words the server stores and the client shows (docs/decisions/024-returns-and-refunds.md).

export const RETURN_REASONS = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'changed_mind',
  'other',
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

/** Reasons that are the item's fault: the seller bears the trip back. */
export const SELLER_FAULT_REASONS: readonly ReturnReason[] = [
  'damaged',
  'wrong_item',
  'not_as_described',
]

/**
 * `requested` → the seller (or, past the deadline, an admin) → `accepted` or `refused`;
 * `refused` → the buyer's appeal → `appealed` → an admin → `accepted` or `refused` (final);
 * `accepted` → `in_transit` (picked up, or sent back abroad) → `received` → `refunded`.
 * The buyer may withdraw (`cancelled`) before it is picked up.
 */
export const RETURN_STATUSES = [
  'requested',
  'accepted',
  'refused',
  'appealed',
  'in_transit',
  'received',
  'refunded',
  'cancelled',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

/** How the money goes back: through the provider (Chapa), by a recorded manual refund, or as wallet credit. */
export const RETURN_REFUND_METHODS = ['provider', 'manual', 'wallet_credit'] as const
export type ReturnRefundMethod = (typeof RETURN_REFUND_METHODS)[number]

export const RETURN_SHIPPING_PAYERS = ['seller', 'buyer'] as const
export type ReturnShippingPayer = (typeof RETURN_SHIPPING_PAYERS)[number]

/** The platform's return window when neither the settings nor the category say otherwise. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7

/** Days the seller has to accept or refuse a return request. */
export const SELLER_RETURN_DECISION_DAYS = 3
