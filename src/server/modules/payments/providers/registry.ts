import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import { cashOnDeliveryProvider } from './cash-on-delivery.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { sandboxProvider } from './sandbox.ts'

const providers: Record<PaymentMethod, PaymentProvider> = {
  sandbox: sandboxProvider,
  cash_on_delivery: cashOnDeliveryProvider,
}

export function providerFor(method: PaymentMethod): PaymentProvider {
  return providers[method]
}
