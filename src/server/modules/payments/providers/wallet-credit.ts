import { InvalidCallbackError, type PaymentProvider } from './payment-provider.ts'

/**
 * The buyer's wallet credit paid the whole order. The checkout takes the credit from the buyer's
 * ledger and the payment is paid at once: nothing to redirect to, no callbacks. Giving it back is
 * the ledger's too (the credit released on cancellation, or a return's credit), so the provider
 * has nothing left to move.
 */
export const walletCreditProvider: PaymentProvider = {
  method: 'wallet_credit',
  // Never offered as a choice: the server uses it when the credit covers the total.
  isConfigured: () => false,
  initiate: async () => ({}),
  verify: async (payment) => (payment.status === 'paid' ? 'paid' : 'pending'),
  parseCallback: () => {
    throw new InvalidCallbackError('Wallet credit has no provider callbacks')
  },
  refund: async () => ({ status: 'refunded' }),
}
