import { describe, expect, it } from 'vitest'
import {
  becomeSellerInput,
  loginInput,
  loginRequest,
  profileUpdateInput,
  registerInput,
} from './auth.ts'

const valid = {
  firstName: ' Hanna ',
  lastName: 'Girma',
  username: 'hanna_g',
  email: ' Hanna@Example.COM ',
  password: '12345678',
}

describe('register rules', () => {
  it('trims names and lower-cases the email', () => {
    const parsed = registerInput.parse(valid)
    expect(parsed.firstName).toBe('Hanna')
    expect(parsed.email).toBe('hanna@example.com')
  })

  it("uses the spec's minimums, with message keys", () => {
    const result = registerInput.safeParse({
      ...valid,
      password: '1234567',
      username: 'ab',
      firstName: '',
      email: 'x',
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    )
    expect(messages).toEqual({
      password: 'validation.passwordMin',
      username: 'validation.usernameMin',
      firstName: 'validation.firstNameRequired',
      email: 'validation.email',
    })
  })

  it('accepts Ethiopian mobile numbers in their usual forms only', () => {
    for (const phone of ['+251911234567', '0911234567', '911234567', '0711 234 567']) {
      expect(registerInput.safeParse({ ...valid, phone }).success, phone).toBe(true)
    }
    for (const phone of ['0811234567', '+25191123456', '12345']) {
      expect(registerInput.safeParse({ ...valid, phone }).success, phone).toBe(false)
    }
    expect(registerInput.parse({ ...valid, phone: '' }).phone).toBeUndefined()
  })

  it('keeps Amharic usernames and rejects spaces', () => {
    expect(registerInput.safeParse({ ...valid, username: 'ሰላም_ገበያ' }).success).toBe(true)
    expect(registerInput.safeParse({ ...valid, username: 'has space' }).success).toBe(false)
  })
})

describe('other account rules', () => {
  it('login takes an email or an Ethiopian phone number, and any password', () => {
    expect(loginInput.parse({ identifier: 'A@B.co', password: 'x' }).identifier).toEqual({
      kind: 'email',
      value: 'a@b.co',
    })
    expect(loginInput.parse({ identifier: '0911 22 33 44', password: 'x' }).identifier).toEqual({
      kind: 'phone',
      value: '+251911223344',
    })
    expect(loginInput.safeParse({ identifier: 'a@b.co', password: '' }).success).toBe(false)
    expect(loginInput.safeParse({ identifier: 'not an address', password: 'x' }).success).toBe(
      false,
    )
    expect(loginInput.safeParse({ identifier: '0311', password: 'x' }).success).toBe(false)
    // Clients that still send `email` keep signing in.
    expect(loginRequest.parse({ email: 'a@b.co', password: 'x' }).identifier).toEqual({
      kind: 'email',
      value: 'a@b.co',
    })
  })

  it('profile updates are partial and normalize the language', () => {
    expect(profileUpdateInput.parse({})).toEqual({})
    expect(profileUpdateInput.parse({ preferredLanguage: 'or' }).preferredLanguage).toBe('om')
    expect(profileUpdateInput.safeParse({ preferredLanguage: 'xx' }).success).toBe(false)
    expect(profileUpdateInput.safeParse({ firstName: '' }).success).toBe(false)
  })

  it('profile updates clear an emptied optional field and keep a missing one', () => {
    expect(profileUpdateInput.parse({ phone: '', city: null, dateOfBirth: '' })).toEqual({
      phone: null,
      city: null,
      dateOfBirth: null,
    })
    expect(profileUpdateInput.parse({ city: ' Adama ' }).city).toBe('Adama')
    expect('phone' in profileUpdateInput.parse({})).toBe(false)
  })

  it('become-seller fills the spec defaults', () => {
    expect(becomeSellerInput.parse({ storeName: 'Harar Spices' })).toEqual({
      storeName: 'Harar Spices',
      description: undefined,
      servesInternational: false,
      // A store ships somewhere: Ethiopia unless the seller chooses.
      shippingRegions: ['Ethiopia'],
      baseCurrency: 'ETB',
      acceptedCurrencies: ['ETB'],
      isDiasporaFriendly: true,
      supportsRemittance: false,
    })
    expect(becomeSellerInput.safeParse({ storeName: 'x', shippingRegions: ['Mars'] }).success).toBe(
      false,
    )
    expect(becomeSellerInput.safeParse({ storeName: 'x', shippingRegions: [] }).success).toBe(false)
  })
})
