import { useEffect, useSyncExternalStore } from 'react'
import { FORM_CURRENCIES } from '#shared/constants.ts'
import { BASE_CURRENCY, initialCurrency } from '#shared/currency.ts'
import { CURRENCY_COOKIE, preferenceCookie } from '#shared/page-preferences.ts'
import { pageBootstrap, writePreferenceCookie } from './page-bootstrap.ts'

// The currency the viewer reads prices in. The picker writes it; every price reads it. Kept here,
// not in a feature, because the shared Price primitive needs it too.

export const PREFERRED_CURRENCY_KEY = 'preferred-currency'
const CODE = /^[A-Z]{2,10}$/

const listeners = new Set<() => void>()
let current: string | undefined

export function storedCurrency(): string | null {
  try {
    const value = localStorage.getItem(PREFERRED_CURRENCY_KEY)
    return value && CODE.test(value) ? value : null
  } catch {
    return null
  }
}

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language
}

/**
 * The stored choice, else the one the server rendered the page in (its cookie, or the browser
 * language's currency), else the browser language's (spec: initial-currency rule).
 */
export function getPreferredCurrency(): string {
  current ??= initialCurrency({
    stored: storedCurrency() ?? pageBootstrap()?.currency,
    browserLanguage: browserLanguage(),
  })
  return current
}

/** The currency the server rendered the page in: what hydration must show first. */
function renderedCurrency(): string {
  return pageBootstrap()?.currency ?? BASE_CURRENCY
}

/** A choice stored before the server knew of it is told to the server (its cookie) and applied. */
export function applyStoredCurrency(): void {
  const stored = storedCurrency()
  if (stored && stored !== pageBootstrap()?.currency) setPreferredCurrency(stored)
}

export function setPreferredCurrency(code: string): void {
  current = code
  try {
    localStorage.setItem(PREFERRED_CURRENCY_KEY, code)
  } catch {
    // Private modes may refuse storage; the choice still holds for this visit.
  }
  writePreferenceCookie(preferenceCookie(CURRENCY_COOKIE, code))
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PREFERRED_CURRENCY_KEY) return
    current = undefined
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function usePreferredCurrency(): string {
  return useSyncExternalStore(subscribe, getPreferredCurrency, renderedCurrency)
}

/**
 * A signed-in user's saved currency is where prices start (it wins over the browser's language and
 * an earlier visitor's choice); the picker then changes it and saves it to the profile. A choice a
 * profile cannot hold (a cryptocurrency) stays in this browser.
 */
export function applyProfileCurrency(profileCurrency: string | null | undefined): void {
  if (!profileCurrency || !CODE.test(profileCurrency)) return
  const stored = storedCurrency()
  if (stored && !(FORM_CURRENCIES as readonly string[]).includes(stored)) return
  if (getPreferredCurrency() !== profileCurrency) setPreferredCurrency(profileCurrency)
}

/** Runs when the profile's currency itself changes (sign-in, profile save), not on every render. */
export function useProfileCurrency(profileCurrency: string | null | undefined): void {
  useEffect(() => applyProfileCurrency(profileCurrency), [profileCurrency])
}
