import { describe, expect, it } from 'vitest'
import { looksLikePhone, normalizeEthiopianPhone } from './phone.ts'

describe('normalizeEthiopianPhone', () => {
  it('writes every usual spelling of a mobile number in E.164', () => {
    for (const spelling of [
      '0911234567',
      '911234567',
      '251911234567',
      '+251911234567',
      '+251 91 123 4567',
      '091-123-4567',
      '(0911) 234567',
    ]) {
      expect(normalizeEthiopianPhone(spelling), spelling).toBe('+251911234567')
    }
    expect(normalizeEthiopianPhone('0712345678')).toBe('+251712345678')
    expect(normalizeEthiopianPhone('+251712345678')).toBe('+251712345678')
  })

  it('refuses numbers that are not Ethiopian mobiles', () => {
    for (const value of [
      '',
      '0111234567', // a fixed line in Addis Ababa
      '091123456', // one digit short
      '09112345678', // one digit long
      '+252911234567', // Somalia
      '+12025550111',
      '00251911234567',
      '251 0911234567',
      'abc0911234567',
      '+2519112345a7',
    ]) {
      expect(normalizeEthiopianPhone(value), value).toBeNull()
    }
  })
})

describe('looksLikePhone', () => {
  it('tells a phone number from an email address', () => {
    expect(looksLikePhone('0911 234 567')).toBe(true)
    expect(looksLikePhone('+251911234567')).toBe(true)
    expect(looksLikePhone('buyer@selam.market')).toBe(false)
    expect(looksLikePhone('abebe')).toBe(false)
  })
})
