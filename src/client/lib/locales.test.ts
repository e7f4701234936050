import { describe, expect, it } from 'vitest'
import amAuth from '#client/locales/am/auth.json'
import amCommon from '#client/locales/am/common.json'
import enAuth from '#client/locales/en/auth.json'
import enCommon from '#client/locales/en/common.json'
import amInfo from '#client/locales/am/info.json'
import enInfo from '#client/locales/en/info.json'
import amPrivacy from '#client/locales/am/privacy.json'
import enPrivacy from '#client/locales/en/privacy.json'

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object'
      ? keys(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

describe('locales', () => {
  it.each([
    ['common', amCommon, enCommon],
    ['auth', amAuth, enAuth],
    ['info', amInfo, enInfo],
    ['privacy', amPrivacy, enPrivacy],
  ])('%s has the same keys in Amharic and English', (_name, am, en) => {
    expect(keys(am).sort()).toEqual(keys(en).sort())
  })

  it('keeps the spec wording in English', () => {
    expect(enCommon.notFound.title).toBe('404 Page Not Found')
    // The spec's developer hint ("Did you forget to add the page to the router?") is replaced by
    // words a shopper understands.
    expect(enCommon.notFound.hint).not.toMatch(/router/i)
    expect(amCommon.notFound.hint).not.toMatch(/ራውተ/)
    expect(enCommon.logout.successTitle).toBe('Logged Out')
    expect(enCommon.header.loggingOut).toBe('Logging out...')
    expect(enCommon.dashboard.noSellerText).toBe(
      'You need to create a seller account to access the dashboard.',
    )
    expect(enAuth.login.failedFallback).toBe('Invalid email, phone number or password.')
    expect(enAuth.becomeSeller.failedTitle).toBe('Failed to Create Seller Account')
  })
})
