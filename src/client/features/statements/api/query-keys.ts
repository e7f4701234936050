import { domainKeys } from '#client/lib/query-keys.ts'

// Under the wallet's root: whatever changes the seller's balance refreshes the statements too.
export const statementKeys = {
  all: [...domainKeys.wallet, 'statements'] as const,
  months: () => [...statementKeys.all, 'months'] as const,
  month: (month: string) => [...statementKeys.all, 'month', month] as const,
}
