import type { PaymentMethod } from '#shared/contracts/checkout.ts'

// One interface for every way a buyer pays. Payment status changes only through a provider:
// a verified callback (parseCallback) or a verify call, never on the browser's word.

/** A provider that has not answered by then is treated as unreachable. */
export const PROVIDER_TIMEOUT_MS = 20_000

export type ProviderPayment = {
  id: string
  amount: string
  currency: string
  status: string
  transactionId: string | null
}

export type ProviderStatus = 'paid' | 'failed' | 'pending'

/** A provider's notification as it arrived: its body and headers. */
export type ProviderCallback = { body: unknown; headers: Record<string, string | undefined> }

export type PaymentProvider = {
  method: PaymentMethod
  /** Offered at checkout only when configured (keys present). */
  isConfigured: () => boolean
  /** Starts the payment; a redirect URL when the buyer must go somewhere to pay. */
  initiate: (payment: ProviderPayment) => Promise<{ redirectUrl?: string }>
  /** Asks the provider for the payment's status. */
  verify: (payment: ProviderPayment) => Promise<ProviderStatus>
  /** Reads a notification; throws when its signature does not check out. */
  parseCallback: (callback: ProviderCallback) => {
    paymentId: string
    status: Exclude<ProviderStatus, 'pending'>
    transactionId: string
  }
  /**
   * Gives money back (all of it, or `request.amount` of it) when the provider's API can refund;
   * otherwise answers marked_for_refund and the team refunds by hand.
   */
  refund: (
    payment: ProviderPayment,
    request?: { amount: string; reason: string },
  ) => Promise<{ status: 'refunded' | 'marked_for_refund'; reference?: string }>
}

export class InvalidCallbackError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'InvalidCallbackError'
  }
}
