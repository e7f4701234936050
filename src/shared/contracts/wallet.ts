import { z } from 'zod'

export const walletMethodTypes = ['mobile_wallet', 'bank_account', 'credit_card'] as const
export type WalletMethodType = (typeof walletMethodTypes)[number]

/** Providers offered for each kind of method (spec, payment types and providers). */
export const walletProviders = {
  mobile_wallet: ['telebirr', 'cbe_birr', 'awash_birr', 'amole'],
  bank_account: ['cbe', 'dashen_bank', 'awash_bank', 'abay_bank', 'nib_bank'],
  credit_card: ['visa', 'mastercard'],
} as const satisfies Record<WalletMethodType, readonly string[]>

const requiredText = (message: string, max = 120) =>
  z.string(message).trim().min(1, message).max(max, 'validation.tooLong')

const optionalText = (max = 60) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))

const methodFields = {
  type: z.enum(walletMethodTypes, 'validation.invalid'),
  provider: requiredText('validation.providerRequired', 40),
  accountNumber: requiredText('validation.accountNumberRequired', 40),
  accountHolderName: requiredText('validation.accountHolderNameRequired'),
  bankName: optionalText(120),
}

/**
 * The provider must belong to the type, a bank account names its bank, and a card is kept only
 * as its last 4 digits: full card numbers are typed at the provider's page, never sent to us.
 */
function methodRules(
  value: {
    type: WalletMethodType
    provider: string
    accountNumber: string
    bankName: string | null
  },
  ctx: z.RefinementCtx,
) {
  const providers: readonly string[] = walletProviders[value.type]
  if (!providers.includes(value.provider)) {
    ctx.addIssue({ code: 'custom', path: ['provider'], message: 'validation.providerRequired' })
  }
  if (value.type === 'bank_account' && !value.bankName) {
    ctx.addIssue({ code: 'custom', path: ['bankName'], message: 'validation.bankNameRequired' })
  }
  if (value.type === 'credit_card' && !/^\d{4}$/.test(value.accountNumber)) {
    ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'validation.cardLastFour' })
  }
  if (value.type !== 'credit_card' && !/^[\d\s-]{4,40}$/.test(value.accountNumber)) {
    ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'validation.accountNumber' })
  }
}

export const paymentMethodInput = z
  .object({ ...methodFields, branchCode: optionalText(20) })
  .superRefine(methodRules)
export type PaymentMethodInput = z.input<typeof paymentMethodInput>

/** Fields that describe a bank account; a mobile wallet or a card has none of them. */
export const BANK_ONLY_PAYOUT_FIELDS = ['bankName', 'branchName', 'swiftCode', 'iban'] as const

export const payoutMethodInput = z
  .object({
    ...methodFields,
    branchName: optionalText(120),
    swiftCode: optionalText(20),
    iban: optionalText(40),
  })
  .superRefine(methodRules)
  .superRefine((value, ctx) => {
    if (value.type === 'bank_account') return
    for (const field of BANK_ONLY_PAYOUT_FIELDS) {
      if (value[field]) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'validation.payoutFieldNotForMethod',
        })
      }
    }
  })
export type PayoutMethodInput = z.input<typeof payoutMethodInput>

export const methodIdParams = z.object({ id: z.uuid('validation.invalid') })

/** A saved method as the API shows it: the account number is masked to its last 4 digits. */
export const paymentMethod = z.object({
  id: z.uuid(),
  type: z.enum(walletMethodTypes),
  provider: z.string(),
  lastFour: z.string(),
  maskedAccountNumber: z.string(),
  accountHolderName: z.string(),
  bankName: z.string().nullable(),
  branchCode: z.string().nullable(),
  isDefault: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
})
export type PaymentMethod = z.infer<typeof paymentMethod>

export const payoutMethod = z.object({
  id: z.uuid(),
  type: z.enum(walletMethodTypes),
  provider: z.string(),
  lastFour: z.string(),
  maskedAccountNumber: z.string(),
  accountHolderName: z.string(),
  bankName: z.string().nullable(),
  branchName: z.string().nullable(),
  swiftCode: z.string().nullable(),
  iban: z.string().nullable(),
  isDefault: z.boolean(),
  isVerified: z.boolean(),
  minimumPayout: z.string(),
  createdAt: z.string(),
})
export type PayoutMethod = z.infer<typeof payoutMethod>

/** A refunded return is a line of its own: what it took back, as a negative amount. */
export const EARNING_SOURCES = ['product_order', 'digital_service', 'return'] as const
export type EarningSource = (typeof EARNING_SOURCES)[number]

export const sellerBalance = z.object({
  /** Net earnings of delivered product and digital-service orders. */
  earned: z.string(),
  /**
   * The earned amount by source: product orders (total minus recorded fees, less what refunded
   * returns took back), digital services.
   */
  bySource: z.object({ product_order: z.string(), digital_service: z.string() }),
  /** Payouts already requested, whatever their status. */
  requested: z.string(),
  available: z.string(),
  currency: z.string(),
})
export type SellerBalance = z.infer<typeof sellerBalance>

/** One delivered order's net earnings for the seller, with where it came from. */
export const sellerEarning = z.object({
  id: z.uuid(),
  source: z.enum(EARNING_SOURCES),
  /** The product's name or the digital service's title. */
  title: z.string(),
  amount: z.string(),
  earnedAt: z.string(),
})
export type SellerEarning = z.infer<typeof sellerEarning>

export const payoutInput = z.object({
  amount: z
    .string('validation.amountRequired')
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'validation.amountRequired'),
  payoutMethodId: z.uuid('validation.invalid'),
})
export type PayoutInput = z.input<typeof payoutInput>

export const payout = z.object({
  id: z.uuid(),
  payoutMethodId: z.uuid().nullable(),
  amount: z.string(),
  netAmount: z.string(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
})
export type Payout = z.infer<typeof payout>

/** Keeps only the last 4 characters of an account number visible. */
export function maskAccountNumber(accountNumber: string): { lastFour: string; masked: string } {
  const compact = accountNumber.replace(/[\s-]/g, '')
  const lastFour = compact.slice(-4)
  return { lastFour, masked: `•••• ${lastFour}` }
}
