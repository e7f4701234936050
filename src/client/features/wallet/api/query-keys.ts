import { domainKeys } from '#client/lib/query-keys.ts'

export const walletKeys = {
  all: domainKeys.wallet,
  paymentMethods: () => [...walletKeys.all, 'payment-methods'] as const,
  payouts: () => [...walletKeys.all, 'payouts'] as const,
  payoutMethods: () => [...walletKeys.payouts(), 'methods'] as const,
  balance: () => [...walletKeys.payouts(), 'balance'] as const,
  history: () => [...walletKeys.payouts(), 'history'] as const,
  earnings: () => [...walletKeys.payouts(), 'earnings'] as const,
}
