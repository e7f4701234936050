import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chapaSignature } from '#server/modules/payments/providers/chapa.ts'

// A local stand-in for Chapa's transaction API. It refuses requests without our secret key as the
// bearer token, and signs its webhooks with the shared webhook secret.

type Transaction = { txRef: string; amount: string; currency: string; status: string }
type Refund = { txRef: string; amount: string; reason: string; reference: string }

export type ChapaStandIn = {
  baseUrl: string
  transactions: Map<string, Transaction>
  /** Requests refused for a missing or wrong secret key. */
  refused: number
  /** Refunds made through POST /v1/refund/:tx_ref. */
  refunds: Refund[]
  /** A webhook for a transaction: its raw body and signature headers. */
  webhook: (
    txRef: string,
    status?: 'success' | 'failed',
  ) => { body: string; headers: Record<string, string> }
  /**
   * How initialize answers next: normally, with an error of its own wording, or not at all
   * (held until `releaseHeld`, as a provider that hangs).
   */
  initializeMode:
    { kind: 'normal' } | { kind: 'error'; status: number; message: string } | { kind: 'hang' }
  /** Answers every held initialize normally. */
  releaseHeld: () => void
  /** How many initialize requests are held. */
  held: () => number
  close: () => Promise<void>
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

export async function startChapaStandIn(keys: {
  secretKey: string
  webhookSecret: string
}): Promise<ChapaStandIn> {
  const transactions = new Map<string, Transaction>()
  const standIn = {
    refused: 0,
    refunds: [] as Refund[],
    initializeMode: { kind: 'normal' },
  } as ChapaStandIn
  const held: (() => void)[] = []
  standIn.held = () => held.length
  standIn.releaseHeld = () => {
    for (const answer of held.splice(0)) answer()
  }
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request)
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(payload))
      }
      if (request.headers.authorization !== `Bearer ${keys.secretKey}`) {
        standIn.refused += 1
        return answer(401, { status: 'failed', message: 'Invalid API Key', data: null })
      }
      if (request.method === 'POST' && request.url === '/v1/transaction/initialize') {
        const mode = standIn.initializeMode
        if (mode.kind === 'error') {
          return answer(mode.status, { status: 'failed', message: mode.message, data: null })
        }
        if (mode.kind === 'hang') {
          await new Promise<void>((resolve) => held.push(resolve))
        }
        const txRef = String(body.tx_ref)
        if (transactions.has(txRef)) {
          return answer(400, { status: 'failed', message: 'Transaction reference has been used' })
        }
        transactions.set(txRef, {
          txRef,
          amount: String(body.amount),
          currency: String(body.currency),
          status: 'pending',
        })
        return answer(200, {
          status: 'success',
          message: 'Hosted Link',
          data: { checkout_url: `${standIn.baseUrl}/checkout/${txRef}` },
        })
      }
      const refund = /^\/v1\/refund\/(.+)$/.exec(request.url ?? '')
      if (request.method === 'POST' && refund) {
        // Only a successful charge is refunded, never for more than was paid and not yet refunded.
        const transaction = transactions.get(decodeURIComponent(refund[1]!))
        if (!transaction || transaction.status !== 'success') {
          return answer(400, { status: 'failed', message: 'Transaction cannot be refunded' })
        }
        const amount = Number(body.amount ?? transaction.amount)
        const refunded = standIn.refunds
          .filter((r) => r.txRef === transaction.txRef)
          .reduce((total, r) => total + Number(r.amount), 0)
        if (!(amount > 0) || amount + refunded > Number(transaction.amount) + 1e-9) {
          return answer(400, { status: 'failed', message: 'Refund amount exceeds the payment' })
        }
        const reference = `RF${standIn.refunds.length + 1}`
        standIn.refunds.push({
          txRef: transaction.txRef,
          amount: String(body.amount ?? transaction.amount),
          reason: String(body.reason ?? ''),
          reference,
        })
        return answer(200, {
          status: 'success',
          message: 'Refund processed successfully',
          data: { refund_reference: reference, amount: String(amount) },
        })
      }
      const verify = /^\/v1\/transaction\/verify\/(.+)$/.exec(request.url ?? '')
      if (request.method === 'GET' && verify) {
        const transaction = transactions.get(decodeURIComponent(verify[1]!))
        if (!transaction) return answer(404, { status: 'failed', message: 'Invalid transaction' })
        return answer(200, {
          status: 'success',
          data: {
            status: transaction.status,
            amount: transaction.amount,
            currency: transaction.currency,
            tx_ref: transaction.txRef,
            reference: `CH${transaction.txRef.slice(-8)}`,
          },
        })
      }
      return answer(404, { status: 'failed', message: 'not found' })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  standIn.baseUrl = `http://127.0.0.1:${port}`
  standIn.transactions = transactions
  standIn.webhook = (txRef, status = 'success') => {
    const transaction = transactions.get(txRef)
    if (!transaction) throw new Error(`no transaction ${txRef}`)
    transaction.status = status
    const body = JSON.stringify({
      event: status === 'success' ? 'charge.success' : 'charge.failed',
      tx_ref: txRef,
      reference: `CH${txRef.slice(-8)}`,
      status,
      amount: transaction.amount,
      currency: transaction.currency,
    })
    const signature = chapaSignature(body, keys.webhookSecret)
    return { body, headers: { 'chapa-signature': signature, 'x-chapa-signature': signature } }
  }
  standIn.close = () => {
    standIn.releaseHeld()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return standIn
}
