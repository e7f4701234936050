import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, id, inCheck, money, tstz, updatedAt } from './columns.ts'
import { orders } from './delivery.ts'
import { sellers } from './sellers.ts'
import { users } from './users.ts'

export const paymentMethodTypes = ['mobile_wallet', 'bank_account', 'credit_card'] as const
export type PaymentMethodType = (typeof paymentMethodTypes)[number]

/** Known providers per type (informational; the column is free text). */
export const paymentProviders = {
  mobile_wallet: ['telebirr', 'cbe_birr', 'awash_birr', 'amole'],
  bank_account: ['cbe', 'dashen_bank', 'awash_bank', 'abay_bank', 'nib_bank'],
  credit_card: ['visa', 'mastercard'],
} as const satisfies Record<PaymentMethodType, readonly string[]>

/** Stored payment methods of a user (wallet screen). At most one default per user. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: paymentMethodTypes }).notNull(),
    provider: text().notNull(),
    accountNumber: text().notNull(),
    accountHolderName: text().notNull(),
    /** Bank accounts only. */
    bankName: text(),
    branchCode: text(),
    isDefault: boolean().notNull().default(false),
    isVerified: boolean().notNull().default(false),
    metadata: jsonb(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_methods_user_id_idx').on(t.userId),
    uniqueIndex('payment_methods_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    inCheck('payment_methods_type_check', t.type, paymentMethodTypes),
  ],
)

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid().references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid().references(() => sellers.id, { onDelete: 'restrict' }),
    paymentMethodId: uuid().references(() => paymentMethods.id, { onDelete: 'set null' }),
    amount: money().notNull(),
    currency: text().notNull().default('ETB'),
    exchangeRate: numeric({ precision: 20, scale: 8 }),
    amountInBaseCurrency: money(),
    /** 'pending' first; later values are not fixed by the spec. */
    status: text().notNull().default('pending'),
    /** Method name such as 'telebirr'. */
    paymentMethod: text(),
    transactionId: text(),
    referenceNumber: text(),
    description: text(),
    metadata: jsonb(),
    failureReason: text(),
    processedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    index('payments_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('payments_seller_id_created_at_idx').on(t.sellerId, t.createdAt),
    index('payments_status_idx').on(t.status),
    // A checkout's payment is found from its orders by the order group it references.
    index('payments_reference_number_idx').on(t.referenceNumber),
    index('payments_payment_method_id_idx').on(t.paymentMethodId),
    check(
      'payments_amounts_check',
      sql`${t.amount} >= 0 and (${t.amountInBaseCurrency} is null or ${t.amountInBaseCurrency} >= 0) and (${t.exchangeRate} is null or ${t.exchangeRate} > 0)`,
    ),
  ],
)

/** Mobile-wallet (telebirr) payment requests. */
export const telebirrTransactions = pgTable(
  'telebirr_transactions',
  {
    id: id(),
    paymentId: uuid().references(() => payments.id, { onDelete: 'restrict' }),
    appId: text(),
    outTradeNo: text().notNull(),
    totalAmount: money().notNull(),
    subject: text().notNull(),
    phoneNumber: text(),
    shortCode: text(),
    returnUrl: text(),
    notifyUrl: text(),
    /** Minutes. */
    timeoutExpress: integer().notNull().default(30),
    receiveName: text(),
    nonce: text(),
    /** Request timestamp sent to the provider. */
    timestamp: tstz(),
    telebirrTransactionId: text(),
    webUrl: text(),
    qrCode: text(),
    status: text().notNull().default('pending'),
    responseData: jsonb(),
    webhookData: jsonb(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('telebirr_transactions_out_trade_no_unique').on(t.outTradeNo),
    index('telebirr_transactions_payment_id_idx').on(t.paymentId),
    index('telebirr_transactions_status_idx').on(t.status),
    check('telebirr_transactions_total_amount_check', sql`${t.totalAmount} >= 0`),
    check('telebirr_transactions_timeout_check', sql`${t.timeoutExpress} > 0`),
  ],
)

export const sellerPayoutMethods = pgTable(
  'seller_payout_methods',
  {
    id: id(),
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    type: text({ enum: paymentMethodTypes }).notNull(),
    provider: text().notNull(),
    accountNumber: text().notNull(),
    accountHolderName: text().notNull(),
    bankName: text(),
    branchName: text(),
    swiftCode: text(),
    iban: text(),
    routingNumber: text(),
    isDefault: boolean().notNull().default(false),
    isVerified: boolean().notNull().default(false),
    minimumPayout: money().notNull().default('100.00'),
    metadata: jsonb(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('seller_payout_methods_seller_id_idx').on(t.sellerId),
    uniqueIndex('seller_payout_methods_one_default_idx')
      .on(t.sellerId)
      .where(sql`${t.isDefault}`),
    inCheck('seller_payout_methods_type_check', t.type, paymentMethodTypes),
    check('seller_payout_methods_minimum_payout_check', sql`${t.minimumPayout} >= 0`),
  ],
)

export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    payoutMethodId: uuid().references(() => sellerPayoutMethods.id, { onDelete: 'set null' }),
    amount: money().notNull(),
    currency: text().notNull().default('ETB'),
    status: text().notNull().default('pending'),
    referenceNumber: text(),
    description: text(),
    fees: money().notNull().default('0'),
    netAmount: money().notNull(),
    processedAt: tstz(),
    failureReason: text(),
    metadata: jsonb(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payouts_seller_id_created_at_idx').on(t.sellerId, t.createdAt),
    index('payouts_status_idx').on(t.status),
    index('payouts_payout_method_id_idx').on(t.payoutMethodId),
    check(
      'payouts_amounts_check',
      sql`${t.amount} >= 0 and ${t.fees} >= 0 and ${t.netAmount} >= 0`,
    ),
  ],
)

export type PaymentMethod = typeof paymentMethods.$inferSelect
export type NewPaymentMethod = typeof paymentMethods.$inferInsert
export type Payment = typeof payments.$inferSelect
export type NewPayment = typeof payments.$inferInsert
export type TelebirrTransaction = typeof telebirrTransactions.$inferSelect
export type NewTelebirrTransaction = typeof telebirrTransactions.$inferInsert
export type SellerPayoutMethod = typeof sellerPayoutMethods.$inferSelect
export type NewSellerPayoutMethod = typeof sellerPayoutMethods.$inferInsert
export type Payout = typeof payouts.$inferSelect
export type NewPayout = typeof payouts.$inferInsert
