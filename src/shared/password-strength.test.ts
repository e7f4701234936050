import { describe, expect, it } from 'vitest'
import { checkPasswordStrength, MIN_PASSWORD_SCORE } from './password-strength.ts'

describe('password strength', () => {
  it('refuses the passwords people guess first, saying why', () => {
    expect(checkPasswordStrength('12345678')).toMatchObject({
      acceptable: false,
      reason: 'validation.passwordCommon',
    })
    expect(checkPasswordStrength('password').reason).toBe('validation.passwordCommon')
    expect(checkPasswordStrength('aaaaaaaaaa').reason).toBe('validation.passwordPattern')
    expect(checkPasswordStrength('qwertyuiop').acceptable).toBe(false)
    expect(checkPasswordStrength('almazbekele', ['Almaz', 'Bekele']).reason).toBe(
      'validation.passwordPersonal',
    )
  })

  it('accepts long passphrases and the demo password', () => {
    for (const password of ['Selam-Demo-2026', 'correct-horse-battery', 'buna ena dabo ke Harar']) {
      const strength = checkPasswordStrength(password)
      expect(strength.score, password).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE)
      expect(strength).toMatchObject({ acceptable: true, reason: null })
    }
  })
})
