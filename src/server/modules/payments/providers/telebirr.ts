import { createSign, createVerify, randomBytes } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { compareMoney, isMoney } from '#shared/money.ts'
import type { Executor } from '#server/db/database.ts'
import { telebirrTransactions } from '#server/db/schema/payments.ts'
import {
  InvalidCallbackError,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
  PROVIDER_TIMEOUT_MS,
} from './payment-provider.ts'

// telebirr web checkout: a pre-order request signed with our RSA key returns the page the buyer
// pays on; the provider's notification is signed with its RSA key, and a signed order query
// confirms a status when no notification came. The browser's return never moves a payment.

export type TelebirrOptions = {
  appId: string
  appKey: string
  shortCode: string
  /** PEM; the provider's key, verifies notifications. */
  publicKey: string
  /** PEM; ours, signs requests. */
  privateKey: string
  baseUrl: string
  /** Where the buyer comes back to; the payment id is appended. */
  returnUrl: string
  notifyUrl: string
}

const TIMEOUT_MINUTES = 30

/** The signed text: every field but the signature itself, sorted by key, as key=value&… */
export function telebirrSigningText(fields: Record<string, unknown>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && key !== 'sign_type' && fields[key] != null)
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('&')
}

export function telebirrSign(fields: Record<string, unknown>, privateKey: string): string {
  return createSign('RSA-SHA256').update(telebirrSigningText(fields)).sign(privateKey, 'base64')
}

export function telebirrVerify(
  fields: Record<string, unknown>,
  signature: string,
  publicKey: string,
): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(telebirrSigningText(fields))
      .verify(publicKey, signature, 'base64')
  } catch {
    return false
  }
}

// The payment id travels inside outTradeNo (hex, no dashes) so a notification names its payment;
// the random tail keeps each attempt's number unique.
function outTradeNoFor(paymentId: string) {
  return `SM${paymentId.replaceAll('-', '')}${randomBytes(4).toString('hex')}`
}

function paymentIdOf(outTradeNo: string) {
  const hex = outTradeNo.slice(2, 34)
  if (!/^SM[0-9a-f]{32}[0-9a-f]{8}$/.test(outTradeNo)) {
    throw new InvalidCallbackError('Unknown outTradeNo')
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function mapTradeStatus(status: string): ProviderStatus {
  const normalised = status.toUpperCase()
  if (['COMPLETED', 'SUCCESS', 'PAY_SUCCESS', 'PAID'].includes(normalised)) return 'paid'
  if (['FAILURE', 'FAILED', 'PAY_FAILED', 'CLOSED', 'EXPIRED', 'CANCELLED'].includes(normalised)) {
    return 'failed'
  }
  return 'pending'
}

const notification = z.looseObject({
  outTradeNo: z.string().min(1),
  tradeNo: z.string().min(1),
  tradeStatus: z.string().min(1),
  totalAmount: z.string().min(1),
  sign: z.string().min(1),
})

const preOrderAnswer = z.looseObject({
  code: z.union([z.string(), z.number()]),
  data: z
    .looseObject({ toPayUrl: z.string().optional(), webUrl: z.string().optional() })
    .optional(),
})

const queryAnswer = z.looseObject({
  code: z.union([z.string(), z.number()]),
  data: z.looseObject({ tradeStatus: z.string(), totalAmount: z.string().optional() }).optional(),
})

const succeeded = (code: string | number) => String(code) === '0' || String(code) === '200'

export type TelebirrProvider = Omit<PaymentProvider, 'method' | 'initiate'> & {
  method: 'telebirr'
  /** `executor` lets checkout store the transaction inside its own database transaction. */
  initiate: (payment: ProviderPayment, executor?: Executor) => Promise<{ redirectUrl?: string }>
}

export function createTelebirrProvider(db: Executor, options: TelebirrOptions): TelebirrProvider {
  const signed = (fields: Record<string, string>) => ({
    ...fields,
    sign: telebirrSign(fields, options.privateKey),
    sign_type: 'SHA256WithRSA',
  })

  const post = async (path: string, body: Record<string, string>) => {
    const response = await fetch(`${options.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-app-key': options.appKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`telebirr ${path} answered ${response.status}`)
    return response.json() as Promise<unknown>
  }

  return {
    method: 'telebirr',
    isConfigured: () => true,

    initiate: async (payment, executor = db) => {
      const request = {
        appId: options.appId,
        outTradeNo: outTradeNoFor(payment.id),
        totalAmount: payment.amount,
        subject: `Selam Market ${payment.id.slice(0, 8)}`,
        shortCode: options.shortCode,
        returnUrl: `${options.returnUrl}/${payment.id}`,
        notifyUrl: options.notifyUrl,
        timeoutExpress: String(TIMEOUT_MINUTES),
        nonce: randomBytes(16).toString('hex'),
        timestamp: String(Date.now()),
      }
      const answer = preOrderAnswer.parse(
        await post('/payment/v1/merchant/preOrder', signed(request)),
      )
      const url = answer.data?.toPayUrl ?? answer.data?.webUrl
      if (!succeeded(answer.code) || !url) throw new Error('telebirr refused the pre-order')
      await executor.insert(telebirrTransactions).values({
        paymentId: payment.id,
        appId: request.appId,
        outTradeNo: request.outTradeNo,
        totalAmount: request.totalAmount,
        subject: request.subject,
        shortCode: request.shortCode,
        returnUrl: request.returnUrl,
        notifyUrl: request.notifyUrl,
        timeoutExpress: TIMEOUT_MINUTES,
        nonce: request.nonce,
        timestamp: new Date(Number(request.timestamp)),
        webUrl: url,
        status: 'pending',
        responseData: answer,
      })
      return { redirectUrl: url }
    },

    verify: async (payment) => {
      const [transaction] = await db
        .select({ outTradeNo: telebirrTransactions.outTradeNo })
        .from(telebirrTransactions)
        .where(eq(telebirrTransactions.paymentId, payment.id))
        .orderBy(desc(telebirrTransactions.createdAt))
        .limit(1)
      if (!transaction) return 'pending'
      const answer = queryAnswer.parse(
        await post(
          '/payment/v1/merchant/queryOrder',
          signed({
            appId: options.appId,
            outTradeNo: transaction.outTradeNo,
            nonce: randomBytes(16).toString('hex'),
            timestamp: String(Date.now()),
          }),
        ),
      )
      if (!succeeded(answer.code) || !answer.data) return 'pending'
      const status = mapTradeStatus(answer.data.tradeStatus)
      // A paid answer for a different amount is not this payment's money.
      if (
        status === 'paid' &&
        (!isMoney(answer.data.totalAmount ?? '') ||
          compareMoney(answer.data.totalAmount ?? '', payment.amount) !== 0)
      ) {
        return 'pending'
      }
      return status
    },

    parseCallback: ({ body }) => {
      const parsed = notification.safeParse(body)
      if (!parsed.success) throw new InvalidCallbackError('Malformed telebirr notification')
      if (!telebirrVerify(parsed.data, parsed.data.sign, options.publicKey)) {
        throw new InvalidCallbackError('Bad telebirr signature')
      }
      const status = mapTradeStatus(parsed.data.tradeStatus)
      if (status === 'pending') throw new InvalidCallbackError('telebirr status is not final')
      return {
        paymentId: paymentIdOf(parsed.data.outTradeNo),
        status,
        transactionId: parsed.data.tradeNo,
      }
    },

    // telebirr's refund API needs a separate agreement; until then refunds are made by hand.
    refund: async () => ({ status: 'marked_for_refund' }),
  }
}
