import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { telebirrSign, telebirrVerify } from '#server/modules/payments/providers/telebirr.ts'

// A local stand-in for telebirr's web checkout API. It refuses any request whose RSA signature
// does not check out with our public key, and signs its notifications with its own private key.

type Order = { outTradeNo: string; totalAmount: string; tradeStatus: string }

export type TelebirrStandIn = {
  baseUrl: string
  orders: Map<string, Order>
  /** Requests refused for a bad signature. */
  refused: number
  /** A notification for an order, signed with the stand-in's key. */
  notification: (
    outTradeNo: string,
    tradeStatus?: string,
  ) => Record<string, string> & { sign: string }
  /** When set, the pre-order is refused with this message of the provider's own wording. */
  preOrderError: { status: number; message: string } | undefined
  close: () => Promise<void>
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
}

export async function startTelebirrStandIn(keys: {
  /** Ours: verifies our requests. */
  merchantPublicKey: string
  /** The provider's: signs notifications. */
  providerPrivateKey: string
}): Promise<TelebirrStandIn> {
  const orders = new Map<string, Order>()
  const standIn = { refused: 0 } as TelebirrStandIn
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request)
      const answer = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(payload))
      }
      if (
        typeof body.sign !== 'string' ||
        !telebirrVerify(body, body.sign, keys.merchantPublicKey)
      ) {
        standIn.refused += 1
        return answer(401, { code: '401', message: 'bad signature' })
      }
      const outTradeNo = String(body.outTradeNo)
      if (request.url === '/payment/v1/merchant/preOrder') {
        if (standIn.preOrderError) {
          const { status, message } = standIn.preOrderError
          return answer(status, { code: 'E1003', message, data: { toPayUrl: message } })
        }
        orders.set(outTradeNo, {
          outTradeNo,
          totalAmount: String(body.totalAmount),
          tradeStatus: 'Pending',
        })
        return answer(200, {
          code: '0',
          data: { toPayUrl: `${standIn.baseUrl}/pay/${outTradeNo}` },
        })
      }
      if (request.url === '/payment/v1/merchant/queryOrder') {
        const order = orders.get(outTradeNo)
        if (!order) return answer(404, { code: '404', message: 'no such order' })
        return answer(200, {
          code: '0',
          data: { tradeStatus: order.tradeStatus, totalAmount: order.totalAmount },
        })
      }
      return answer(404, { code: '404', message: 'not found' })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  standIn.baseUrl = `http://127.0.0.1:${port}`
  standIn.orders = orders
  standIn.notification = (outTradeNo, tradeStatus = 'Completed') => {
    const order = orders.get(outTradeNo)
    if (!order) throw new Error(`no order ${outTradeNo}`)
    order.tradeStatus = tradeStatus
    const fields = {
      outTradeNo,
      tradeNo: `TB${outTradeNo.slice(-8)}`,
      tradeStatus,
      totalAmount: order.totalAmount,
      transactionEndTime: String(Date.now()),
    }
    return { ...fields, sign: telebirrSign(fields, keys.providerPrivateKey) }
  }
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return standIn
}
