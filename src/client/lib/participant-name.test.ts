import { describe, expect, it } from 'vitest'
import { participantName } from './participant-name.ts'

describe('participantName', () => {
  it('names a seller by the store and anyone else by their own name', () => {
    const seller = { firstName: 'Tigist', lastName: 'Haile', storeName: 'Yirgacheffe Coffee House' }
    expect(participantName(seller)).toBe('Yirgacheffe Coffee House')
    expect(participantName(seller, true)).toBe('YC')
    const buyer = { firstName: 'Almaz', lastName: 'Bekele', storeName: null }
    expect(participantName(buyer)).toBe('Almaz Bekele')
    expect(participantName(buyer, true)).toBe('AB')
  })

  it('names a deleted account neutrally', () => {
    expect(participantName({ firstName: '', lastName: '', storeName: null })).not.toBe('')
  })
})
