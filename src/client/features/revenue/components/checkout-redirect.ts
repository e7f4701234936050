import type { RevenueCheckout } from '#shared/contracts/revenue.ts'

/**
 * Sends the payer where the server said: the in-app payment page (/payment/:id) through the
 * router, a provider's page by a full navigation.
 */
export function followCheckout(result: RevenueCheckout, navigate: (path: string) => void) {
  if (result.next.startsWith('/')) navigate(result.next)
  else window.location.assign(result.next)
}
