export const walletKeys = {
  all: ['wallet'] as const,
  paymentMethods: () => [...walletKeys.all, 'payment-methods'] as const,
  payouts: () => [...walletKeys.all, 'payouts'] as const,
  payoutMethods: () => [...walletKeys.payouts(), 'methods'] as const,
  balance: () => [...walletKeys.payouts(), 'balance'] as const,
  history: () => [...walletKeys.payouts(), 'history'] as const,
  earnings: () => [...walletKeys.payouts(), 'earnings'] as const,
}
