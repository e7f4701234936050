import { describe, expect, it } from 'vitest'
import { messages, translate } from './messages.ts'

describe('messages', () => {
  it('has every key in both languages, and no empty text', () => {
    expect(Object.keys(messages.am).sort()).toEqual(Object.keys(messages.en).sort())
    for (const table of [messages.am, messages.en]) {
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('')
    }
  })

  it('fills placeholders and falls back to the key for unknown messages', () => {
    expect(translate('error.tooManyLogins', 'en', { minutes: 7 })).toContain('7 minutes')
    expect(translate('no.such.key', 'am')).toBe('no.such.key')
  })

  it('picks the plural form by count', () => {
    expect(translate('product.featuredAllowance', 'en', { count: 1 })).toBe(
      'Your tier allows 1 featured product; that limit is reached',
    )
    expect(translate('product.featuredAllowance', 'en', { count: 3 })).toContain(
      'allows 3 featured products;',
    )
    expect(translate('product.featuredAllowance', 'am', { count: 1 })).toContain('1')
  })
})
