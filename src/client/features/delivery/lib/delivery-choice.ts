import type { CourierQuote } from '#shared/contracts/couriers.ts'
import { addMoney } from '#shared/money.ts'

/**
 * The courier in effect: the one the buyer picked while it still serves the chosen city,
 * otherwise the first quote (so a choice always exists when any courier does).
 */
export function effectiveCourier(
  quotes: readonly CourierQuote[],
  pickedId: string | null,
): CourierQuote | null {
  return quotes.find((quote) => quote.courierId === pickedId) ?? quotes[0] ?? null
}

/** What delivery costs: the courier's fee plus the express fee when express is chosen. */
export function deliveryTotal(
  quote: CourierQuote | null,
  express: boolean,
  expressFee: string,
): string | null {
  if (!quote) return null
  return express ? addMoney(quote.fee, expressFee) : addMoney(quote.fee)
}
