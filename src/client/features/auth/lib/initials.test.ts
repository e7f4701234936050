import { describe, expect, it } from 'vitest'
import { initials } from './initials.ts'

describe('initials', () => {
  it('takes the first letter of each name', () => {
    expect(initials('abebe', 'kebede')).toBe('AK')
    expect(initials('አበበ', 'ከበደ')).toBe('አከ')
  })

  it('never returns an empty avatar', () => {
    expect(initials(' ', '')).toBe('?')
  })
})
