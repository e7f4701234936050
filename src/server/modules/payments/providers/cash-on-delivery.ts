import { InvalidCallbackError, type PaymentProvider } from './payment-provider.ts'

/**
 * Cash on delivery: nothing to redirect to and no callbacks. The payment stays pending until the
 * courier delivers and collects; the order stays pending for the seller to confirm.
 */
export const cashOnDeliveryProvider: PaymentProvider = {
  method: 'cash_on_delivery',
  isConfigured: () => true,
  initiate: async () => ({}),
  verify: async (payment) => (payment.status === 'paid' ? 'paid' : 'pending'),
  parseCallback: () => {
    throw new InvalidCallbackError('Cash on delivery has no provider callbacks')
  },
  // Cash not yet collected has nothing to give back; collected cash is returned by hand.
  refund: async () => ({ status: 'marked_for_refund' }),
}
