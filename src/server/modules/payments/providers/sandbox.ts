import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { InvalidCallbackError, type PaymentProvider } from './payment-provider.ts'

// The demo and test provider. Its "payment page" is in the app (/payment/:id); the buyer's
// Approve or Decline there becomes a callback signed with this process's key, and only a callback
// whose signature checks out moves the payment, as with a real provider.

const key = randomBytes(32)
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

const callbackBody = z.object({
  paymentId: z.uuid(),
  outcome: z.enum(['approved', 'declined']),
  transactionId: z.string().min(1),
})
type SandboxCallbackBody = z.infer<typeof callbackBody>

const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('hex')

/** The notification the sandbox "provider" sends when the buyer approves or declines. */
export function sandboxCallback(paymentId: string, outcome: 'approved' | 'declined') {
  const body: SandboxCallbackBody = { paymentId, outcome, transactionId: `SBX-${randomUUID()}` }
  return { body, headers: { [SANDBOX_SIGNATURE_HEADER]: sign(JSON.stringify(body)) } }
}

export const sandboxProvider: PaymentProvider = {
  method: 'sandbox',
  isConfigured: () => true,
  initiate: async (payment) => ({ redirectUrl: `/payment/${payment.id}` }),
  verify: async (payment) =>
    payment.status === 'paid' ? 'paid' : payment.status === 'pending' ? 'pending' : 'failed',
  parseCallback: ({ body, headers }) => {
    const parsed = callbackBody.safeParse(body)
    if (!parsed.success) throw new InvalidCallbackError('Malformed sandbox callback')
    const expected = Buffer.from(sign(JSON.stringify(parsed.data)))
    const given = Buffer.from(headers[SANDBOX_SIGNATURE_HEADER] ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new InvalidCallbackError('Bad sandbox signature')
    }
    return {
      paymentId: parsed.data.paymentId,
      status: parsed.data.outcome === 'approved' ? 'paid' : 'failed',
      transactionId: parsed.data.transactionId,
    }
  },
  refund: async () => ({ status: 'refunded' }),
}
