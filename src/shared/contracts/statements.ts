import { z } from 'zod'
import { UI_LANGUAGES } from '../constants.ts'

// A seller's monthly statement (docs/decisions/026-seller-statements.md): every line that moved the
// seller's balance in one Addis Ababa calendar month, with the opening and closing balance.

/** A statement's month: a Gregorian calendar month in Addis Ababa time, `YYYY-MM`. */
export const statementMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'statements.invalidMonth')
export type StatementMonth = z.infer<typeof statementMonth>

export const statementMonthParams = z.object({ month: statementMonth })
export const adminStatementParams = z.object({
  id: z.uuid('validation.invalid'),
  month: statementMonth,
})
export const adminStatementSellerParams = z.object({ id: z.uuid('validation.invalid') })

/** The language a downloaded file is written in (a link cannot send the interface's language). */
export const statementFileQuery = z.object({ lang: z.enum(UI_LANGUAGES).optional() })

export const statementMonths = z.object({
  /** The month holding today in Addis Ababa; always listed. */
  currentMonth: z.string(),
  /** Months with any line, and the current one, newest first. */
  months: z.array(z.string()),
})
export type StatementMonths = z.infer<typeof statementMonths>

const amount = z.string()

export const statementParty = z.object({
  name: z.string(),
  address: z.string().nullable(),
  /** Taxpayer identification number, when known. */
  taxId: z.string().nullable(),
  email: z.string().nullable(),
})
export type StatementParty = z.infer<typeof statementParty>

export const statementSeller = z.object({
  id: z.string(),
  storeName: z.string(),
  ownerName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  taxId: z.string().nullable(),
  businessLicense: z.string().nullable(),
})
export type StatementSeller = z.infer<typeof statementSeller>

export const statementOrderLine = z.object({
  id: z.string(),
  orderNumber: z.string(),
  earnedAt: z.string(),
  productName: z.string(),
  variantLabel: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price × quantity. */
  itemsAmount: amount,
  /** The seller's coupon on this line. */
  discountAmount: amount,
  commissionAmount: amount,
  /** The seller's part of the delivery: positive is a charge, negative a credit. */
  deliveryShare: amount,
  /** What the line adds to the balance. */
  sellerNet: amount,
})
export type StatementOrderLine = z.infer<typeof statementOrderLine>

export const statementServiceLine = z.object({
  id: z.string(),
  earnedAt: z.string(),
  title: z.string(),
  price: amount,
  platformFee: amount,
  /** What the line adds to the balance. */
  sellerEarnings: amount,
})
export type StatementServiceLine = z.infer<typeof statementServiceLine>

export const statementReturnLine = z.object({
  id: z.string(),
  returnNumber: z.string(),
  orderNumber: z.string(),
  refundedAt: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  /** What the buyer got back. */
  refundAmount: amount,
  sellerNetReversed: amount,
  commissionReversed: amount,
  /** The trip back when the seller bears it, else zero. */
  returnShipping: amount,
  /** What the line takes from the balance: net given back plus the trip back. */
  sellerCharge: amount,
})
export type StatementReturnLine = z.infer<typeof statementReturnLine>

export const statementPayoutLine = z.object({
  id: z.string(),
  requestedAt: z.string(),
  status: z.string(),
  referenceNumber: z.string().nullable(),
  /** What the line takes from the balance. */
  amount: amount,
})
export type StatementPayoutLine = z.infer<typeof statementPayoutLine>

/** A plan the seller paid for through a payment provider: a fee, but not from the balance. */
export const statementPlanFeeLine = z.object({
  id: z.string(),
  paidAt: z.string(),
  /** As the payment was described when made (English); `plan` names it in each language. */
  description: z.string(),
  /** The plan paid for, null when it is no longer there. */
  plan: z
    .object({
      name: z.string(),
      nameAmharic: z.string().nullable(),
      nameOm: z.string().nullable(),
      nameTi: z.string().nullable(),
      billingInterval: z.enum(['monthly', 'yearly']),
    })
    .nullable(),
  amount: amount,
})
export type StatementPlanFeeLine = z.infer<typeof statementPlanFeeLine>

export const statementTotals = z.object({
  orders: z.object({
    count: z.number().int(),
    items: amount,
    discount: amount,
    /** Items less discount, as "sales" everywhere. */
    sales: amount,
    commission: amount,
    deliveryShare: amount,
    net: amount,
  }),
  services: z.object({
    count: z.number().int(),
    price: amount,
    platformFee: amount,
    net: amount,
  }),
  returns: z.object({
    count: z.number().int(),
    refunded: amount,
    sellerNetReversed: amount,
    commissionReversed: amount,
    returnShipping: amount,
    charged: amount,
  }),
  /** What the platform kept or charged this month, less what it gave back. */
  fees: z.object({
    commission: amount,
    deliveryShare: amount,
    serviceFees: amount,
    returnShipping: amount,
    commissionReversed: amount,
    total: amount,
  }),
  payouts: z.object({ count: z.number().int(), total: amount }),
  planFees: z.object({ count: z.number().int(), total: amount }),
  openingBalance: amount,
  /** Orders' and services' net. */
  credits: amount,
  /** Returns charged and payouts. */
  debits: amount,
  closingBalance: amount,
})
export type StatementTotals = z.infer<typeof statementTotals>

export const sellerStatement = z.object({
  month: z.string(),
  /** The month's first instant (Addis Ababa midnight) and the next month's. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** When the statement was drawn; the current month's balance is to this moment. */
  generatedAt: z.string(),
  isCurrentMonth: z.boolean(),
  currency: z.literal('ETB'),
  platform: statementParty,
  seller: statementSeller,
  orders: z.array(statementOrderLine),
  services: z.array(statementServiceLine),
  returns: z.array(statementReturnLine),
  payouts: z.array(statementPayoutLine),
  planFees: z.array(statementPlanFeeLine),
  totals: statementTotals,
})
export type SellerStatement = z.infer<typeof sellerStatement>
