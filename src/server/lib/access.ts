import type { FastifyRequest } from 'fastify'
import { forbidden, unauthenticated } from './errors.ts'
import type { AuthUser } from './sessions.ts'

// The one way routes and services require a role or check ownership. Every route that touches
// a user's data goes through these, so the rules live in one place.

export type Role = 'user' | 'seller' | 'courier' | 'admin'

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated()
  return request.user
}

export function hasRole(user: AuthUser, role: Role): boolean {
  switch (role) {
    case 'user':
      return true
    case 'seller':
      return user.isSeller && user.sellerId !== null
    case 'courier':
      return user.courierId !== null
    case 'admin':
      return user.role === 'admin'
  }
}

/** The signed-in user, who must hold the role (admins hold every role). */
export function requireRole(request: FastifyRequest, role: Role): AuthUser {
  const user = requireUser(request)
  if (!hasRole(user, role) && user.role !== 'admin') throw forbidden()
  return user
}

export function requireSeller(request: FastifyRequest): AuthUser & { sellerId: string } {
  const user = requireUser(request)
  if (!hasRole(user, 'seller')) throw forbidden()
  return user as AuthUser & { sellerId: string }
}

export function requireCourier(request: FastifyRequest): AuthUser & { courierId: string } {
  const user = requireUser(request)
  if (!hasRole(user, 'courier')) throw forbidden()
  return user as AuthUser & { courierId: string }
}

export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request)
  if (user.role !== 'admin') throw forbidden()
  return user
}

/** Passes when the caller owns the object (or is an admin); otherwise 403. */
export function assertOwner(user: AuthUser, ownerUserId: string | null | undefined): void {
  if (user.role === 'admin') return
  if (!ownerUserId || ownerUserId !== user.id) throw forbidden()
}
