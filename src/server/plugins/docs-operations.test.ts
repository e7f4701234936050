import { describe, expect, it } from 'vitest'
import { accessOf, describeOperation, operationIdFor, securityOf } from './docs-operations.ts'

// Handlers as the document sees them: their source text, as written, as the test transform
// rewrites imports, and as the server bundle may rename them.
const route = (url: string, handler: string, extra: object = {}) => ({
  url,
  handler: new Function('request', handler) as never,
  ...extra,
})

describe('operationIdFor', () => {
  it('joins the method and the path words, parameters as By…, without /api', () => {
    expect(operationIdFor('get', '/api/orders/{id}/updates')).toBe('getOrdersByIdUpdates')
    expect(operationIdFor('put', '/api/cart/items/{productId}')).toBe('putCartItemsByProductId')
    expect(operationIdFor('post', '/api/auth/password-strength')).toBe('postAuthPasswordStrength')
    expect(operationIdFor('get', '/robots.txt')).toBe('getRobotsTxt')
    expect(operationIdFor('get', '/api/products/:id')).toBe('getProductsById')
  })
})

describe('accessOf', () => {
  it('reads the access helpers a handler calls, however they were compiled', () => {
    expect(accessOf(route('/api/orders', 'return listOrders(requireUser(request))'))).toEqual({
      kind: 'signed-in',
      roles: [],
      anySignedIn: false,
    })
    expect(
      accessOf(route('/api/seller/x', 'return f((0, __vi_import_3__.requireSeller)(request))')),
    ).toMatchObject({ kind: 'signed-in', roles: ['seller account'] })
    expect(accessOf(route('/api/courier/x', 'return f(requireCourier2(request))'))).toMatchObject({
      kind: 'signed-in',
      roles: ['courier account'],
    })
    expect(accessOf(route('/api/x', "return f(requireRole(request, 'seller'))"))).toMatchObject({
      roles: ['seller role'],
    })
  })

  it('says when some requests of a route need more than a session', () => {
    const access = accessOf(
      route('/api/x', 'const user = requireUser(request); if (x) requireAdmin(request)'),
    )
    expect(access).toEqual({ kind: 'signed-in', roles: ['admin'], anySignedIn: true })
  })

  it("reads the route's own hooks, and holds every /api/admin route to admins", () => {
    const hooked = route('/api/x', 'return 1', {
      preHandler: [new Function('request', 'requireAdmin(request)')],
    })
    expect(accessOf(hooked)).toMatchObject({ roles: ['admin'] })
    expect(accessOf(route('/api/admin/users', 'return list()'))).toMatchObject({
      kind: 'signed-in',
      roles: ['admin'],
    })
  })

  it('tells open routes from those that read an optional session', () => {
    expect(accessOf(route('/api/products', 'return list(request.query)'))).toEqual({
      kind: 'open',
    })
    expect(
      accessOf(route('/api/products/:id', 'return get(request.params.id, request.user)')),
    ).toEqual({ kind: 'open-with-session' })
    expect(securityOf({ kind: 'open' })).toEqual([])
    expect(securityOf({ kind: 'open-with-session' })).toEqual([{}, { session: [] }])
  })
})

describe('describeOperation', () => {
  it('says what the route does, who may call it, its budget and its failures', () => {
    const text = describeOperation({
      lead: 'Add a review',
      access: { kind: 'signed-in', roles: [], anySignedIn: false },
      statuses: [201, 409, 400, 401],
      rateLimit: { max: 10, timeWindow: '10 minutes' },
      sessionCookie: 'selam_session',
    })
    expect(text).toMatch(/^Add a review\.\n\n\*\*Access:\*\* Signed-in users/)
    expect(text).toContain('at most 10 requests per 10 minutes')
    expect(text.indexOf('`400`')).toBeLessThan(text.indexOf('`401`'))
    expect(text.indexOf('`401`')).toBeLessThan(text.indexOf('`409`'))
    expect(text).not.toContain('`201`')
  })
})
