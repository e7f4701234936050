import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, type OrderStatus } from './constants.ts'
import {
  canTransition,
  mayEverReach,
  nextStatuses,
  orderServiceArea,
  type OrderRole,
} from './orders.ts'

const allowed: Record<OrderRole, [OrderStatus, OrderStatus][]> = {
  seller: [
    ['pending', 'confirmed'],
    ['confirmed', 'preparing'],
    ['preparing', 'ready_for_pickup'],
    ['pending', 'cancelled'],
    ['confirmed', 'cancelled'],
    ['preparing', 'cancelled'],
    ['ready_for_pickup', 'cancelled'],
  ],
  buyer: [
    ['pending', 'cancelled'],
    ['confirmed', 'cancelled'],
  ],
  courier: [
    ['confirmed', 'ready_for_pickup'],
    ['ready_for_pickup', 'in_transit'],
    ['in_transit', 'delivered'],
  ],
  admin: [],
}
allowed.admin = [...allowed.seller, ...allowed.buyer, ...allowed.courier]

describe('canTransition', () => {
  for (const role of ['seller', 'buyer', 'courier', 'admin'] as const) {
    it(`allows exactly the ${role}'s moves`, () => {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const expected = allowed[role].some(([a, b]) => a === from && b === to)
          expect(canTransition(role, from, to), `${role} ${from}→${to}`).toBe(expected)
        }
      }
    })
  }

  it('never leaves delivered or cancelled', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('admin', 'delivered', to)).toBe(false)
      expect(canTransition('admin', 'cancelled', to)).toBe(false)
    }
  })

  it('knows which statuses a role may never reach', () => {
    expect(mayEverReach('buyer', 'delivered')).toBe(false)
    expect(mayEverReach('buyer', 'cancelled')).toBe(true)
    expect(mayEverReach('courier', 'cancelled')).toBe(false)
    expect(mayEverReach('seller', 'in_transit')).toBe(false)
  })
})

describe('nextStatuses', () => {
  it('lists the next steps of all roles held, cancel last', () => {
    expect(nextStatuses(['seller'], 'pending')).toEqual(['confirmed', 'cancelled'])
    expect(nextStatuses(['courier'], 'confirmed')).toEqual(['ready_for_pickup'])
    expect(nextStatuses(['seller', 'courier'], 'confirmed')).toEqual([
      'preparing',
      'ready_for_pickup',
      'cancelled',
    ])
    expect(nextStatuses(['buyer'], 'preparing')).toEqual([])
    expect(nextStatuses(['courier'], 'in_transit')).toEqual(['delivered'])
  })
})

describe('international orders', () => {
  const abroad = { international: true }
  it('let the seller (and admin) ship and deliver, and no courier move them', () => {
    expect(canTransition('seller', 'ready_for_pickup', 'in_transit', abroad)).toBe(true)
    expect(canTransition('seller', 'in_transit', 'delivered', abroad)).toBe(true)
    expect(canTransition('admin', 'in_transit', 'delivered', abroad)).toBe(true)
    expect(canTransition('seller', 'preparing', 'ready_for_pickup', abroad)).toBe(true)
    expect(canTransition('seller', 'preparing', 'in_transit', abroad)).toBe(false)
    expect(canTransition('seller', 'in_transit', 'cancelled', abroad)).toBe(false)
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition('courier', from, to, abroad)).toBe(false)
      }
    }
    expect(mayEverReach('seller', 'delivered', abroad)).toBe(true)
    expect(nextStatuses(['seller'], 'ready_for_pickup', abroad)).toEqual([
      'in_transit',
      'cancelled',
    ])
    expect(nextStatuses(['buyer'], 'in_transit', abroad)).toEqual([])
  })

  it('leave the domestic rules unchanged', () => {
    expect(canTransition('seller', 'ready_for_pickup', 'in_transit')).toBe(false)
    expect(canTransition('seller', 'in_transit', 'delivered', { international: false })).toBe(false)
  })
})

describe('orderServiceArea', () => {
  it('reads the city from the address in English, Amharic or as a code', () => {
    expect(orderServiceArea('Bole, House 12, Addis Ababa')).toBe('addis_ababa')
    expect(orderServiceArea('ቦሌ፣ አዲስ አበባ')).toBe('addis_ababa')
    expect(orderServiceArea('Kebele 03, HAWASSA')).toBe('hawassa')
    expect(orderServiceArea('near the stadium, adama')).toBe('adama')
    expect(orderServiceArea('dire_dawa, Sabian')).toBe('dire_dawa')
  })

  it('calls any other address regional', () => {
    expect(orderServiceArea('Gondar, Piassa')).toBe('regional')
  })
})
