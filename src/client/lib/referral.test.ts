import { describe, expect, it } from 'vitest'
import { REFERRAL_DAYS, REFERRAL_KEY, rememberReferral, storedReferral } from './referral.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const DAY = 86_400_000

describe('referral code', () => {
  it('keeps the ?ref= code for 30 days, then forgets it', () => {
    const storage = memoryStorage()
    const now = Date.UTC(2026, 0, 1)
    expect(rememberReferral('?q=buna&ref=ABEBE10', storage, now)).toBe('ABEBE10')
    expect(storedReferral(storage, now + (REFERRAL_DAYS - 1) * DAY)).toBe('ABEBE10')
    expect(storedReferral(storage, now + REFERRAL_DAYS * DAY + 1)).toBeUndefined()
    expect(storage.items.has(REFERRAL_KEY)).toBe(false)
  })

  it('lets the newest link win and ignores an address without a usable code', () => {
    const storage = memoryStorage()
    rememberReferral('?ref=FIRST', storage, 0)
    expect(rememberReferral('?page=2', storage, 1)).toBeUndefined()
    expect(rememberReferral('?ref=%3Cscript%3E', storage, 1)).toBeUndefined()
    expect(storedReferral(storage, 2)).toBe('FIRST')
    rememberReferral('?ref=SECOND', storage, 3)
    expect(storedReferral(storage, 4)).toBe('SECOND')
  })

  it('reads nothing from a damaged entry', () => {
    const storage = memoryStorage()
    storage.setItem(REFERRAL_KEY, '{not json')
    expect(storedReferral(storage, 0)).toBeUndefined()
  })
})
