import type { PaymentMethod } from '#shared/contracts/checkout.ts'
import type { Config } from '#server/config.ts'
import type { Executor } from '#server/db/database.ts'
import { AppError } from '#server/lib/errors.ts'
import { cashOnDeliveryProvider } from './cash-on-delivery.ts'
import { type ChapaProvider, createChapaProvider } from './chapa.ts'
import type { PaymentProvider, ProviderPayment } from './payment-provider.ts'
import { sandboxProvider } from './sandbox.ts'
import { createTelebirrProvider, type TelebirrProvider } from './telebirr.ts'
import { walletCreditProvider } from './wallet-credit.ts'

const builtIn = {
  sandbox: sandboxProvider,
  cash_on_delivery: cashOnDeliveryProvider,
  wallet_credit: walletCreditProvider,
} satisfies Partial<Record<PaymentMethod, PaymentProvider>>

/**
 * The configured providers: telebirr and Chapa when their keys are set, and whether the sandbox
 * (the demo method buyers approve themselves) is switched on (PAYMENTS_SANDBOX).
 */
export type ExternalProviders = {
  telebirr?: TelebirrProvider
  chapa?: ChapaProvider
  sandbox?: boolean
}

/** The method's provider; the sandbox, telebirr and Chapa only when switched on (null otherwise). */
export function providerFor(
  method: PaymentMethod,
  external: ExternalProviders = {},
): PaymentProvider | TelebirrProvider | null {
  switch (method) {
    case 'sandbox':
      return external.sandbox ? builtIn.sandbox : null
    case 'cash_on_delivery':
    case 'wallet_credit':
      return builtIn[method]
    case 'telebirr':
      return external.telebirr ?? null
    case 'chapa':
      return external.chapa ?? null
  }
}

/** telebirr and Chapa call a service over the network; sandbox and cash on delivery do not. */
export const isRemoteMethod = (method: PaymentMethod) => method === 'telebirr' || method === 'chapa'

/** Our own answer when a provider refuses or cannot be reached; its own words stay in our log. */
export const providerUnavailable = () =>
  new AppError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'checkout.providerUnavailable')

/**
 * Starts the payment with its provider. Call it outside any database transaction: a slow or
 * hanging provider must not keep rows locked (telebirr writes its transaction row through `db`).
 */
export async function initiatePayment(
  db: Executor,
  method: PaymentMethod,
  external: ExternalProviders,
  payment: ProviderPayment,
): Promise<{ redirectUrl?: string }> {
  const provider = providerFor(method, external)
  if (!provider) {
    throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'checkout.paymentMethodUnavailable')
  }
  return method === 'telebirr' && external.telebirr
    ? external.telebirr.initiate(payment, db)
    : provider.initiate(payment)
}

/** telebirr and Chapa, each only when all of its keys are configured; the sandbox when switched on. */
export function externalProviders(db: Executor, config: Config): ExternalProviders {
  const site = config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`
  const callbackUrl = (provider: string) => `${site}/api/payments/callback/${provider}`
  const found: ExternalProviders = { sandbox: config.paymentsSandbox }
  const {
    TELEBIRR_APP_ID: appId,
    TELEBIRR_APP_KEY: appKey,
    TELEBIRR_SHORT_CODE: shortCode,
    TELEBIRR_PUBLIC_KEY: publicKey,
    TELEBIRR_PRIVATE_KEY: privateKey,
    TELEBIRR_BASE_URL: baseUrl,
  } = config
  if (appId && appKey && shortCode && publicKey && privateKey && baseUrl) {
    found.telebirr = createTelebirrProvider(db, {
      appId,
      appKey,
      shortCode,
      publicKey,
      privateKey,
      baseUrl,
      returnUrl: `${site}/payment`,
      notifyUrl: callbackUrl('telebirr'),
    })
  }
  if (config.CHAPA_SECRET_KEY && config.CHAPA_WEBHOOK_SECRET) {
    found.chapa = createChapaProvider({
      secretKey: config.CHAPA_SECRET_KEY,
      webhookSecret: config.CHAPA_WEBHOOK_SECRET,
      baseUrl: config.CHAPA_BASE_URL,
      returnUrl: `${site}/payment`,
      callbackUrl: callbackUrl('chapa'),
    })
  }
  return found
}
