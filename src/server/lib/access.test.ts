import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  assertOwner,
  requireAdmin,
  requireCourier,
  requireRole,
  requireSeller,
  requireUser,
} from './access.ts'
import type { AuthUser } from './sessions.ts'

const base: AuthUser = {
  id: 'u-1',
  firstName: 'Abebe',
  lastName: 'Kebede',
  username: 'abebe',
  email: 'abebe@example.test',
  phone: null,
  country: 'Ethiopia',
  city: null,
  preferredCurrency: 'ETB',
  preferredLanguage: 'am',
  calendar: null,
  isEthiopianDiaspora: false,
  ethiopianRegionOfOrigin: null,
  dateOfBirth: null,
  isEmailVerified: false,
  isPhoneVerified: false,
  isSeller: false,
  role: 'user',
  createdAt: new Date(),
  sellerId: null,
  courierId: null,
}
const as = (user: AuthUser | null) => ({ user }) as FastifyRequest
const status = (fn: () => unknown) => {
  try {
    fn()
    return 200
  } catch (error) {
    return (error as { statusCode: number }).statusCode
  }
}

describe('access rules', () => {
  const seller = { ...base, id: 'u-2', isSeller: true, sellerId: 's-1' }
  const courier = { ...base, id: 'u-3', courierId: 'c-1' }
  const admin = { ...base, id: 'u-4', role: 'admin' as const }

  it('tells a visitor to sign in (401) and a signed-in user without the role no (403)', () => {
    expect(status(() => requireUser(as(null)))).toBe(401)
    expect(status(() => requireSeller(as(null)))).toBe(401)
    expect(status(() => requireSeller(as(base)))).toBe(403)
    expect(status(() => requireCourier(as(seller)))).toBe(403)
    expect(status(() => requireAdmin(as(seller)))).toBe(403)
  })

  it('lets each role through its own door, and admins through every role check', () => {
    expect(requireSeller(as(seller)).sellerId).toBe('s-1')
    expect(requireCourier(as(courier)).courierId).toBe('c-1')
    expect(requireAdmin(as(admin)).id).toBe('u-4')
    expect(status(() => requireRole(as(admin), 'seller'))).toBe(200)
    expect(status(() => requireRole(as(base), 'courier'))).toBe(403)
  })

  it('allows owners and admins to touch an object, nobody else', () => {
    expect(status(() => assertOwner(base, 'u-1'))).toBe(200)
    expect(status(() => assertOwner(base, 'u-2'))).toBe(403)
    expect(status(() => assertOwner(base, null))).toBe(403)
    expect(status(() => assertOwner(admin, 'u-1'))).toBe(200)
  })
})
