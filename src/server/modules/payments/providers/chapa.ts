import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { compareMoney } from '#shared/money.ts'
import {
  InvalidCallbackError,
  type PaymentProvider,
  PROVIDER_TIMEOUT_MS,
} from './payment-provider.ts'

// Chapa: initialize returns the hosted checkout page; its webhook is signed with HMAC-SHA256 of
// the raw body under the shared webhook secret, and verify confirms a status by tx_ref.

export type ChapaOptions = {
  secretKey: string
  webhookSecret: string
  baseUrl: string
  /** Where the buyer comes back to; the payment id is appended. */
  returnUrl: string
  callbackUrl: string
}

// One tx_ref per payment, so a webhook or a verify names its payment without a lookup table.
export const chapaTxRef = (paymentId: string) => `sm-${paymentId}`
const TX_REF = /^sm-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export function chapaSignature(rawBody: string | Buffer, secret: string) {
  return createHmac('sha256', secret).update(rawBody).digest('hex')
}

const webhook = z.looseObject({
  tx_ref: z.string().regex(TX_REF),
  status: z.string().min(1),
  reference: z.string().min(1).optional(),
  amount: z.union([z.string(), z.number()]).optional(),
})

const initializeAnswer = z.looseObject({
  status: z.string(),
  data: z.looseObject({ checkout_url: z.url() }).nullish(),
})

const verifyAnswer = z.looseObject({
  status: z.string(),
  data: z
    .looseObject({
      status: z.string(),
      amount: z.union([z.string(), z.number()]),
      currency: z.string(),
      reference: z.string().nullish(),
    })
    .nullish(),
})

const refundAnswer = z.looseObject({
  status: z.string(),
  data: z.looseObject({ refund_reference: z.string().nullish() }).nullish(),
})

export type ChapaProvider = Omit<PaymentProvider, 'method'> & { method: 'chapa' }

export function createChapaProvider(options: ChapaOptions): ChapaProvider {
  const headers = {
    authorization: `Bearer ${options.secretKey}`,
    'content-type': 'application/json',
  }
  return {
    method: 'chapa',
    isConfigured: () => true,

    initiate: async (payment) => {
      const response = await fetch(`${options.baseUrl}/v1/transaction/initialize`, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        body: JSON.stringify({
          amount: payment.amount,
          currency: 'ETB',
          tx_ref: chapaTxRef(payment.id),
          callback_url: options.callbackUrl,
          return_url: `${options.returnUrl}/${payment.id}`,
        }),
      })
      if (!response.ok) throw new Error(`Chapa initialize answered ${response.status}`)
      const answer = initializeAnswer.parse(await response.json())
      if (answer.status !== 'success' || !answer.data)
        throw new Error('Chapa refused to initialize')
      return { redirectUrl: answer.data.checkout_url }
    },

    verify: async (payment) => {
      const response = await fetch(
        `${options.baseUrl}/v1/transaction/verify/${encodeURIComponent(chapaTxRef(payment.id))}`,
        { headers, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) },
      )
      if (response.status === 404) return 'pending'
      if (!response.ok) throw new Error(`Chapa verify answered ${response.status}`)
      const answer = verifyAnswer.parse(await response.json())
      if (!answer.data) return 'pending'
      if (answer.data.status === 'success') {
        // A success for another amount or currency is not this payment's money.
        const matches =
          answer.data.currency === payment.currency &&
          compareMoney(String(answer.data.amount), payment.amount) === 0
        return matches ? 'paid' : 'pending'
      }
      return answer.data.status === 'failed' ? 'failed' : 'pending'
    },

    parseCallback: ({ body, headers: given }) => {
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) {
        throw new InvalidCallbackError('Chapa webhook needs its raw body')
      }
      const signature = given['x-chapa-signature'] ?? given['chapa-signature'] ?? ''
      const expected = Buffer.from(chapaSignature(body, options.webhookSecret))
      const actual = Buffer.from(signature)
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
        throw new InvalidCallbackError('Bad Chapa signature')
      }
      let json: unknown
      try {
        json = JSON.parse(body.toString())
      } catch {
        throw new InvalidCallbackError('Malformed Chapa webhook')
      }
      const parsed = webhook.safeParse(json)
      if (!parsed.success) throw new InvalidCallbackError('Malformed Chapa webhook')
      const status = parsed.data.status.toLowerCase()
      if (status !== 'success' && status !== 'failed') {
        throw new InvalidCallbackError('Chapa status is not final')
      }
      return {
        paymentId: TX_REF.exec(parsed.data.tx_ref)![1]!,
        status: status === 'success' ? 'paid' : 'failed',
        transactionId: parsed.data.reference ?? parsed.data.tx_ref,
      }
    },

    // Chapa's refund API: POST /v1/refund/{tx_ref}, the whole payment or a part of it.
    refund: async (payment, request) => {
      const response = await fetch(
        `${options.baseUrl}/v1/refund/${encodeURIComponent(chapaTxRef(payment.id))}`,
        {
          method: 'POST',
          headers,
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
          body: JSON.stringify({
            amount: request?.amount ?? payment.amount,
            reason: request?.reason ?? 'Order cancelled',
          }),
        },
      )
      if (!response.ok) return { status: 'marked_for_refund' }
      const answer = refundAnswer.parse(await response.json())
      if (answer.status !== 'success') return { status: 'marked_for_refund' }
      return { status: 'refunded', reference: answer.data?.refund_reference ?? undefined }
    },
  }
}
