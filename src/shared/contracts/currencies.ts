import { z } from 'zod'
import { DECIMAL_AMOUNT } from '../currency.ts'

export const currency = z.object({
  id: z.string(),
  name: z.string(),
  nameAmharic: z.string().nullable(),
  nameOm: z.string().nullable(),
  nameTi: z.string().nullable(),
  symbol: z.string(),
  type: z.enum(['fiat', 'crypto']),
  decimals: z.number().int(),
  isActive: z.boolean(),
})
export type Currency = z.infer<typeof currency>

const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,10}$/, 'validation.currency')
  .transform((code) => code.toUpperCase())

export const ratePairParams = z.object({ from: currencyCode, to: currencyCode })

export const exchangeRate = z.object({
  fromCurrency: z.string(),
  toCurrency: z.string(),
  /** 1 fromCurrency = rate toCurrency, as an exact decimal string. */
  rate: z.string(),
  source: z.string().nullable(),
  lastUpdated: z.string(),
  /** Places the target currency rounds to, so a client converts exactly as the server does. */
  decimals: z.number().int(),
})
export type ExchangeRate = z.infer<typeof exchangeRate>

/**
 * A non-negative decimal given as text or as a JSON number. A number is read through its shortest
 * decimal text (0.1 → "0.1"), so no binary float ever enters the arithmetic.
 */
const decimalInput = z
  .union([z.string().trim(), z.number().nonnegative('validation.invalid')])
  // Exponent forms (1e-7, 1e21) are outside what prices need; the pattern rejects them.
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine((value) => DECIMAL_AMOUNT.test(value), 'validation.invalid')

export const convertInput = z.object({
  amount: decimalInput,
  fromCurrency: currencyCode,
  toCurrency: currencyCode,
})
export type ConvertInput = z.input<typeof convertInput>

export const conversionResult = z.object({
  amount: z.string(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  convertedAmount: z.string(),
  rate: z.string(),
  source: z.string().nullable(),
  rateDate: z.string(),
})
export type ConversionResult = z.infer<typeof conversionResult>

/** What numeric(20, 8) holds exactly: up to 12 whole digits and 8 places, above zero. */
export const STORED_RATE = /^\d{1,12}(\.\d{1,8})?$/

export const rateUpdateInput = z.object({
  rate: decimalInput.refine(
    (value) => STORED_RATE.test(value) && /[1-9]/.test(value),
    'validation.invalid',
  ),
  source: z.string().trim().min(1).max(120, 'validation.tooLong').optional(),
})
export type RateUpdateInput = z.input<typeof rateUpdateInput>
