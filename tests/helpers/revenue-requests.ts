import type { TestApp } from './test-app.ts'
import { createSellerUser, createUser } from './user-factories.ts'

// Requests the plans, memberships, affiliates and digital-services tests share: a signed-in
// seller or buyer, a request with or without their cookie, and the sandbox's decision on a payment.

export function revenueRequests(t: TestApp) {
  function send(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    cookie: string | undefined,
    payload?: unknown,
  ) {
    return t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  }

  async function newSeller() {
    const { user, seller } = await createSellerUser(t.db)
    return { user, seller, cookie: await t.cookieFor(user.id) }
  }

  async function newBuyer() {
    const user = await createUser(t.db)
    return { user, cookie: await t.cookieFor(user.id) }
  }

  const decide = (cookie: string, paymentId: string, action: 'approve' | 'decline') =>
    send('POST', `/api/payments/${paymentId}/sandbox/${action}`, cookie)

  return { send, newSeller, newBuyer, decide }
}

export type RevenueRequests = ReturnType<typeof revenueRequests>
