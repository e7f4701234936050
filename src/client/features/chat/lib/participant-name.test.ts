import { describe, expect, it } from 'vitest'
import { participantName } from './participant-name.ts'

describe('participantName', () => {
  it('joins first and last name', () => {
    expect(participantName({ firstName: 'Almaz', lastName: 'Bekele' })).toBe('Almaz Bekele')
  })
  it('gives upper-case initials, also for Ethiopic names', () => {
    expect(participantName({ firstName: 'almaz', lastName: 'bekele' }, true)).toBe('AB')
    expect(participantName({ firstName: 'ሰላም', lastName: 'ታደሰ' }, true)).toBe('ሰታ')
  })
})
