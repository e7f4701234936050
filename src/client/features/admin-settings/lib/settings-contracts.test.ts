import { describe, expect, it } from 'vitest'
import amSettings from '#client/locales/am/admin-settings.json'
import amSupport from '#client/locales/am/admin-support.json'
import enSettings from '#client/locales/en/admin-settings.json'
import enSupport from '#client/locales/en/admin-support.json'
import { messagesAm } from '#shared/i18n/messages-am.ts'
import { messagesEn } from '#shared/i18n/messages-en.ts'
import {
  categoryUpdate,
  planUpdate,
  rateInput,
  tierUpdate,
} from '#shared/contracts/admin-settings.ts'

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object'
      ? keys(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

const fieldErrors = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe('admin settings contracts', () => {
  it('edits only what is sent: no defaults sneak into an update', () => {
    expect(categoryUpdate.parse({ name: 'Honey' })).toEqual({ name: 'Honey' })
    expect(planUpdate.parse({ isActive: false })).toEqual({ isActive: false })
  })

  it('keeps commission rates between 0 and 0.5 and rates exact', () => {
    expect(tierUpdate.parse({ commissionRate: 0.075 })).toEqual({ commissionRate: '0.075' })
    expect(fieldErrors(tierUpdate.safeParse({ commissionRate: '0.5001' }))).toEqual({
      commissionRate: 'adminSettings.commissionRate',
    })
    expect(tierUpdate.safeParse({ commissionRate: 'abc' }).success).toBe(false)
    expect(
      rateInput.parse({ fromCurrency: 'usd', toCurrency: 'ETB', rate: '155.4' }),
    ).toMatchObject({ fromCurrency: 'USD', rate: '155.4' })
    expect(
      fieldErrors(rateInput.safeParse({ fromCurrency: 'USD', toCurrency: 'ETB', rate: '0' })),
    ).toEqual({ rate: 'adminSettings.rateInvalid' })
  })

  it.each([
    ['admin-settings', amSettings, enSettings],
    ['admin-support', amSupport, enSupport],
  ])('%s has the same keys in Amharic and English', (_name, am, en) => {
    expect(keys(am).sort()).toEqual(keys(en).sort())
  })

  it('translates every new message key in both languages', () => {
    const ours = Object.keys(messagesEn).filter(
      (key) => key.startsWith('adminSettings.') || key.startsWith('support.'),
    )
    expect(ours.length).toBeGreaterThan(20)
    for (const key of ours) expect(messagesAm).toHaveProperty([key])
  })
})
